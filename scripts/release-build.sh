#!/usr/bin/env bash
# The release build of scenec (and of other products), with the flags every script and make
# target uses: builds the products (default: scenec) and prints the folder they are in.
#
#   scripts/release-build.sh [PRODUCT...]
#
# --static-swift-stdlib: the Swift runtime and Foundation inside the executable (nothing to
#   load from the toolchain at start; docs/performance.md, "Start-up").
# --disable-local-rpath: no `$ORIGIN` run path. With one, the loader first looks for libc and
#   libm in 22 folders beside the executable (its hardware-capability subfolders) before the
#   system's, 45 failed system calls at every start (docs/performance.md, "The loader's run
#   path (eleventh session)").
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib --disable-local-rpath)
[[ $# -eq 0 ]] && set -- scenec
for product in "$@"; do
  swift build "${flags[@]}" --product "$product" >/dev/null
done
swift build "${flags[@]}" --show-bin-path

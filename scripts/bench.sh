#!/usr/bin/env bash
# `make bench`: builds scenec and SceneBench in release mode, runs the benchmark suite
# (docs/benchmarks.md; with valgrind installed it also counts instructions per frame of the
# stress case and of the slopes), and writes the results into docs/performance.md between
# the bench markers (and to stdout).
#
#   BENCH_RUNS=N   runs per case (default 5; large cases use 3)
#   BENCH_HUGE=1   the 5000-layer case with all 300 frames (default: 30 frames)
#   BENCH_NO_DOC=1 print only, leave docs/performance.md alone
#   BENCH_ONLY=reference  only the reference scenes' rows, printed (no callgrind, no doc)
#   BENCH_ONLY=stress     only the 50×4×600 stress row (15 runs), printed (no callgrind, no doc)
#   BENCH_ONLY=slopes     only the slopes' table, printed (no doc; instructions counted when
#                         valgrind is installed, about two minutes more)
#   BENCH_ONLY=instructions  only the stress case's instructions per frame (callgrind), printed
#   BENCH_ONLY=start-up   only the start-up rows (pages in memory, then dropped), printed
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(scripts/release-build.sh scenec SceneBench)
# The numbers are those of the release layout (Linking/hot-functions.txt and the link's other
# settings): say so when the executable was not laid out that way.
scripts/order-file.sh --check "$bin/scenec" >/dev/null ||
  echo "warning: the timings below are of an executable not laid out for release (make order-file)" >&2
# The floor as a plain C process, built by the system's C compiler: SwiftPM would link the
# Swift runtime into it, which starts slower than the floor should (docs/benchmarks.md,
# "What is measured").
"$(command -v cc || command -v clang)" -O2 -o "$bin/FloorWriter" Sources/SceneBench/FloorWriter.c
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

args=(--scenec "$bin/scenec" --work "$work/bench" --runs "${BENCH_RUNS:-5}")
[[ "${BENCH_HUGE:-0}" == 1 ]] && args+=(--huge)
# valgrind runs a copy without DWARF: Debian bookworm's valgrind 3.19 gives up on the DWARF 5
# forms of Swift 6.3's release builds ("unhandled dwarf2 abbrev form code 0x25 … Possibly
# corrupted debuginfo file"); the symbol table, which the function names come from, stays.
# SceneBench counts the slopes' instructions with it, and the stress case's instructions per
# frame (its targets' summary).
if command -v valgrind >/dev/null; then
  objcopy --strip-debug "$bin/scenec" "$work/scenec-symbols"
  args+=(--callgrind "$work/scenec-symbols")
fi
if [[ -n "${BENCH_ONLY:-}" ]]; then
  "$bin/SceneBench" "${args[@]}" --only "$BENCH_ONLY"
  exit 0
fi
table=$("$bin/SceneBench" "${args[@]}")

# Other stages add their own cases, each as a table of its own after a blank line (the
# render rows in the compile table's columns, with their header; the import table has
# its own columns and prints its own).
extra=""
if [[ -x scripts/bench-render.sh ]]; then extra+=$'\n\n'"$(scripts/bench-render.sh --header)"; fi
if [[ -x scripts/bench-import.sh ]]; then extra+=$'\n'"$(scripts/bench-import.sh)"; fi

machine="$(uname -srm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), \
$(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), $(swift --version 2>&1 | sed -n 1p)"
report=$(cat <<MD
Measured $(date -u +%Y-%m-%d) on: $machine.

$table$extra
MD
)
echo "$report"
if [[ "${BENCH_NO_DOC:-0}" != 1 ]]; then
  python3 - "$report" <<'PY'
import re, sys
path = "docs/performance.md"
text = open(path).read()
begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
new = f"{begin}\n{sys.argv[1]}\n{end}"
text = re.sub(re.escape(begin) + ".*?" + re.escape(end), lambda _: new, text, flags=re.S)
open(path, "w").write(text)
PY
  echo "docs/performance.md updated"
fi

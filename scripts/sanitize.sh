#!/usr/bin/env bash
# The test suite under AddressSanitizer + UndefinedBehaviorSanitizer, and the parallel paths
# under ThreadSanitizer (docs/reliability.md).
#
#   scripts/sanitize.sh [address|thread|quick|quick-address|all]      (default all)
#   quick: the stage `make test` runs (docs/reliability.md): a TSan build of scenec, then the
#          parallel paths on small inputs (compile --jobs 2, lint of 60 files, render --format
#          png --jobs 2).
#   quick-address: (also in `make test`) an ASan build of scenec, then the code that
#          handles raw memory on small inputs (render to PNG frames, WebP and a sprite sheet:
#          pixel buffers handed to librsvg, libpng and libwebp; import of the Lottie
#          conformance files; compile).
#   SANITIZE_FILTER=REGEX   run only the matching tests under ASan (default: every test)
#
# Each sanitizer builds into its own scratch folder (.build/asan, .build/tsan), so the
# ordinary build is untouched. A report fails the run (halt_on_error).
set -euo pipefail
cd "$(dirname "$0")/.."
WHAT=${1:-all}
# A report exits 66, not 1 (which is also "the input has errors").
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1:exitcode=66}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:exitcode=66}

address() {
  # The CLI tests run the scenec this build made, so they exercise it sanitized too.
  swift build --build-tests --scratch-path .build/asan --sanitize=address 2>&1 | tail -1
  local filter=()
  [ -n "${SANITIZE_FILTER:-}" ] && filter=(--filter "$SANITIZE_FILTER")
  swift test --skip-build --scratch-path .build/asan --sanitize=address \
    --disable-swift-testing "${filter[@]}" 2>&1 | tee .build/asan-test.log | grep -E "error|Executed|SUMMARY" | tail -5
  test "${PIPESTATUS[0]}" -eq 0
}

thread() {
  swift build --scratch-path .build/tsan --sanitize=thread --product scenec --disable-index-store 2>&1 | tail -1
  local scenec=.build/tsan/debug/scenec scratch
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' RETURN
  # compile --jobs: every reference scene, many workers on few frames and on many frames.
  for scene in scenes/*.yaml; do
    "$scenec" compile "$scene" -o "$scratch/out" --jobs 8
    "$scenec" compile "$scene" -o "$scratch/out" --jobs 3 --frames 0-5
  done
  # lint of many files at once: the reference scenes and every fixture, in parallel.
  mkdir -p "$scratch/many"
  for i in $(seq 1 12); do cp scenes/*.yaml "$scratch/many/" 2>/dev/null; for f in scenes/*.yaml; do cp "$f" "$scratch/many/$i-$(basename "$f")"; done; done
  "$scenec" lint "$scratch/many" --format json >/dev/null || [ $? -eq 1 ]
  echo "thread: compile --jobs and lint of $(ls "$scratch/many" | wc -l) files clean"
}

quick() {
  local started=$SECONDS
  swift build --scratch-path .build/tsan --sanitize=thread --product scenec --disable-index-store 2>&1 | tail -1
  local scenec=.build/tsan/debug/scenec scratch
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' RETURN
  # ParallelMap's workers (compile), the lint pool, the render pipeline's rasterizing threads.
  "$scenec" compile scenes/welcome.yaml -o "$scratch/out" --jobs 2 --quiet
  "$scenec" compile scenes/loading.yaml -o "$scratch/part" --jobs 2 --frames 0-20 --quiet
  mkdir -p "$scratch/many"
  for i in $(seq 1 12); do for f in scenes/*.yaml; do cp "$f" "$scratch/many/$i-$(basename "$f")"; done; done
  "$scenec" lint "$scratch/many" --format json >/dev/null || [ $? -eq 1 ]
  "$scenec" render scenes/welcome.yaml --format png -o "$scratch/png" --jobs 2 --frames 0-11 --quiet
  # A file large enough to be read in two parts and decoded in two halves (41 KB).
  python3 scripts/stress-scene.py 50 4 600 >"$scratch/stress.yaml"
  "$scenec" compile "$scratch/stress.yaml" -o "$scratch/stress" --jobs 2 --frames 0-3 --quiet
  echo "sanitize quick: ThreadSanitizer clean on compile --jobs 2, lint of $(ls "$scratch/many" | wc -l) files, render --jobs 2, a 41 KB scene read in two parts ($((SECONDS - started)) s)"
}

quick_address() {
  local started=$SECONDS scenec scratch
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' RETURN
  swift build --scratch-path .build/asan --sanitize=address --product scenec 2>&1 | tail -1
  scenec=.build/asan/debug/scenec
  "$scenec" render scenes/welcome.yaml --format png -o "$scratch/apng" --jobs 2 --frames 0-7 --quiet
  "$scenec" render scenes/loading.yaml --format webp -o "$scratch/a.webp" --frames 0-7 --quiet
  "$scenec" render scenes/button-ripple.yaml --format sheet -o "$scratch/sheet" --frames 0-7 --scale 0.5 --quiet
  "$scenec" compile scenes/path-follow.yaml -o "$scratch/acompile" --jobs 2 --quiet
  # The two-part read of a large file (memchr over its bytes, the joined tree).
  python3 scripts/stress-scene.py 50 4 600 >"$scratch/stress.yaml"
  "$scenec" timeline "$scratch/stress.yaml" --at 0 >/dev/null
  local count=0
  while IFS= read -r -d '' json; do
    count=$((count + 1))
    local status=0
    "$scenec" import "$json" -o "$scratch/imported.yaml" 2>"$scratch/import.log" || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then cat "$scratch/import.log"; return "$status"; fi
  done < <(find Tests/Conformance/lottie-test-files -name '*.json' -print0 | sort -z)
  echo "sanitize quick: AddressSanitizer clean on render png/webp/sheet, compile, a 41 KB scene read in two parts, import of $count Lottie files ($((SECONDS - started)) s)"
}

case "$WHAT" in
  address) address ;;
  thread) thread ;;
  quick) quick ;;
  quick-address) quick_address ;;
  all) thread; address ;;
  *) echo "usage: scripts/sanitize.sh [address|thread|quick|quick-address|all]" >&2; exit 2 ;;
esac

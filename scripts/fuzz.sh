#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer and AddressSanitizer (docs/reliability.md).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     (default: 60 s each of pipeline yaml pathdata color lottie)
#   FUZZ_JOBS=N   targets run N at a time (default 1)
#   FUZZ_BUILD_ONLY=1   only build the fuzzer
#   FUZZ_TIMEOUT=S   an input running longer is a finding (default 60: an ASan build on a busy
#                    machine runs a 1,000-layer scene's few frames in seconds)
#   FUZZ_KEEP_GOING=1   long runs: record findings and go on (libFuzzer's fork mode)
#
# Builds .build/fuzz/release/scenec-fuzz (the package with -sanitize=fuzzer,address and
# -DFUZZING), seeds .build/fuzz-corpus/<target>/ (kept between runs, so coverage grows) from
# scenes/, the docs' yaml blocks, the test fixtures and Fuzz/Seeds/, and runs each target.
# Crashes, timeouts and out-of-memory inputs go to Fuzz/Crashes/<target>/; the run fails if
# any is new. Replay one with `.build/debug/scenec-fuzz TARGET FILE` (no sanitizer) or the
# fuzzer itself: `SCENEC_FUZZ_TARGET=TARGET .build/fuzz/release/scenec-fuzz FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-60}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(pipeline yaml pathdata color lottie)
FUZZER=.build/fuzz/release/scenec-fuzz

swift build -c release --scratch-path .build/fuzz --product scenec-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -v "Cannot export local symbol" | tail -3
[ -n "${FUZZ_BUILD_ONLY:-}" ] && exit 0

CORPUS=.build/fuzz-corpus
python3 scripts/fuzz-seeds.py "$CORPUS/seeds" >/dev/null
mkdir -p .build/fuzz-logs Fuzz/Crashes

run_target() {
  local target=$1
  mkdir -p "$CORPUS/$target" "Fuzz/Crashes/$target"
  # -use_value_profile finds number spellings; -timeout and -rss_limit_mb make hangs and
  # memory blow-ups findings; -max_len keeps inputs near the size of real scenes.
  local extra=() dict=scene.dict max_len=8192
  # Lottie files are JSON with their own keys, and real ones run to tens of kilobytes.
  [ "$target" = lottie ] && dict=lottie.dict max_len=65536
  [ -n "${FUZZ_KEEP_GOING:-}" ] && extra=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  SCENEC_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 "$FUZZER" "${extra[@]}" \
    "$CORPUS/$target" "$CORPUS/seeds/$target" \
    -dict="$CORPUS/seeds/$dict" -max_total_time="$SECONDS_EACH" -timeout="${FUZZ_TIMEOUT:-60}" \
    -rss_limit_mb=2048 -max_len="$max_len" -use_value_profile=1 -print_final_stats=1 \
    -artifact_prefix="Fuzz/Crashes/$target/" >".build/fuzz-logs/$target.log" 2>&1 || true
  local stats
  stats=$(grep -E "^#[0-9]+.*cov:" ".build/fuzz-logs/$target.log" | tail -1)
  echo "$target: ${SECONDS_EACH}s ${stats}"
}

# Findings: crash-*, timeout-*, oom-*, leak-* (slow-unit-* are reports, not failures).
findings() { find Fuzz/Crashes -type f ! -name '.gitignore' ! -name 'slow-unit-*' "$@" | sort; }
before=$(findings | wc -l)
export -f run_target
export CORPUS FUZZER SECONDS_EACH
printf '%s\n' "${TARGETS[@]}" | xargs -P "${FUZZ_JOBS:-1}" -I{} bash -c 'run_target {}'
after=$(findings | wc -l)
if [ "$after" -gt "$before" ]; then
  echo "fuzz: $((after - before)) new finding(s) in Fuzz/Crashes/ (logs in .build/fuzz-logs/)"
  findings -newer "$FUZZER"
  exit 1
fi
echo "fuzz: no findings"

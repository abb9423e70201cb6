#!/usr/bin/env bash
# Compares what two scenec binaries write, byte for byte (docs/benchmarks.md, "Same
# output"): frames and manifest of `compile` at --precision 0, 3, 6 and 10, the timeline
# (plain, --times, --decompose, --at, --key-path) and lint reports (text and json, also with
# --jobs 1) of every scene in scenes/*.yaml, every ```yaml example of docs/cookbook.md and
# generated stress scenes. Exit status 1 and the differing outputs listed when any differ.
#
#   scripts/compare-outputs.sh BASE_SCENEC NEW_SCENEC
#
# Typical use: build main's release binary into a scratch path first
#   git worktree add /tmp/scenec-base main && (cd /tmp/scenec-base && swift build -c release)
#   scripts/compare-outputs.sh /tmp/scenec-base/.build/release/scenec .build/release/scenec
#
#   COMPARE_CORPUS=1  also every other file in scenes/ (the fuzz corpus; slower)
#   COMPARE_PRECISIONS="0 3"  other precisions
set -euo pipefail
cd "$(dirname "$0")/.."
base=$(realpath "$1")
new=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

inputs="$work/in"
mkdir -p "$inputs"
cp scenes/*.yaml "$inputs/"
if [[ "${COMPARE_CORPUS:-0}" == 1 ]]; then
  for f in scenes/*; do
    [[ -f "$f" && "$f" != *.yaml ]] && cp "$f" "$inputs/corpus-$(basename "$f").yaml"
  done
fi
python3 - docs/cookbook.md "$inputs" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
for i, block in enumerate(re.findall(r"```yaml\n(.*?)```", text, re.S)):
    open(f"{sys.argv[2]}/cookbook-{i:02d}.yaml", "w", encoding="utf-8").write(block)
PY
for size in "10 5 60" "50 4 120" "200 3 30"; do
  python3 scripts/stress-scene.py $size >"$inputs/stress-${size// /x}.yaml"
done

precisions=${COMPARE_PRECISIONS:-0 3 6 10}
# Runs every command with one binary inside its own folder, so paths in messages match.
run_all() { # binary folder
  local bin=$1 dir=$2
  mkdir -p "$dir/frames" "$dir/text"
  (
    cd "$dir"
    for scene in ../in/*.yaml; do
      name=$(basename "$scene" .yaml)
      for p in $precisions; do
        status=0
        "$bin" compile "$scene" -o "frames/$name-p$p" --precision "$p" >"text/$name-compile-p$p.txt" 2>&1 || status=$?
        echo "exit $status" >>"text/$name-compile-p$p.txt"
        # The summary line's wall time is the one thing allowed to differ.
        sed -i -E 's/ in [0-9.]+ s$//' "text/$name-compile-p$p.txt"
      done
      for options in "" "--times" "--decompose" "--at 0.5" "--times --at 1.25" "--key-path position"; do
        status=0
        # shellcheck disable=SC2086
        "$bin" timeline "$scene" $options >"text/$name-timeline${options// /_}.json" 2>&1 || status=$?
        echo "exit $status" >>"text/$name-timeline${options// /_}.json"
      done
    done
    for jobs in 1 2; do
      status=0
      "$bin" lint ../in --jobs "$jobs" >"text/lint-jobs$jobs.txt" 2>&1 || status=$?
      echo "exit $status" >>"text/lint-jobs$jobs.txt"
      status=0
      "$bin" lint ../in --format json --jobs "$jobs" >"text/lint-jobs$jobs.json" 2>&1 || status=$?
      echo "exit $status" >>"text/lint-jobs$jobs.json"
    done
  )
}
run_all "$base" "$work/base"
run_all "$new" "$work/new"

frames=$(find "$work/new/frames" -name '*.svg' | wc -l)
outputs=$(find "$work/new" -type f | wc -l)
if diff -rq "$work/base" "$work/new" >"$work/differences"; then
  echo "same: $outputs files ($frames frames) from $(ls "$inputs" | wc -l) scenes at precisions $precisions"
else
  cat "$work/differences"
  echo "DIFFERENT: $(wc -l <"$work/differences") of $outputs files" >&2
  exit 1
fi

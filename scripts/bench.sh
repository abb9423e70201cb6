#!/usr/bin/env bash
# Benchmarks, reported as ratios against a baseline measured in the same run, so numbers
# compare across machines: the baseline is `scenec --version` (process start-up), and each
# workload is reported as a multiple of it and in seconds (median of several runs).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
SCENEC=.build/release/scenec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A large generated scene: 20,000 animated layers (~3 MB of YAML).
python3 - "$work/large.yaml" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("version: 1\nscene: { name: large, size: [1000, 1000], fps: 10, duration: 1 }\nlayers:\n")
    for i in range(20000):
        f.write(f"  - id: l{i}\n    type: shape\n    position: [{i % 1000}, {i // 1000}]\n"
                f"    path: {{ rect: [0, 0, 4, 4] }}\n    fillColor: \"#336699\"\n"
                f"    animations:\n      - {{ keyPath: opacity, fromValue: 0, toValue: 1, duration: 1 }}\n")
PY

median() { # command... → median wall seconds of 5 runs
  python3 - "$@" <<'PY'
import subprocess, sys, time, statistics
times = []
for _ in range(5):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)
print(f"{statistics.median(times):.4f}")
PY
}

base=$(median "$SCENEC" --version)
printf '%-44s %10s %10s\n' "workload" "seconds" "× baseline"
printf '%-44s %10s %10s\n' "baseline: scenec --version" "$base" "1.0"
report() {
  local label=$1; shift
  local t; t=$(median "$@")
  printf '%-44s %10s %10s\n' "$label" "$t" "$(python3 -c "print(round($t / $base, 1))")"
}
report "lint large scene (20k layers)" "$SCENEC" lint "$work/large.yaml"
report "timeline large scene" "$SCENEC" timeline "$work/large.yaml" --at 0.5
for scene in scenes/*.yaml; do
  name=$(basename "$scene" .yaml)
  report "compile $name --jobs 1" "$SCENEC" compile "$scene" -o "$work/$name-1" --jobs 1
  report "compile $name --jobs 2" "$SCENEC" compile "$scene" -o "$work/$name-2" --jobs 2
done

#!/usr/bin/env bash
# Render speed: `scenec render --format png` on each reference scene against the
# do-it-yourself alternative, rsvg-convert started once per frame on the same SVG frames
# (from `scenec compile`), both using every core, measured in the same run (median of 3).
# Prints Markdown table rows (`--header` first prints the header):
#   | render <scene> (<frames> frames, png) | scenec frames/s | rsvg-convert frames/s | ratio |
# scenec's time includes decoding, evaluating, writing each SVG and encoding the PNGs;
# rsvg-convert's only reading the SVG files and writing PNGs.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .build/release/scenec ] || swift build -c release >/dev/null
SCENEC=.build/release/scenec
jobs=$(nproc)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "${1:-}" = "--header" ]; then
  echo "| workload | scenec render (frames/s) | rsvg-convert per frame (frames/s) | ratio |"
  echo "|---|---:|---:|---:|"
fi

median() { # command... → median wall seconds of 3 runs
  python3 - "$@" <<'PY'
import subprocess, sys, time, statistics
times = []
for _ in range(3):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)
print(f"{statistics.median(times):.4f}")
PY
}

for scene in scenes/*.yaml; do
  name=$(basename "$scene" .yaml)
  "$SCENEC" compile "$scene" -o "$work/$name-svg" 2>/dev/null
  frames=$(ls "$work/$name-svg" | grep -c '^frame-.*\.svg$')
  ours=$(median "$SCENEC" render "$scene" --format png -o "$work/$name-png" --jobs "$jobs" --quiet)
  mkdir -p "$work/$name-rsvg"
  theirs=$(median sh -c "cd '$work/$name-svg' && ls | grep '^frame-.*\.svg\$' |
    xargs -P $jobs -I{} rsvg-convert -f png -o '$work/$name-rsvg/{}.png' {}")
  python3 - "$name" "$frames" "$ours" "$theirs" <<'PY'
import sys
name, frames, ours, theirs = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
a, b = frames / ours, frames / theirs
print(f"| render {name} ({frames} frames, png) | {a:.0f} | {b:.0f} | {a / b:.1f}× |")
PY
done

#!/usr/bin/env bash
# Render speed, for `make bench` (scripts/bench.sh appends these rows to its table):
# `scenec render --format png` of each reference scene against the do-it-yourself
# alternative, rsvg-convert started once per frame on the same SVG frames (written by
# `scenec compile`), both on every core, measured in the same run (median of 3 runs each).
# Prints Markdown table rows in the suite's columns (`--header` prints the header first):
#   case | frames | median wall | µs/frame | frames/s | peak RSS | written | floor µs/frame | × floor | note
# where the "floor" is rsvg-convert per frame and × floor is scenec's time over its time
# (below 1: scenec is faster). scenec's time includes decoding, evaluating, writing each
# SVG and encoding the PNGs; rsvg-convert's only reading the SVG files and writing PNGs.
set -euo pipefail
cd "$(dirname "$0")/.."
SCENEC="$(scripts/release-build.sh)/scenec"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "${1:-}" = "--header" ]; then
  echo "| case | frames | median wall | µs/frame | frames/s | peak RSS | written | floor µs/frame | × floor | note |"
  echo "|---|---|---|---|---|---|---|---|---|---|"
fi

for scene in scenes/*.yaml; do
  name=$(basename "$scene" .yaml)
  "$SCENEC" compile "$scene" -o "$work/$name-svg" >/dev/null 2>&1
  python3 - "$SCENEC" "$scene" "$work" "$name" "$(nproc)" <<'PY'
import os, shutil, statistics, subprocess, sys, time
scenec, scene, work, name, jobs = sys.argv[1:6]
svgs = os.path.join(work, f"{name}-svg")
frames = sorted(f for f in os.listdir(svgs) if f.startswith("frame-") and f.endswith(".svg"))

def timed(command, **kwargs):
    """Wall seconds and the child's peak RSS in bytes."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        sys.exit(f"bench-render: {command[0]} failed")
    return time.perf_counter() - start, usage.ru_maxrss * 1024

ours, rss = [], 0
out = os.path.join(work, f"{name}-png")
for _ in range(3):
    seconds, peak = timed([scenec, "render", scene, "--format", "png", "-o", out, "--jobs", jobs, "--quiet"])
    ours.append(seconds)
    rss = max(rss, peak)
written = sum(os.path.getsize(os.path.join(out, f)) for f in os.listdir(out))
theirs = []
for _ in range(3):
    target = os.path.join(work, f"{name}-rsvg")
    shutil.rmtree(target, ignore_errors=True)
    os.makedirs(target)
    script = (f"ls | grep '^frame-.*\\.svg$' | xargs -P {jobs} -I{{}} "
              f"rsvg-convert -f png -o '{target}/{{}}.png' {{}}")
    seconds, _ = timed(["sh", "-c", script], cwd=svgs)
    theirs.append(seconds)
a, b, n = statistics.median(ours), statistics.median(theirs), len(frames)
print(f"| render {name} (png) | {n} | {a:.3f} s | {a / n * 1e6:.0f} | {n / a:.0f} | "
      f"{rss / 1048576:.1f} MB | {written / 1048576:.2f} MB | {b / n * 1e6:.0f} | {a / b:.2f} | "
      f"floor: rsvg-convert per frame ({n / b:.0f} frames/s); scenec {b / a:.1f}× as fast |")
PY
done

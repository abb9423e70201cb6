#!/usr/bin/env bash
# `scenec import` + `scenec compile` per frame against python-lottie's SVG export of the same
# frames, measured in the same run and reported as a ratio (Markdown rows). python-lottie
# (PyPI `lottie`) is installed into a virtual environment under .build/ by this script.
# Two python-lottie columns: its library (export_svg in one process, every frame) and its
# command line (lottie_convert.py --frame N, one process per frame as the tool works,
# timed on three frames per case).
# Usage: scripts/bench-import.sh [CASES_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-Tests/Conformance/lottie-test-files}
swift build -c release >/dev/null
SCENEC=$PWD/.build/release/scenec
venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import lottie" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "lottie==0.7.2" || { echo "bench-import: cannot install python-lottie 0.7.2" >&2; exit 1; }
fi
"$venv/bin/python" - "$SCENEC" "$cases" <<'PY'
import glob, json, os, subprocess, sys, tempfile, time
from lottie.parsers.tgs import parse_tgs
from lottie.exporters.svg import export_svg

scenec, root = sys.argv[1], sys.argv[2]
# The animated cases: more than one frame, as a player would draw them.
files = sorted(f for f in glob.glob(os.path.join(root, "*", "*.json")) if not f.endswith("-meta.json"))
rows = []
total_s = total_p = total_c = total_frames = 0
# Both tools write into memory (/dev/shm when there is one), so disk latency is not timed.
shm = "/dev/shm" if os.path.isdir("/dev/shm") else None
with tempfile.TemporaryDirectory(dir=shm) as work:
    for f in files:
        with open(f) as fh:
            data = json.load(fh)
        frames = int(data["op"] - data["ip"])
        if frames < 2:
            continue
        name = os.path.relpath(f, root)[:-5]
        scene = os.path.join(work, "s.yaml")
        out = os.path.join(work, "out")
        start = time.perf_counter()
        subprocess.run([scenec, "import", f, "-o", scene], check=True, stderr=subprocess.DEVNULL)
        subprocess.run([scenec, "compile", scene, "-o", out, "--jobs", "1"], check=True, stdout=subprocess.DEVNULL)
        s = (time.perf_counter() - start) / frames
        start = time.perf_counter()
        try:
            anim = parse_tgs(f)
            for i in range(frames):
                with open(os.path.join(work, "p.svg"), "w") as svg:
                    export_svg(anim, svg, data["ip"] + i)
        except Exception as e:  # python-lottie cannot draw every case
            print(f"| {name} | {frames} | {s * 1000:.3f} | failed: {type(e).__name__} | — |")
            continue
        p = (time.perf_counter() - start) / frames
        convert = os.path.join(os.path.dirname(sys.executable), "lottie_convert.py")
        start = time.perf_counter()
        for i in range(3):
            subprocess.run([sys.executable, convert, f, os.path.join(work, "c.svg"), "--frame", str(int(data["ip"]) + i)],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        c = (time.perf_counter() - start) / 3
        total_s += s * frames; total_p += p * frames; total_c += c * frames; total_frames += frames
        rows.append((name, frames, s, p, c))
print("| case | frames | scenec import+compile ms/frame | python-lottie library ms/frame | × | python-lottie CLI ms/frame | × |")
print("|---|---|---|---|---|---|---|")
for name, frames, s, p, c in rows:
    print(f"| {name} | {frames} | {s * 1000:.3f} | {p * 1000:.3f} | {p / s:.1f}× | {c * 1000:.0f} | {c / s:.0f}× |")
if total_frames:
    print(f"| **all {len(rows)} cases** | {total_frames} | {total_s / total_frames * 1000:.3f} | {total_p / total_frames * 1000:.3f} | **{total_p / total_s:.1f}×** | {total_c / total_frames * 1000:.0f} | **{total_c / total_s:.0f}×** |")
PY

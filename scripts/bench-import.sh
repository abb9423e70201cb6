#!/usr/bin/env bash
# `scenec import` + `scenec compile` per frame against python-lottie's SVG export of the same
# frames, measured in the same run and reported as a ratio (Markdown rows). python-lottie
# (PyPI `lottie`) is installed into a virtual environment under .build/ by this script.
# Two python-lottie columns: its library (export_svg in one process, every frame) and its
# command line (lottie_convert.py --frame N, one process per frame as the tool works,
# timed on three frames per case). Each tool also gets a marginal column: the CPU time of one
# more frame, without process start-up and one-time loading (docs/benchmarks.md).
# Usage: scripts/bench-import.sh [CASES_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-Tests/Conformance/lottie-test-files}
SCENEC="$(scripts/release-build.sh)/scenec"
venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import lottie" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "lottie==0.7.2" || { echo "bench-import: cannot install python-lottie 0.7.2" >&2; exit 1; }
fi
"$venv/bin/python" - "$SCENEC" "$cases" <<'PY'
import glob, json, os, shutil, subprocess, sys, tempfile, time
from lottie.parsers.tgs import parse_tgs
from lottie.exporters.svg import export_svg

scenec, root = sys.argv[1], sys.argv[2]
# The animated cases: more than one frame, as a player would draw them.
files = sorted(f for f in glob.glob(os.path.join(root, "*", "*.json")) if not f.endswith("-meta.json"))
rows = []
failures = []
totals = dict(s=0, p=0, c=0, ms=0, mp=0, frames=0)
# Both tools write into memory (/dev/shm when there is one), so disk latency is not timed.
shm = "/dev/shm" if os.path.isdir("/dev/shm") else None

def best(runs, measure):
    """The fastest of `runs` timings: the least disturbed by other work on the machine."""
    return min(measure() for _ in range(runs))

with tempfile.TemporaryDirectory(dir=shm) as work:
    scene = os.path.join(work, "s.yaml")
    out = os.path.join(work, "out")

    def child(command):
        """Runs a scenec process; its CPU time (user + system, from wait4)."""
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            raise SystemExit(f"bench-import: {' '.join(command)} failed")
        return usage.ru_utime + usage.ru_stime

    def scenec_run(f, all_frames, cpu=False):
        """Wall time of import + compile, or (cpu=True) the two processes' CPU time."""
        # A fresh output folder each run: `--frames 0-0` into a folder that holds the whole
        # run's frames keeps them and lists them in its manifest (reading every one), which
        # made the one-frame run dearer than the whole one and the marginal column negative.
        shutil.rmtree(out, ignore_errors=True)
        start = time.perf_counter()
        used = child([scenec, "import", f, "-o", scene])
        frames = [] if all_frames else ["--frames", "0-0"]
        # --quiet: without lint's warnings, whose sampled frames a compile takes from the
        # frames it writes; a --frames 0-0 run would evaluate the rest itself and the
        # marginal column (all frames minus one) would come out too low. python-lottie
        # does not lint either.
        used += child([scenec, "compile", scene, "-o", out, "--jobs", "1", "--quiet"] + frames)
        return used if cpu else time.perf_counter() - start

    def lottie_run(f, data, count, cpu=False):
        """Wall time of parsing and drawing `count` frames, or (cpu=True) this process's CPU time."""
        clock = time.process_time if cpu else time.perf_counter
        start = clock()
        anim = parse_tgs(f)
        for i in range(count):
            with open(os.path.join(work, "p.svg"), "w") as svg:
                export_svg(anim, svg, data["ip"] + i)
        return clock() - start

    for f in files:
        with open(f) as fh:
            data = json.load(fh)
        frames = int(data["op"] - data["ip"])
        if frames < 2:
            continue
        name = os.path.relpath(f, root)[:-5]
        # Per frame with both process start-ups (import, compile), and the marginal cost of a
        # frame: (all frames − the first frame only) / (frames − 1), start-ups and the one-time
        # import and scene loading cancelled out. python-lottie the same way (its parse once).
        s = best(3, lambda: scenec_run(f, True)) / frames
        # The marginal columns use CPU time (steadier than wall time on a shared machine), and
        # are not clamped: below the noise a row can come out negative; the sums stay fair.
        full = best(5, lambda: scenec_run(f, True, cpu=True))
        one = best(5, lambda: scenec_run(f, False, cpu=True))
        ms = (full - one) / (frames - 1)
        try:
            p = best(1, lambda: lottie_run(f, data, frames)) / frames
            lib_full = best(2, lambda: lottie_run(f, data, frames, cpu=True))
            lib_one = best(2, lambda: lottie_run(f, data, 1, cpu=True))
        except Exception as e:  # python-lottie cannot draw every case
            failures.append(f"| {name} | {frames} | {s * 1000:.3f} | python-lottie failed: {type(e).__name__} | — | — | — | — | — | — |")
            continue
        mp = (lib_full - lib_one) / (frames - 1)
        convert = os.path.join(os.path.dirname(sys.executable), "lottie_convert.py")
        start = time.perf_counter()
        for i in range(3):
            subprocess.run([sys.executable, convert, f, os.path.join(work, "c.svg"), "--frame", str(int(data["ip"]) + i)],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        c = (time.perf_counter() - start) / 3
        for key, value in (("s", s), ("p", p), ("c", c), ("ms", ms), ("mp", mp)):
            totals[key] += value * frames
        totals["frames"] += frames
        rows.append((name, frames, s, p, c, ms, mp))

def ratio(a, b):
    return f"{a / b:.1f}×" if b > 0 else "—"

# A table of its own (other columns than the compile table above it): a blank line first.
print()
print("| case | frames | scenec import+compile ms/frame | python-lottie library ms/frame | × | python-lottie CLI ms/frame | × "
      "| scenec marginal CPU ms/frame | python-lottie library marginal CPU ms/frame | × |")
print("|---|---|---|---|---|---|---|---|---|---|")
for name, frames, s, p, c, ms, mp in rows:
    print(f"| {name} | {frames} | {s * 1000:.3f} | {p * 1000:.3f} | {ratio(p, s)} | {c * 1000:.0f} | {c / s:.0f}× "
          f"| {ms * 1000:.3f} | {mp * 1000:.3f} | {ratio(mp, ms)} |")
for row in failures:  # after the rows, so the header stays the table's first line
    print(row)
t = totals
if t["frames"]:
    n = t["frames"]
    print(f"| **all {len(rows)} cases** | {n} | {t['s'] / n * 1000:.3f} | {t['p'] / n * 1000:.3f} | **{ratio(t['p'], t['s'])}** "
          f"| {t['c'] / n * 1000:.0f} | **{t['c'] / t['s']:.0f}×** | {t['ms'] / n * 1000:.3f} | {t['mp'] / n * 1000:.3f} "
          f"| **{ratio(t['mp'], t['ms'])}** |")
PY

#!/usr/bin/env python3
"""Conformance of `scenec import` + `scenec compile` against After Effects renders.

For every case `<area>/<name>.json` with reference pictures `<name>-NN.png` (frame NN):
import it, compile frame NN, rasterize the SVG with rsvg-convert at the reference's size,
composite both over white and score the share of pixels whose largest channel difference
is at most 16/255 (PSNR beside it). A frame passes at >= 97 %; a case passes when it
imports and every frame passes.

  scripts/conformance.py [--cases DIR] [--scenec PATH] [--markdown FILE] [--json FILE]
                         [--expected FILE] [--jobs N] [--keep DIR]

--expected FILE: exit 1 when a case listed in FILE (one `area/name` a line) does not pass.
"""
import argparse
import concurrent.futures
import json
import math
import os
import re
import subprocess
import sys
import tempfile

THRESHOLD = 16
FRAME_PASS = 0.97


def rgb_over_white(png, width=None, height=None):
    args = ["convert", png, "-background", "white", "-alpha", "remove", "-alpha", "off"]
    if width:
        args += ["-resize", f"{width}x{height}!"]
    args += ["-depth", "8", "rgb:-"]
    return subprocess.run(args, check=True, capture_output=True).stdout


def png_size(png):
    with open(png, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def score(a, b):
    n = len(a) // 3
    close = 0
    squared = 0
    for i in range(0, len(a), 3):
        d0 = a[i] - b[i]
        d1 = a[i + 1] - b[i + 1]
        d2 = a[i + 2] - b[i + 2]
        if max(abs(d0), abs(d1), abs(d2)) <= THRESHOLD:
            close += 1
        squared += d0 * d0 + d1 * d1 + d2 * d2
    mse = squared / (3 * n) if n else 0
    psnr = 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)
    return close / n if n else 0, psnr


def run_case(case, scenec, work):
    """Returns a dict: name, features, imported, frames [(NN, share, psnr)], reason."""
    json_path, name, refs = case["json"], case["name"], case["refs"]
    result = {"case": name, "features": case["features"], "frames": [], "warnings": [], "reason": ""}
    folder = os.path.join(work, name.replace("/", "_"))
    os.makedirs(folder, exist_ok=True)
    scene = os.path.join(folder, "scene.yaml")
    p = subprocess.run([scenec, "import", json_path, "-o", scene], capture_output=True, text=True)
    result["warnings"] = [line for line in p.stderr.splitlines() if ": warning: " in line or ": error: " in line]
    if p.returncode != 0:
        result["imported"] = False
        result["reason"] = "import failed: " + (result["warnings"][0] if result["warnings"] else p.stderr.strip()[:200])
        return result
    result["imported"] = True
    for nn, ref in refs:
        out = os.path.join(folder, f"f{nn}")
        c = subprocess.run([scenec, "compile", scene, "--frames", f"{nn}-{nn}", "-o", out], capture_output=True, text=True)
        svgs = sorted(f for f in os.listdir(out) if f.endswith(".svg")) if os.path.isdir(out) else []
        if c.returncode != 0 or not svgs:
            result["frames"].append((nn, 0.0, 0.0))
            result["reason"] = "compile failed: " + c.stderr.strip()[:200]
            continue
        w, h = png_size(ref)
        png = os.path.join(folder, f"frame-{nn}.png")
        subprocess.run(["rsvg-convert", "-w", str(w), "-h", str(h), os.path.join(out, svgs[-1]), "-o", png], check=True)
        share, psnr = score(rgb_over_white(ref), rgb_over_white(png, w, h))
        result["frames"].append((nn, share, psnr))
    return result


def find_cases(root):
    cases = []
    for area in sorted(os.listdir(root)):
        folder = os.path.join(root, area)
        if not os.path.isdir(folder):
            continue
        files = sorted(os.listdir(folder))
        for f in files:
            if not f.endswith(".json") or f.endswith("-meta.json"):
                continue
            stem = f[:-5]
            pattern = re.compile(re.escape(stem) + r"-(\d+)\.png$")
            refs = [(int(m.group(1)), os.path.join(folder, g)) for g in files if (m := pattern.match(g))]
            meta = os.path.join(folder, stem + "-meta.json")
            features = []
            if os.path.exists(meta):
                with open(meta) as m:
                    features = json.load(m).get("features", [])
            cases.append({"json": os.path.join(folder, f), "name": f"{area}/{stem}", "refs": sorted(refs), "features": features})
    return cases


def passed(r):
    return r["imported"] and r["frames"] and all(share >= FRAME_PASS for _, share, _ in r["frames"])


def explain(r, reasons):
    if passed(r):
        return ""
    if r["name"] if False else r["case"] in reasons:
        return reasons[r["case"]]
    if r["reason"]:
        return r["reason"]
    notes = [w.split(": warning: ", 1)[-1] for w in r["warnings"]]
    if notes:
        return "; ".join(sorted(set(notes)))[:300]
    return "differs from the reference (a bug or an approximation, see the frame scores)"


def markdown(results, reasons):
    total = len(results)
    ok = sum(1 for r in results if passed(r))
    lines = [
        "# Conformance against After Effects",
        "",
        "Generated by `make conformance` (scripts/conformance.py); do not edit by hand.",
        "",
        "Each case of `Tests/Conformance/lottie-test-files/` is imported with `scenec import`,",
        "the frames that have a reference picture are compiled, rasterized with rsvg-convert at the",
        "reference's size and composited over white, as is the reference. A frame's score is the",
        f"share of pixels whose largest channel difference is at most {THRESHOLD}/255 (PSNR beside it);",
        f"a frame passes at {FRAME_PASS:.0%} or more, a case when it imports and all its frames pass.",
        "",
        f"**{ok} of {total} cases pass.**",
        "",
        "| case | features | frames: score (PSNR dB) | result | reason |",
        "|---|---|---|---|---|",
    ]
    for r in results:
        frames = ", ".join(f"{nn}: {share * 100:.1f} % ({psnr:.1f})" for nn, share, psnr in r["frames"]) or "—"
        result = "pass" if passed(r) else "**fail**"
        reason = explain(r, reasons).replace("|", "\\|")
        lines.append(f"| {r['case']} | {', '.join(r['features'])} | {frames} | {result} | {reason} |")
    return "\n".join(lines) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=os.path.join(repo, "Tests/Conformance/lottie-test-files"))
    ap.add_argument("--scenec", default=os.path.join(repo, ".build/debug/scenec"))
    ap.add_argument("--markdown")
    ap.add_argument("--json")
    ap.add_argument("--reasons", default=os.path.join(repo, "Tests/Conformance/failure-reasons.json"),
                    help="a JSON object case -> reason, for failures whose cause is known")
    ap.add_argument("--expected", help="a file listing cases that must pass")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", help="keep each case's scene, SVG and PNG frames under DIR (for a look)")
    args = ap.parse_args()

    cases = find_cases(args.cases)
    reasons = {}
    if args.reasons and os.path.exists(args.reasons):
        with open(args.reasons) as f:
            reasons = json.load(f)
    def run_all(work):
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            return list(pool.map(lambda c: run_case(c, args.scenec, work), cases))
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        results = run_all(args.keep)
    else:
        with tempfile.TemporaryDirectory(prefix="scenec-conformance-") as work:
            results = run_all(work)
    for r in results:
        mark = "pass" if passed(r) else "FAIL"
        frames = " ".join(f"{nn}:{share * 100:.1f}%" for nn, share, _ in r["frames"])
        print(f"{mark}  {r['case']:45} {frames}")
    ok = sum(1 for r in results if passed(r))
    print(f"{ok} of {len(results)} cases pass")
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(markdown(results, reasons))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if args.expected:
        with open(args.expected) as f:
            expected = [line.strip() for line in f if line.strip() and not line.startswith("#")]
        by_name = {r["case"]: r for r in results}
        regressions = [name for name in expected if name not in by_name or not passed(by_name[name])]
        for name in regressions:
            print(f"regression: {name} passed before and fails now", file=sys.stderr)
        return 1 if regressions else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Start-up of scenec binaries side by side (docs/performance.md, "Start-up").

    scripts/bench-startup.py RUNS NAME=BINARY [NAME=BINARY ...]

Medians of wall time and CPU time (user + system, from wait4) of `scenec --version` and of a
`compile` of a one-layer, one-frame scene, with the output's parent folder small and with it
in /tmp. The binaries take turns run by run, so they share whatever load the machine has.
"""
import os, statistics, subprocess, sys, tempfile, time
runs = int(sys.argv[1])
bins = [a.split("=", 1) for a in sys.argv[2:]]
work = tempfile.mkdtemp(prefix="scenec-startup-")
scene = os.path.join(work, "startup.yaml")
open(scene, "w").write("version: 1\nscene: { name: startup, size: [10, 10], fps: 1, duration: 0.5 }\nlayers:\n  - { id: a, bounds: [0, 0, 5, 5], backgroundColor: red }\n")
cases = {
    "--version": lambda b, n: [b, "--version"],
    "compile (small parent folder)": lambda b, n: [b, "compile", scene, "-o", os.path.join(work, f"out-{n}")],
    "compile (parent: /tmp)": lambda b, n: [b, "compile", scene, "-o", f"/tmp/scenec-startup-{os.getpid()}-{n}"],
}
def one(cmd):
    start = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    assert status == 0, cmd
    return (time.perf_counter() - start) * 1000, (ru.ru_utime + ru.ru_stime) * 1000
print(f"/tmp holds {len(os.listdir('/tmp'))} entries; load average {os.getloadavg()[0]:.1f}")
print("| case | " + " | ".join(f"{n} wall ms | {n} CPU ms" for n, _ in bins) + " |")
print("|---|" + "---|---|" * len(bins))
for case, make in cases.items():
    walls = {n: [] for n, _ in bins}; cpus = {n: [] for n, _ in bins}
    for i in range(runs):
        for n, b in bins:
            w, c = one(make(b, n)); walls[n].append(w); cpus[n].append(c)
    print(f"| {case} | " + " | ".join(f"{statistics.median(walls[n]):.1f} | {statistics.median(cpus[n]):.1f}" for n, _ in bins) + " |")

subprocess.run(["rm", "-rf", work] + [f"/tmp/scenec-startup-{os.getpid()}-{n}" for n, _ in bins])

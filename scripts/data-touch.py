#!/usr/bin/env python3
"""data-touch.py BINARY ARGS... : the executable's data symbols one run reads or writes, in the
order it first touches them (valgrind's lackey traces every load and store). Prints one name a
line; scripts/order-file.sh appends them to Linking/hot-functions.txt so the linker packs the
data a run touches into few pages (docs/performance.md, "Code layout and the loader")."""
import bisect, os, subprocess, sys

binary = sys.argv[1]
symbols = []
nm = subprocess.run(["nm", "-n", "-S", "--defined-only", binary], capture_output=True, text=True).stdout
for line in nm.splitlines():
    parts = line.split()
    if len(parts) == 4 and parts[2] in "bBdDrRvV":
        symbols.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
symbols.sort()
starts = [s[0] for s in symbols]
low, high = symbols[0][0], symbols[-1][0] + symbols[-1][1]

read_end, write_end = os.pipe()
run = subprocess.Popen(["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-fd={write_end}"] + sys.argv[1:],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,))
os.close(write_end)
touched = {}  # name → first touch, in order
with os.fdopen(read_end) as trace:
    for line in trace:
        # " L 0402a0c8,8", " S …", " M …" (data); "I  …" lines are instructions.
        if line[0] != " ":
            continue
        address = int(line[3:line.index(",")], 16)
        if address < low or address >= high:
            continue
        i = bisect.bisect_right(starts, address) - 1
        start, size, name = symbols[i]
        if address < start + max(size, 1) and name not in touched:
            touched[name] = True
run.wait()
sys.stdout.write("".join(name + "\n" for name in touched))

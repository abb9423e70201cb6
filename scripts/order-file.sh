#!/usr/bin/env bash
# `make order-file`: rewrites Linking/hot-functions.txt, the functions (and the data they
# touch first) that a typical run of the release scenec executes, in the order the linker
# lays them out (docs/performance.md, "Code layout and the loader"; Linking/README.md).
#
# Runs the release binary under callgrind for each workload below and lists every symbol of
# the executable that executed an instruction: first those of `scenec --version` (every run
# pays for them), then those a one-frame compile adds, a whole compile of each reference scene,
# lint, timeline and preview. Within a group, the costlier first; each name once. Then the data
# (globals, caches, metadata) the start-up and a one-frame compile touch, in the order they
# are first touched (scripts/data-touch.py): the linker packs them the same way.
#
#   scripts/order-file.sh [SCENEC]   (default: builds and uses the release scenec)
#   scripts/order-file.sh --check [SCENEC]   checks that SCENEC was laid out by the list: the
#     listed functions of scenec's own objects (one section each) sit in the list's order;
#     and the rest of the release link: the far end of the file untouched at start, no run path,
#     the hot data between CHotData's markers, CCommandLine's argv instead of the runtime's
#
# The list is names only: a name the code no longer has is skipped by the linker
# (`--no-warn-symbol-ordering`), so a stale list costs layout, never a failed build.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [[ "${1:-}" == --check ]]; then check=1; shift; fi
if [[ $# -ge 1 ]]; then
  scenec=$(realpath "$1")
else
  scenec="$(scripts/release-build.sh)/scenec"
fi
if [[ $check == 1 ]]; then
  exec python3 - "$scenec" Linking/hot-functions.txt <<'PY'
import glob, os, re, subprocess, sys
scenec, listing = sys.argv[1:]
def functions(paths):
    found = {}
    for line in subprocess.run(["nm", "--defined-only"] + paths, capture_output=True, text=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tT":
            found.setdefault(parts[2], []).append(int(parts[0], 16))
    return found
binary = functions([scenec])
own = functions(sorted(glob.glob(".build/release/*.build/*.o")))  # the release build's objects
names = [n for n in open(listing).read().split() if n in own and len(binary.get(n, [])) == 1 and len(own[n]) == 1]
addresses = [binary[n][0] for n in names]
misplaced = [names[i] for i in range(1, len(names)) if addresses[i] <= addresses[i - 1]]
if len(names) < 100 or misplaced:
    print(f"error: {scenec} is not laid out by {listing}: {len(misplaced)} of {len(names)} listed functions out of order"
          f" (first: {misplaced[:1]}); relink it (docs/performance.md, \"Code layout and the loader\")", file=sys.stderr)
    sys.exit(1)
print(f"{scenec}: {len(names)} listed functions of scenec's own code in the list's order")
# Nothing at the far end of the file touched at start (Linking/page-aligned-data-end.ld, `-z
# now`): the last writable segment's file part, which ends past the ICU tables, ends on a
# page boundary, and .got.plt is inside RELRO, near the code (docs/performance.md, "The
# executable's last page").
headers = subprocess.run(["readelf", "-W", "-l", "-S", scenec], capture_output=True, text=True).stdout
segments = [line.split() for line in headers.splitlines() if line.split()[:1] in (["LOAD"], ["GNU_RELRO"])]
writable = [f for f in segments if f[0] == "LOAD" and "W" in "".join(f[6:-1])]
last = max(writable, key=lambda f: int(f[1], 16))
end = int(last[2], 16) + int(last[4], 16)
relro = [(int(f[2], 16), int(f[2], 16) + int(f[5], 16)) for f in segments if f[0] == "GNU_RELRO"]
got = [int(m.group(1), 16) for m in re.finditer(r"\]\s+\.got\.plt\s+\S+\s+([0-9a-f]+)", headers)]
outside = [hex(a) for a in got if not any(lo <= a < hi for lo, hi in relro)]
if end % 4096 or outside:
    print(f"error: {scenec} touches the far end of its file at start: the last writable segment's file part ends at "
          f"{hex(end)}{' (inside a page)' if end % 4096 else ''}; .got.plt outside RELRO at {outside or 'none'} "
          f"(docs/performance.md, \"The executable's last page\")", file=sys.stderr)
    sys.exit(1)
print(f"{scenec}: the last writable segment ends on a page boundary and .got.plt is inside RELRO")
# No run path (scripts/release-build.sh, `--disable-local-rpath`): with `$ORIGIN` the loader
# looks for libc and libm beside the executable first (docs/performance.md, "The loader's run
# path (eleventh session)").
dynamic = subprocess.run(["readelf", "-W", "-d", scenec], capture_output=True, text=True).stdout
paths = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r\w*path: \[(.*)\]", dynamic)
if paths:
    print(f"error: {scenec} has the run path {paths[0]}: build it with scripts/release-build.sh"
          f" (docs/performance.md, \"The loader's run path (eleventh session)\")", file=sys.stderr)
    sys.exit(1)
print(f"{scenec}: no run path")
# CHotData's markers enclose the pages of the listed data of their section, at most 1 MB
# (what scenec_prefault_hot_data populates; docs/performance.md, "Hot data made writable at
# start (twelfth session)").
symbols = {}
for line in subprocess.run(["nm", "--defined-only", scenec], capture_output=True, text=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 3:
        symbols.setdefault(parts[2], int(parts[0], 16))
sections = {m.group(1): (int(m.group(2), 16), int(m.group(2), 16) + int(m.group(3), 16))
            for m in re.finditer(r"\]\s+\.(data|bss)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", headers)}
listed = open(listing).read().split()
for kind in ("data", "bss"):
    low, high = sections.get(kind, (0, 0))
    first, last = symbols.get(f"scenec_hot_{kind}_first", -1), symbols.get(f"scenec_hot_{kind}_last", -1)
    pages = (first & ~4095, (last & ~4095) + 4096)
    inside = [n for n in listed if low <= symbols.get(n, -1) < high]
    outside = [n for n in inside if not pages[0] <= symbols[n] < pages[1]]
    if not (low <= first < last < high and pages[1] - pages[0] <= 1 << 20) or not inside or outside:
        print(f"error: {scenec}: scenec_hot_{kind}_first and _last do not enclose the listed .{kind}"
              f" ({len(outside)} of {len(inside)} outside, first: {outside[:1]};"
              f" docs/performance.md, \"Hot data made writable at start (twelfth session)\")", file=sys.stderr)
        sys.exit(1)
    print(f"{scenec}: the listed .{kind} ({len(inside)} symbols) lies on the {(pages[1] - pages[0]) // 4096} pages"
          f" between its markers")
# CCommandLine's definitions, not the Swift runtime's, whose constructor reads /proc/self/maps
# at every start (docs/performance.md, "The command line without /proc/self/maps (fourteenth
# session)").
runtime = [n for n in symbols if "argvGrabber" in n or n == "_GLOBAL__sub_I_CommandLine.cpp"]
if runtime or "keep_arguments" not in symbols:
    print(f"error: {scenec} has the Swift runtime's command line ({runtime[:1]}), not CCommandLine's"
          f" (docs/performance.md, \"The command line without /proc/self/maps (fourteenth session)\")",
          file=sys.stderr)
    sys.exit(1)
print(f"{scenec}: the command line is CCommandLine's (no constructor reading /proc/self/maps)")
PY
fi
command -v valgrind >/dev/null || { echo "error: order-file needs valgrind (scripts/setup.sh installs it)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SCENEC_FONT_CACHE="$work/fonts.cache"
# Valgrind 3.19 gives up on the toolchain's DWARF 5 debug information, so the runs are traced
# in a copy without it (the same code, addresses and symbols).
traced="$work/scenec"
objcopy --strip-debug "$scenec" "$traced"

n=0
profile() { # GROUP ARGS... → $work/GROUP-N.cg
  local group=$1; shift
  n=$((n + 1))
  valgrind --tool=callgrind --callgrind-out-file="$work/$group-$(printf %03d $n).cg" \
    --compress-strings=no --compress-pos=no --demangle=no \
    "$traced" "$@" >/dev/null 2>&1 || true
  # A failing command still leaves a profile (its work up to the failure); a valgrind that
  # could not run leaves none, and a list made without it would undo the layout.
  [[ -s "$work/$group-$(printf %03d $n).cg" ]] || { echo "error: valgrind could not profile '$*'" >&2; exit 1; }
}

# A first text layout writes the font cache; profile with it warm, as most runs are.
"$scenec" compile scenes/welcome.yaml -o "$work/warm" --quiet --frames 0-0 >/dev/null 2>&1 || true
valgrind --tool=none "$traced" compile scenes/welcome.yaml -o "$work/warm-vg" --quiet --frames 0-0 >/dev/null 2>&1 || true

profile a-version --version
profile b-one compile scenes/stroke-pop.yaml -o "$work/one" --quiet --frames 0-0
for scene in scenes/*.yaml; do
  profile c-whole compile "$scene" -o "$work/whole-$n"
done
profile d-lint lint scenes
profile e-other timeline scenes/stroke-pop.yaml
profile e-other preview scenes/stroke-pop.yaml -o "$work/preview.html"
profile e-other help compile

# The data those runs touch first (valgrind's lackey; slower, so fewer runs): the start-up's,
# a one-frame compile's, then what a whole compile with its lint warnings adds (its threads,
# lint's rules), and text layers'. Data a run touches outside this list sits among 34 MB of
# ICU tables at the far end of the executable, where the first touch after the executable's
# pages were dropped reads 8 MB around it (docs/performance.md, "The executable's last page").
touch_data() { # FILE ARGS...
  local file=$1; shift
  scripts/data-touch.py "$traced" "$@" >"$work/$file"
  [[ -s "$work/$file" ]] || { echo "error: valgrind could not trace the data of '$*'" >&2; exit 1; }
}
if [[ "${ORDER_DATA:-1}" == 1 ]]; then
  touch_data data-a.txt --version
  touch_data data-b.txt compile scenes/stroke-pop.yaml -o "$work/data-one" --quiet --frames 0-0
  touch_data data-c.txt compile scenes/stroke-pop.yaml -o "$work/data-whole"
  touch_data data-d.txt compile scenes/welcome.yaml -o "$work/data-text" --frames 0-0
fi

python3 - "$traced" "$work" Linking/hot-functions.txt <<'PY'
import glob, os, re, shutil, subprocess, sys
scenec, work, out = sys.argv[1:]
binary = os.path.realpath(scenec)
# Names the executable defines (functions and data), so libraries' names stay out. A name
# several objects define as a local symbol (value witnesses such as `$sSqwxx`, metadata
# accessors) moves every copy's section, and in the toolchain's archives a module's
# non-generic code is often one section (the standard library's 1.6 MB, _StringProcessing's
# 400 KB): such a name is left out when a copy sits in an archive's section of over 64 KB.
count = {}
for line in subprocess.run(["nm", "--defined-only", scenec], capture_output=True, text=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 3 and parts[1] in "tTwWbBdDrRvV":
        count[parts[2]] = count.get(parts[2], 0) + 1
toolchain = os.path.join(os.path.dirname(os.path.realpath(shutil.which("swift"))), "..", "lib", "swift_static", "linux")
in_big_section = set()
for archive in sorted(glob.glob(os.path.join(toolchain, "*.a")) + glob.glob("Linking/*.a")):
    listing = subprocess.run(["readelf", "-W", "-S", "-s", archive], capture_output=True, text=True, errors="replace").stdout
    sizes, in_symbols = {}, False
    for line in listing.splitlines():
        if line.startswith("File: "):
            sizes, in_symbols = {}, False
        elif line.startswith("Symbol table"):
            in_symbols = True
        elif not in_symbols:
            m = re.match(r"\s*\[\s*(\d+)\]\s+\S+\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)", line)
            if m:
                sizes[int(m.group(1))] = int(m.group(2), 16)
        else:
            fields = line.split()
            if len(fields) >= 8 and fields[6].isdigit() and sizes.get(int(fields[6]), 0) > 65536:
                in_big_section.add(fields[7])
defined = {name for name, n in count.items() if n == 1 or name not in in_big_section}
# CSHA256 picks its code by CPU: valgrind's has no SHA extensions, so name those by hand.
extra = {"b-one": ["extension_blocks", "vector_blocks", "csha256_has_extensions", "csha256_has_vector"]}
seen, order = set(), []
groups = sorted({os.path.basename(p).split("-")[0] + "-" + os.path.basename(p).split("-")[1]
                 for p in glob.glob(f"{work}/*.cg")})
for group in groups:
    cost = {}
    for path in sorted(glob.glob(f"{work}/{group}-*.cg")):
        obj = fn = None
        inclusive = False  # the cost line after `calls=` is the call's, not the function's own
        for line in open(path, errors="replace"):
            if inclusive:
                inclusive = False
            elif line.startswith("ob="):
                obj = os.path.realpath(line[3:].strip()) if line[3:].strip() else obj
            elif line.startswith("fn="):
                fn = re.sub(r"'\d+$", "", line[3:].strip()) if obj == binary else None
                if fn is not None:
                    cost.setdefault(fn, 0)
            elif fn is not None and line[:1].isdigit():
                parts = line.split()
                if len(parts) >= 2 and parts[1].isdigit():
                    cost[fn] += int(parts[1])
            elif line.startswith("calls="):
                inclusive = True
    names = sorted(cost, key=lambda f: (-cost[f], f)) + extra.get(group, [])
    for name in names:
        if name in defined and name not in seen:
            seen.add(name)
            order.append(name)
# The data between CHotData's markers, which scenec makes writable before its first thread
# starts (docs/performance.md, "Hot data made writable at start (twelfth session)"): the
# linker places each section's `first` marker before that section's listed data and its
# `last` marker after it.
markers = ["scenec_hot_data_first", "scenec_hot_bss_first"]
order += [m for m in markers if m in defined]
seen.update(markers)
for path in sorted(glob.glob(f"{work}/data-*.txt")):
    for name in open(path).read().split():
        if name in defined and name not in seen:
            seen.add(name)
            order.append(name)
order += [m for m in ["scenec_hot_data_last", "scenec_hot_bss_last"] if m in defined]
with open(out, "w") as f:
    f.write("".join(name + "\n" for name in order))
print(f"{out}: {len(order)} symbols")
PY

#!/usr/bin/env python3
"""Builds the fuzzers' seed corpora and dictionary (docs/reliability.md).

usage: scripts/fuzz-seeds.py OUT_DIR
Writes OUT_DIR/<target>/ for pipeline, yaml, pathdata, color (one input per file, named
by content hash) from scenes/, the yaml blocks of docs/*.md, the test fixtures and
Fuzz/Seeds/<target>/, and OUT_DIR/scene.dict from the decoder's key tables plus the
format's value spellings; OUT_DIR/lottie/ from the Lottie conformance files
(Tests/Conformance/lottie-test-files) and Fuzz/Seeds/lottie/, and OUT_DIR/lottie.dict from
the keys those files and the importer (Sources/SceneLottie) use.
"""
import hashlib, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1])

def put(target, data):
    if isinstance(data, str):
        data = data.encode()
    folder = out / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)

scenes = [p.read_text() for p in sorted((root / "scenes").glob("*.yaml"))]
scenes += [p.read_text() for p in sorted((root / "Tests").rglob("*.yaml"))]
for doc in sorted((root / "docs").glob("*.md")):
    scenes += re.findall(r"```yaml\n(.*?)```", doc.read_text(), re.S)
# Scene texts inside the tests' Swift sources ("""…""" blocks that look like scenes).
for source in sorted((root / "Tests").rglob("*.swift")):
    for block in re.findall(r'"""\n(.*?)"""', source.read_text(), re.S):
        if "layers:" in block and "\\(" not in block:
            scenes.append(re.sub(r"^ {4,6}", "", block, flags=re.M))
for text in scenes:
    put("pipeline", text)
    put("yaml", text)

for text in scenes:
    for d in re.findall(r'\bd: *"([^"]*)"', text):
        put("pathdata", d)
    for c in re.findall(r'[cC]olor: *("?[#a-zA-Z(][^"\n,}]*"?)', text):
        put("color", c.strip('"'))
for target in ["pipeline", "yaml", "pathdata", "color"]:
    for seed in sorted((root / "Fuzz" / "Seeds" / target).glob("*")):
        put(target, seed.read_bytes())

words = set(re.findall(r'"([A-Za-z][A-Za-z0-9.]*)"', (root / "Sources/SceneDecoder/KeyTables.swift").read_text()))
words |= {"true", "false", "yes", "no", "null", "~", "infinite", "end", "forwards", "backwards",
          "both", "removed", "linear", "easeIn", "easeOut", "easeInEaseOut", "default", "ms", "s",
          "deg", "rad", "%", "0.5", "1e308", "-0", "NaN", ".inf", "-.inf", "0x1F", "#ff0000",
          "#f00a", "rgb(", "rgba(", ")", "clear", "transparent", "$", "{", "}", "[", "]", ": ",
          "- ", "&a", "*a", "<<: ", "!!str", "!!float", "---", "...", "|", ">", "'", "\"", "\t",
          "# scenec:disable-next-line ", "# scenec:disable ", "M", "m", "L", "l", "H", "h", "V",
          "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z"}
lines = ['"%s"' % w.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\x09") for w in sorted(words)]
(out / "scene.dict").write_text("# scenec: the format's keys and value spellings\n" + "\n".join(lines) + "\n")

# Lottie: the conformance files (minified, as players ship them, and as written) and the
# keys of every object in them plus the keys the importer looks up.
import json
lottie_keys = set()
def collect(value):
    if isinstance(value, dict):
        for key, item in value.items():
            lottie_keys.add(key)
            collect(item)
    elif isinstance(value, list):
        for item in value:
            collect(item)
for case in sorted((root / "Tests" / "Conformance" / "lottie-test-files").rglob("*.json")):
    data = case.read_bytes()
    put("lottie", data)
    try:
        document = json.loads(data)
    except ValueError:
        continue
    collect(document)
    put("lottie", json.dumps(document, separators=(",", ":")))
for seed in sorted((root / "Fuzz" / "Seeds" / "lottie").glob("*")):
    put("lottie", seed.read_bytes())
for source in sorted((root / "Sources" / "SceneLottie").glob("*.swift")):
    lottie_keys |= set(re.findall(r'\["([A-Za-z][A-Za-z0-9]{0,7})"\]', source.read_text()))
lottie_words = {'"%s":' % k for k in lottie_keys} | {"{", "}", "[", "]", ",", ":", "true", "false", "null",
    "1e308", "-0", "0.5", "1e-7", '"\\u0000"', '{"a":1,"k":[', '{"a":0,"k":', '"ty":"gr"', '"ty":"sh"'}
lines = ['"%s"' % w.replace("\\", "\\\\").replace('"', '\\"') for w in sorted(lottie_words)]
(out / "lottie.dict").write_text("# scenec: Lottie keys and JSON spellings\n" + "\n".join(lines) + "\n")
print(" ".join(f"{t}:{len(list((out / t).glob('*')))}" for t in ["pipeline", "yaml", "pathdata", "color", "lottie"]))

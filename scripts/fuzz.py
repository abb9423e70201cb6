#!/usr/bin/env python3
"""Mutation fuzzer for scenec: no input may crash, hang or exhaust memory.

Usage (from the package root; a release build is much faster):

    swift build -c release --scratch-path .build-fuzz
    python3 scripts/fuzz.py --bin .build-fuzz/release/scenec --cases 2000 --seed 1
    python3 scripts/fuzz.py --bin .build-fuzz/release/scenec --replay /tmp/fuzz-crashes/<sig>/input.yaml

Seeds are scenes/*.yaml and every ```yaml block of docs/cookbook.md, plus generated scenes
that are valid but extreme (nested groups 200 deep, `after` chains of 1000, huge keyTimes
arrays, instanceCount 1e6, 10^9 frames, ...). Each case applies one to four mutations:
delete / duplicate / swap lines, change indentation, replace scalar values with values of
other kinds (huge, negative, 0, -0, 1e308, 1e-300, NaN-like strings, strings, lists of the
wrong length, empty mappings), rename keys to other valid key names, truncate, insert
random bytes, or splice in an extreme generated fragment.

Every case runs `scenec lint`, `scenec timeline --at T` (sometimes the whole timeline, or
`--layer`/`--key-path`) and `scenec compile --at T -o F`,
each with a time limit (--timeout, default 10 s) and an address-space limit (--memory-mb,
default 3072). A crash is an exit status other than 0, 1 or 2, death by a signal, a
`Fatal error` on standard error, or a timeout. Each distinct crash (by command, kind and the
first line of the message or the top scenec frame of the backtrace) is saved once under
--out (default /tmp/fuzz-crashes/<signature>/: input.yaml, command, stderr); the summary at
the end lists how many cases ran and the signatures found. Run one fuzzer at a time.
"""

import argparse
import glob
import hashlib
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

KEYS = """
version scene name size fps duration background defs colors paths timingFunctions layers
id type position bounds anchorPoint transform opacity hidden backgroundColor cornerRadius
borderWidth borderColor masksToBounds shadowColor shadowOpacity shadowRadius shadowOffset
zPosition mask sublayers animations path fillColor fillRule strokeColor lineWidth lineCap
lineJoin miterLimit lineDashPattern lineDashPhase strokeStart strokeEnd string fontFamily
fontSize fontWeight foregroundColor alignmentMode locations startPoint endPoint gradientType
instanceCount instanceTransform instanceDelay instanceColor instanceRedOffset
instanceGreenOffset instanceBlueOffset instanceAlphaOffset translation rotation scale
rotationX rotationY matrix d rect roundedRect oval circle radius polygon polyline elements
move line curve c1 c2 quad c arc center startAngle endAngle clockwise close beginTime after
delay timingFunction repeatCount repeatDuration autoreverses speed timeOffset fillMode
removedOnCompletion additive cumulative keyPath fromValue toValue byValue values keyTimes
calculationMode tensionValues continuityValues biasValues rotationMode mass stiffness
damping initialVelocity allowsOverdamping dampingRatio
""".split()

KEY_PATHS = """
opacity position position.x position.y bounds bounds.size.width bounds.size.height
anchorPoint cornerRadius backgroundColor borderWidth borderColor shadowOpacity shadowRadius
shadowOffset shadowColor zPosition hidden path fillColor strokeColor lineWidth strokeStart
strokeEnd lineDashPhase miterLimit colors locations startPoint endPoint foregroundColor
fontSize instanceDelay instanceTransform transform transform.rotation transform.rotation.x
transform.rotation.y transform.rotation.z transform.scale transform.scale.x
transform.scale.y transform.translation transform.translation.x transform.translation.y
""".split()

NUMBERS = [
  "0", "-0", "1", "-1", "0.5", "2", "3", "-3", "1e9", "-1e9", "1e15", "1e18", "9.3e18",
  "1e308", "-1e308", "1.7976931348623157e308", "1e-9", "1e-300", "5e-324", "-1e-300",
  "4294967296", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
  "1e6", "240", "241", "1000000", "0.001", "360", "1e3", "100000",
]
WEIRD = [
  ".nan", ".inf", "-.inf", "NaN", "inf", "nan", "'1e309'", "\"1e309\"", "\"-0\"", "''", "~",
  "null", "true", "false", "yes", "\"300ms\"", "\"1e308s\"", "\"1e308ms\"", "\"-5s\"",
  "\"90deg\"", "\"1e308deg\"", "\"1e308turn\"", "\"0.25turn\"", "\"$nope\"", "\"$\"",
  "\"#\"", "\"#zzzzzz\"", "\"rgb(1e308,0,0)\"", "\"rgba(0,0,0,1e308)\"", "infinite",
  "red", "clear", "[]", "{}", "[1]", "[1, 2]", "[1, 2, 3]", "[1, 2, 3, 4]",
  "[1, 2, 3, 4, 5, 6]", "[1e308, 1e308]", "[-1e308, 1e308, 1e308, 1e308]", "[0, 0, 0, 0]",
  "[[1, 2]]", "[[0, 0], [0, 0]]", "{ d: \"M 0 0\" }", "{ d: \"\" }", "{ d: \"Z\" }",
  "{ d: \"M 0 0 A 0 0 0 1 1 0 0\" }", "{ d: \"M 0 0 A 1e308 1e308 0 1 1 1e308 0\" }",
  "{ d: \"M 1e308 1e308 L -1e308 -1e308\" }", "{ d: \"M 0 0 L 0 0 L 0 0 Z\" }",
  "{ circle: [0, 0], radius: 0 }", "{ circle: [0, 0], radius: 1e308 }",
  "{ rect: [0, 0, 0, 0] }", "{ oval: [0, 0, 1e308, 1e308] }",
  "{ roundedRect: [0, 0, 10, 10], cornerRadius: 1e308 }", "{ polygon: [[0, 0]] }",
  "{ polyline: [] }", "{ polyline: [[0, 0]] }", "{ elements: [] }", "{ elements: [close] }",
  "{ elements: [{ line: [1, 1] }] }",
  "{ elements: [{ arc: { center: [0, 0], radius: 1e308, startAngle: 0, endAngle: 1e308 } }] }",
  "{ elements: [{ arc: { center: [0, 0], radius: 5, startAngle: 0, endAngle: 1e9 } }] }",
  "{ matrix: [0, 0, 0, 0, 0, 0] }", "{ matrix: [1e308, 1e308, 1e308, 1e308, 0, 0] }",
  "{ scale: 0 }", "{ scale: 1e308 }", "{ rotation: 1e308 }", "{ rotationX: \"90deg\" }",
  "\"\\u0000\"", "\"\U0001F600\"", "x" * 300, "&a [1, 2]", "*a", "!!binary aGVsbG8=",
  "!!float 1e500", "0x10", "0o7", "1_000", "+1", ".5", "5.", "1e", "--1",
]


def rand_number(rng):
  if rng.random() < 0.7:
    return rng.choice(NUMBERS)
  return repr(rng.choice([rng.uniform(-1e6, 1e6), rng.uniform(-2, 2), 10.0 ** rng.randint(-320, 308)]))


def rand_value(rng):
  r = rng.random()
  if r < 0.45:
    return rand_number(rng)
  if r < 0.9:
    return rng.choice(WEIRD)
  n = rng.choice([0, 1, 2, 3, 5, 7, 100, 5000])
  return "[" + ", ".join(rand_number(rng) for _ in range(n)) + "]"


def load_seeds():
  seeds = []
  for path in sorted(glob.glob(os.path.join(ROOT, "scenes", "*.yaml"))):
    with open(path, encoding="utf-8") as f:
      seeds.append((os.path.basename(path), f.read()))
  cookbook = os.path.join(ROOT, "docs", "cookbook.md")
  if os.path.exists(cookbook):
    with open(cookbook, encoding="utf-8") as f:
      text = f.read()
    for i, block in enumerate(re.findall(r"```yaml\n(.*?)```", text, re.S)):
      seeds.append((f"cookbook-{i}", block))
  return seeds


# ---------------------------------------------------------------------------
# Generated extreme (mostly valid) scenes and fragments

def header(rng, fps=None, duration=None):
  fps = fps if fps is not None else rng.choice(["10", "60", "240", "1"])
  lines = ["version: 1", "scene:", "  size: [100, 100]", f"  fps: {fps}"]
  if duration is not None:
    lines.append(f"  duration: {duration}")
  return "\n".join(lines) + "\n"


def gen_nested_groups(rng):
  depth = rng.choice([50, 120, 200, 1000])
  kind = rng.choice(["group", "sequence"])
  repeat = rng.choice(["2", "1e9", "0.5"])
  leaf = "{ keyPath: opacity, fromValue: 0, toValue: 1, duration: 1 }"
  if depth > 200:  # flow style keeps deep nesting linear in size
    nested = leaf
    for _ in range(depth):
      nested = f"{{ type: {kind}, repeatCount: {repeat}, animations: [{nested}] }}"
    return header(rng, duration=rng.choice([None, "1"])) + f"layers:\n  - id: a\n    animations: [{nested}]\n"
  out = [header(rng, duration=rng.choice([None, "1"])), "layers:\n  - id: a\n    animations:\n"]
  indent = "      "
  for i in range(depth):
    out.append(f"{indent}- type: {kind}\n{indent}  repeatCount: {repeat}\n")
    out.append(f"{indent}  animations:\n")
    indent += "    "
  out.append(f"{indent}- {leaf}\n")
  return "".join(out)


def gen_nested_layers(rng):
  depth = rng.choice([60, 120, 500, 2000])
  leaf = "{ id: leaf, backgroundColor: red, bounds: [0, 0, 1, 1] }"
  if depth > 100:
    nested = leaf
    for i in range(depth):
      nested = f"{{ id: l{i}, position: [1, 1], sublayers: [{nested}] }}"
    return header(rng, duration="1") + f"layers: [{nested}]\n"
  out = [header(rng, duration="1"), "layers:\n"]
  indent = "  "
  for i in range(depth):
    out.append(f"{indent}- id: l{i}\n{indent}  position: [1, 1]\n{indent}  sublayers:\n")
    indent += "    "
  out.append(f"{indent}- {leaf}\n")
  return "".join(out)


def gen_after_chain(rng):
  n = rng.choice([100, 1000, 3000])
  out = [header(rng), "layers:\n  - id: a\n    animations:\n"]
  out.append("      - { id: a0, keyPath: opacity, fromValue: 0, toValue: 1, duration: 0.001 }\n")
  for i in range(1, n):
    delay = rng.choice(["", ", delay: 0.001", ", delay: -0.001", ", delay: 1e300"])
    out.append(f"      - {{ id: a{i}, after: a{i-1}{delay}, keyPath: opacity, toValue: 0.5 }}\n")
  return "".join(out)


def gen_keyframes(rng):
  n = rng.choice([1, 2, 1000, 100000])
  mode = rng.choice(["linear", "discrete", "paced", "cubic", "cubicPaced"])
  values = ", ".join(str(rng.choice([0, 1, 0.5, 0])) for _ in range(n))
  times = ", ".join(repr(i / max(n - 1, 1)) for i in range(n))
  if rng.random() < 0.3:
    times = ", ".join("0" for _ in range(n))
  return (header(rng, duration="1") + "layers:\n  - id: a\n    animations:\n"
          f"      - type: keyframe\n        keyPath: opacity\n        calculationMode: {mode}\n"
          f"        values: [{values}]\n        keyTimes: [{times}]\n        duration: 1\n")


def gen_replicators(rng):
  counts = [rng.choice(["1e6", "1000000", "100000", "1000", "65536", "2147483648"]) for _ in range(3)]
  return (header(rng, duration="0.1") + "layers:\n"
          f"  - id: r1\n    type: replicator\n    instanceCount: {counts[0]}\n"
          "    instanceTransform: { translation: [1, 0] }\n    instanceDelay: 0.01\n"
          "    sublayers:\n"
          f"      - id: r2\n        type: replicator\n        instanceCount: {counts[1]}\n"
          "        sublayers:\n"
          "          - id: dot\n            bounds: [0, 0, 1, 1]\n            backgroundColor: red\n"
          "            animations: [{ keyPath: opacity, fromValue: 0, toValue: 1 }]\n")


def gen_long_scene(rng):
  fps = rng.choice(["240", "60", "1"])
  duration = rng.choice(["1e6", "1e9", "1e15", "1e300", "1.7976931348623157e308", "3600"])
  return (header(rng, fps=fps, duration=duration) + "layers:\n  - id: a\n    animations:\n"
          "      - { keyPath: opacity, fromValue: 0, toValue: 1, repeatCount: infinite }\n")


def gen_extreme_timing(rng):
  keys = {
    "repeatCount": ["1e9", "1e300", "infinite", "0", "1e-300"],
    "speed": ["1e-9", "-1", "1e308", "-1e308", "5e-324"],
    "duration": ["1e-300", "1e308", "5e-324", "0"],
    "beginTime": ["1e308", "-1e308", "1e-300"],
    "timeOffset": ["1e308", "-1e308"],
    "repeatDuration": ["1e308", "1e-300", "0"],
    "autoreverses": ["true"],
  }
  chosen = rng.sample(sorted(keys), rng.randint(1, 4))
  extra = "".join(f"        {k}: {rng.choice(keys[k])}\n" for k in chosen)
  kind = rng.choice(["basic", "spring", "keyframe", "group", "sequence"])
  body = {
    "basic": "        keyPath: position\n        fromValue: [0, 0]\n        toValue: [100, 100]\n",
    "spring": ("        keyPath: opacity\n        fromValue: 0\n        toValue: 1\n"
               f"        mass: {rng.choice(['1', '1e-300', '1e308'])}\n"
               f"        stiffness: {rng.choice(['100', '1e-300', '1e308', '0'])}\n"
               f"        damping: {rng.choice(['10', '0', '1e308', '1e-300'])}\n"),
    "keyframe": "        keyPath: position\n        path: { d: \"M 0 0 L 0 0\" }\n"
                f"        calculationMode: {rng.choice(['paced', 'cubicPaced', 'linear'])}\n"
                "        rotationMode: auto\n",
    "group": "        animations:\n          - { keyPath: opacity, fromValue: 0, toValue: 1 }\n",
    "sequence": "        animations:\n          - { keyPath: opacity, fromValue: 0, toValue: 1 }\n"
                "          - { keyPath: opacity, fromValue: 1, toValue: 0 }\n",
  }[kind]
  dur = rng.choice([None, "1", "10"])
  return (header(rng, duration=dur) + "layers:\n  - id: a\n    type: shape\n"
          "    path: { circle: [10, 10], radius: 5 }\n    animations:\n"
          f"      - type: {kind}\n" + body + extra)


def gen_extreme_shape(rng):
  path = rng.choice(WEIRD[40:70] + [
    "{ d: \"" + " ".join(f"L {rng.randint(-9, 9)} {rng.randint(-9, 9)}" for _ in range(20000)) + "\" }",
    "{ d: \"M 0 0 " + "A 5 5 0 1 1 0 0 " * 100 + "\" }",
    "{ polygon: [" + ", ".join("[0, 0]" for _ in range(5000)) + "] }",
  ])
  props = {
    "lineWidth": ["0", "1e308", "-1", "1e-300"],
    "lineDashPattern": ["[0, 0]", "[0]", "[1e-300, 1e-300]", "[1e308]", "[]", "[0, 1e-300]"],
    "lineDashPhase": ["1e308", "-1e308"],
    "miterLimit": ["0", "1e308"],
    "cornerRadius": ["1e308", "-5"],
    "bounds": ["[0, 0, 0, 0]", "[0, 0, 1e308, 1e308]", "[1e308, 1e308, 1, 1]"],
    "strokeStart": ["1e308", "-1e308", "0.5"],
    "strokeEnd": ["-1e308", "1e-300", "0.5"],
    "shadowRadius": ["1e308", "0", "-1"],
    "shadowOpacity": ["1", "1e308"],
    "position": ["[1e308, 1e308]", "[-1e308, 0]"],
    "transform": ["{ scale: 0 }", "{ scale: 1e308 }", "{ matrix: [0, 0, 0, 0, 0, 0] }",
                  "{ rotationX: \"90deg\", rotationY: \"90deg\" }"],
    "strokeColor": ["red"], "lineJoin": ["miter", "round"], "lineCap": ["square"],
  }
  chosen = rng.sample(sorted(props), rng.randint(2, 7))
  extra = "".join(f"    {k}: {rng.choice(props[k])}\n" for k in chosen)
  anim = rng.choice([
    "",
    "    animations:\n      - { keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 1 }\n",
    "    animations:\n      - { keyPath: path, toValue: { d: \"M 0 0 C 1 1 2 2 3 3 Z M 5 5 L 6 6\" } }\n",
    "    animations:\n      - { keyPath: lineDashPhase, fromValue: 0, toValue: 1e308 }\n",
  ])
  return (header(rng, duration="1") + "layers:\n  - id: s\n    type: shape\n"
          f"    path: {path}\n" + extra + anim)


def gen_text_gradient(rng):
  kind = rng.choice(["text", "gradient"])
  if kind == "text":
    string = rng.choice(['""', "x" * 10000, '"a\\nb\\tc"', '"&<>\\u0000"'])
    body = (f"    string: {string}\n"
            f"    fontSize: {rng.choice(['0', '1e308', '-1', '1e-300'])}\n"
            f"    bounds: {rng.choice(['[0, 0, 0, 0]', '[0, 0, 1e308, 1]'])}\n"
            f"    alignmentMode: {rng.choice(['center', 'right', 'natural'])}\n")
  else:
    n = rng.choice([0, 1, 2, 1000])
    colors = ", ".join(rng.choice(["red", "blue", "clear"]) for _ in range(n))
    locs = ", ".join(rng.choice(["0", "1", "0.5"]) for _ in range(n))
    body = (f"    colors: [{colors}]\n    locations: [{locs}]\n"
            f"    gradientType: {rng.choice(['axial', 'radial', 'conic'])}\n"
            f"    startPoint: {rng.choice(['[0.5, 0.5]', '[1e308, 0]', '[0, 0]'])}\n"
            f"    endPoint: {rng.choice(['[0.5, 0.5]', '[-1e308, 0]', '[1, 1]'])}\n"
            f"    bounds: {rng.choice(['[0, 0, 0, 0]', '[0, 0, 100, 100]', '[0, 0, 1e308, 1]'])}\n")
  return header(rng, duration="1") + f"layers:\n  - id: t\n    type: {kind}\n" + body


VALUES_BY_PATH = {
  "opacity": ["0", "1", "1e308", "-1e308", "0.5"],
  "position": ["[0, 0]", "[1e308, 1e308]", "[-1e308, 5]", "[50, 50]"],
  "position.x": ["0", "1e308", "-1e308"],
  "bounds": ["[0, 0, 0, 0]", "[0, 0, 1e308, 1e308]", "[0, 0, 10, 10]"],
  "transform": ["{ rotation: 0.1 }", "{ scale: 0 }", "{ scale: 1e308 }", "{ translation: [1e308, 0] }",
                "{ matrix: [0, 0, 0, 0, 0, 0] }", "{ matrix: [1e308, 1, 1, 1e308, 0, 0] }",
                "{ rotationX: \"90deg\" }"],
  "transform.rotation": ["0", "1e308", "\"360deg\"", "-1e300"],
  "transform.scale": ["0", "1e-300", "1e308", "-1"],
  "transform.translation": ["[1e308, 1e308]", "[0, 0]"],
  "path": ["{ d: \"M 0 0 L 10 10\" }", "{ circle: [5, 5], radius: 1e308 }", "{ d: \"M 0 0\" }",
           "{ d: \"M 0 0 C 1e308 0 0 1e308 5 5 Z M 1 1 L 2 2 Z\" }", "{ oval: [50, 50, 0, 0] }",
           "{ polygon: [" + ", ".join(f"[{i % 7}, {i % 5}]" for i in range(300)) + "] }"],
  "backgroundColor": ["red", "clear", "[1, 1, 1, 0]"],
  "strokeEnd": ["0", "1", "-1e308", "1e308"],
  "lineWidth": ["0", "1e308"],
  "colors": ["[red, blue]", "[red]", "[]"],
  "locations": ["[0, 1]", "[1e308, -1e308]"],
  "shadowRadius": ["0", "1e308"],
  "cornerRadius": ["0", "1e308"],
  "instanceTransform": ["{ rotation: 0.1 }", "{ scale: 1e308 }"],
  "instanceDelay": ["1e308", "-1e308", "0"],
  "fontSize": ["0", "1e308"],
  "hidden": ["true", "false"],
  "zPosition": ["1e308", "-1e308"],
}


def gen_semantic(rng):
  """Valid-looking animations of every kind with extreme but well-typed values."""
  layer_type = rng.choice(["layer", "shape", "text", "gradient", "replicator"])
  key_path = rng.choice(sorted(VALUES_BY_PATH))
  values = VALUES_BY_PATH[key_path]
  timing = {
    "repeatCount": ["2", "1e9", "1e300", "infinite", "0.5"],
    "repeatDuration": ["1e308", "1e-300", "3"],
    "speed": ["1e-9", "-1", "1e308", "-1e308", "2"],
    "duration": ["1e-300", "1e308", "0", "1"],
    "beginTime": ["1e308", "-1e308", "0.5", "-3"],
    "timeOffset": ["1e308", "-1e308", "0.7"],
    "autoreverses": ["true"], "cumulative": ["true"], "additive": ["true"],
    "fillMode": ["both", "forwards", "backwards"], "removedOnCompletion": ["false"],
    "timingFunction": ["[0.5, -1e308, 0.5, 1e308]", "[0, 1e9, 1, -1e9]", "easeIn", "[1, 0, 0, 1]"],
  }
  kind = rng.choice(["basic", "basic", "keyframe", "spring", "set", "group"])
  lines = [f"      - type: {kind}"]
  if kind == "set":
    lines.append(f"        beginTime: {rng.choice(['0', '1e308', '-1e308', '0.5'])}")
    lines.append(f"        values: {{ {key_path}: {rng.choice(values)} }}")
  else:
    body = []
    if kind in ("basic", "spring"):
      body.append(f"keyPath: {key_path}")
      for key in rng.sample(["fromValue", "toValue", "byValue"], rng.randint(1, 3)):
        body.append(f"{key}: {rng.choice(values)}")
      if kind == "spring":
        for key, choices in [("mass", ["1", "1e-300", "1e308"]), ("stiffness", ["100", "1e-300", "1e308"]),
                             ("damping", ["0", "10", "1e308", "1e-300"]),
                             ("initialVelocity", ["0", "1e308", "-1e308"])]:
          if rng.random() < 0.6:
            body.append(f"{key}: {rng.choice(choices)}")
        if rng.random() < 0.3:
          body = [b for b in body if not b.startswith(("mass", "stiffness", "damping"))]
          body.append(f"dampingRatio: {rng.choice(['0', '1', '1e308', '1e-300', '0.5'])}")
    elif kind == "keyframe":
      body.append(f"keyPath: {key_path}")
      n = rng.choice([1, 2, 3, 50])
      body.append("values: [" + ", ".join(rng.choice(values) for _ in range(n)) + "]")
      if rng.random() < 0.5:
        times = sorted(rng.choice([0, 0, 0.5, 1, 1e-300, 1 - 1e-16]) for _ in range(n))
        body.append("keyTimes: [" + ", ".join(repr(t) for t in times) + "]")
      body.append(f"calculationMode: {rng.choice(['linear', 'discrete', 'paced', 'cubic', 'cubicPaced'])}")
      for key in ["tensionValues", "continuityValues", "biasValues"]:
        if rng.random() < 0.2:
          body.append(f"{key}: [" + ", ".join(rng.choice(["1e308", "-1", "0"]) for _ in range(n)) + "]")
    else:
      body.append("animations:")
      body.append(f"  - {{ keyPath: {key_path}, toValue: {rng.choice(values)}, "
                  f"repeatCount: {rng.choice(['1e300', '2'])}, cumulative: true }}")
    for key in rng.sample(sorted(timing), rng.randint(1, 5)):
      body.append(f"{key}: {rng.choice(timing[key])}")
    lines += ["        " + b for b in body]
  extra = {"shape": "    path: { circle: [10, 10], radius: 5 }\n",
           "text": "    string: hello\n", "gradient": "    colors: [red, blue]\n",
           "replicator": "    instanceCount: 3\n    sublayers: [{ id: c, bounds: [0, 0, 2, 2] }]\n",
           "layer": ""}[layer_type]
  duration = rng.choice([None, "1", "0", "1e-300"])
  return (header(rng, duration=duration) + f"layers:\n  - id: a\n    type: {layer_type}\n"
          "    bounds: [0, 0, 10, 10]\n" + extra + "    animations:\n" + "\n".join(lines) + "\n")


def gen_heavy_values(rng):
  """Few values, each huge: big paths, long color lists, over long scenes."""
  n = rng.choice([500, 3000, 20000])
  fps = rng.choice(["60", "240"])
  duration = rng.choice(["1", "20", "600"])
  points = ", ".join(f"[{rng.randint(0, 99)}, {rng.randint(0, 99)}]" for _ in range(n))
  other = ", ".join(f"[{rng.randint(0, 99)}, {rng.randint(0, 99)}]" for _ in range(rng.choice([n, 3])))
  kind = rng.choice(["morph", "keyframes", "colors"])
  if kind == "morph":
    body = ("    type: shape\n    path: { polyline: [" + points + "] }\n    animations:\n"
            f"      - {{ keyPath: path, toValue: {{ polygon: [{other}] }}, duration: {duration}, "
            "autoreverses: true, repeatCount: infinite }\n")
  elif kind == "keyframes":
    body = ("    type: shape\n    animations:\n      - type: keyframe\n        keyPath: path\n"
            f"        values: [{{ polyline: [{points}] }}, {{ polygon: [{other}] }}, {{ oval: [0, 0, 9, 9] }}]\n"
            f"        calculationMode: {rng.choice(['linear', 'paced', 'cubic', 'discrete'])}\n"
            f"        duration: {duration}\n")
  else:
    colors = ", ".join(rng.choice(["red", "blue", "clear", "'#123456'"]) for _ in range(min(n, 5000)))
    body = (f"    type: gradient\n    colors: [{colors}]\n    animations:\n"
            f"      - {{ keyPath: colors, toValue: [{colors}], duration: {duration} }}\n"
            f"      - {{ keyPath: locations, fromValue: [0, 1], toValue: [1, 0], duration: {duration} }}\n")
  return (header(rng, fps=fps, duration=duration) + "layers:\n  - id: a\n    bounds: [0, 0, 100, 100]\n"
          + body)


def gen_anchors(rng):
  # A (bounded) billion laughs: nine levels of ten aliases.
  out = ["version: 1\nscene: { size: [10, 10] }\ndefs:\n  colors:\n    x0: &a0 [1, 1]\n"]
  out.append("x: &b0 [1, 1]\n")
  for i in range(1, 9):
    out.append(f"x{i}: &b{i} [" + ", ".join([f"*b{i-1}"] * 10) + "]\n")
  out.append("layers: []\n")
  return "".join(out)


GENERATORS = [gen_nested_groups, gen_nested_layers, gen_after_chain, gen_keyframes,
              gen_replicators, gen_long_scene, gen_extreme_timing, gen_extreme_shape,
              gen_text_gradient, gen_anchors, gen_semantic, gen_semantic, gen_semantic,
              gen_heavy_values]


# ---------------------------------------------------------------------------
# Mutations on text

SCALAR_LINE = re.compile(r"^(\s*(?:- )?)([A-Za-z][A-Za-z0-9]*)(:\s*)(.+?)(\s*(?:#.*)?)$")
KEY = re.compile(r"(?<![A-Za-z0-9$\"#])([A-Za-z][A-Za-z0-9]*)(?=:)")
NUMBER_TOKEN = re.compile(r"(?<![A-Za-z0-9#.$])-?\d+(?:\.\d+)?(?:e-?\d+)?(?![A-Za-z0-9])")


def m_delete_line(rng, lines):
  if lines:
    del lines[rng.randrange(len(lines))]


def m_duplicate_line(rng, lines):
  if lines:
    i = rng.randrange(len(lines))
    lines.insert(rng.randrange(len(lines) + 1), lines[i])


def m_swap_lines(rng, lines):
  if len(lines) > 1:
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]


def m_reindent(rng, lines):
  if lines:
    i = rng.randrange(len(lines))
    stripped = lines[i].lstrip(" ")
    indent = len(lines[i]) - len(stripped)
    lines[i] = " " * max(0, indent + rng.choice([-4, -2, -1, 1, 2, 4])) + stripped


def m_replace_scalar(rng, lines):
  candidates = [i for i, line in enumerate(lines) if SCALAR_LINE.match(line)]
  if candidates:
    i = rng.choice(candidates)
    m = SCALAR_LINE.match(lines[i])
    lines[i] = m.group(1) + m.group(2) + m.group(3) + rand_value(rng) + m.group(5)


def m_replace_number(rng, lines):
  candidates = [i for i, line in enumerate(lines) if NUMBER_TOKEN.search(line)]
  if candidates:
    i = rng.choice(candidates)
    spans = list(NUMBER_TOKEN.finditer(lines[i]))
    s = rng.choice(spans)
    lines[i] = lines[i][:s.start()] + rand_number(rng) + lines[i][s.end():]


def m_rename_key(rng, lines):
  candidates = [i for i, line in enumerate(lines) if KEY.search(line)]
  if candidates:
    i = rng.choice(candidates)
    spans = list(KEY.finditer(lines[i]))
    s = rng.choice(spans)
    lines[i] = lines[i][:s.start()] + rng.choice(KEYS) + lines[i][s.end():]


def m_key_path(rng, lines):
  candidates = [i for i, line in enumerate(lines) if "keyPath:" in line]
  if candidates:
    i = rng.choice(candidates)
    lines[i] = re.sub(r"keyPath:\s*[A-Za-z.]+", "keyPath: " + rng.choice(KEY_PATHS), lines[i])


def m_extreme_key(rng, lines):
  # Add a valid key with an extreme value next to an existing key, same indentation.
  candidates = [i for i, line in enumerate(lines) if SCALAR_LINE.match(line)]
  if candidates:
    i = rng.choice(candidates)
    m = SCALAR_LINE.match(lines[i])
    indent = " " * len(m.group(1))
    key = rng.choice(["repeatCount", "speed", "duration", "fps", "instanceCount", "beginTime",
                      "timeOffset", "repeatDuration", "lineWidth", "cornerRadius", "delay",
                      "lineDashPattern", "keyTimes", "fontSize", "shadowRadius", "mass",
                      "stiffness", "damping", "initialVelocity", "dampingRatio", "instanceDelay"])
    lines.insert(i + 1, f"{indent}{key}: {rand_value(rng)}")


def m_truncate(rng, text):
  return text[:rng.randrange(len(text) + 1)] if text else text


def m_random_bytes(rng, data):
  pos = rng.randrange(len(data) + 1)
  junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
  if rng.random() < 0.3:
    junk = rng.choice([b"\x00", b"\xff\xfe", b"\xe2\x82", b"\t", b"\r", b"\xef\xbb\xbf", b"&x *x", b"!!", b"%YAML 1.2\n---\n", b"{[", b"\xf0\x9f\x98"])
  return data[:pos] + junk + data[pos:]


def m_splice(rng, lines):
  # Replace the text after a random 'layers:' with a generated scene's layers.
  frag = rng.choice(GENERATORS)(rng)
  at = frag.find("layers:")
  for i, line in enumerate(lines):
    if line.startswith("layers:"):
      lines[i + 1:i + 1] = frag[at + len("layers:"):].lstrip("\n").splitlines()
      return
  lines.extend(frag[at:].splitlines())


LINE_MUTATIONS = [m_delete_line, m_duplicate_line, m_swap_lines, m_reindent, m_replace_scalar,
                  m_replace_scalar, m_replace_number, m_replace_number, m_rename_key,
                  m_key_path, m_extreme_key, m_extreme_key, m_splice]


def make_case(rng, seeds):
  if rng.random() < 0.25:
    text = rng.choice(GENERATORS)(rng)
    if rng.random() < 0.5:
      return text.encode("utf-8", "surrogatepass")
  else:
    text = rng.choice(seeds)[1]
  lines = text.split("\n")
  for _ in range(rng.randint(1, 4)):
    rng.choice(LINE_MUTATIONS)(rng, lines)
  text = "\n".join(lines)
  r = rng.random()
  if r < 0.06:
    text = m_truncate(rng, text)
  data = text.encode("utf-8", "surrogatepass")
  if r > 0.92:
    data = m_random_bytes(rng, data)
  return data


# ---------------------------------------------------------------------------
# Running

TIMES = ["0", "0.5", "1", "1.7", "0.3s", "300ms", "-1", "1e9", "1e300", "-1e300"]


def limit_memory(megabytes):
  def apply():
    size = megabytes * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (size, size))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
  return apply


def run(binary, args, timeout, memory_mb):
  env = dict(os.environ, SWIFT_BACKTRACE="enable=yes,interactive=no,color=no")
  try:
    p = subprocess.run([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       stdin=subprocess.DEVNULL, timeout=timeout, env=env,
                       preexec_fn=limit_memory(memory_mb))
  except subprocess.TimeoutExpired as e:
    return "timeout", (e.stderr or b"")[-4000:]
  stderr = p.stderr[-20000:]
  if p.returncode < 0:
    return f"signal {-p.returncode}", stderr
  if p.returncode not in (0, 1, 2):
    return f"exit {p.returncode}", stderr
  if b"Fatal error" in stderr or b"Program crashed" in stderr:
    return "fatal", stderr
  return None, stderr


def signature(command, kind, stderr):
  """Command, kind, the runtime's message and the first frame in scenec's own sources."""
  text = stderr.decode("utf-8", "replace")
  detail = ""
  m = re.search(r"(?:Swift runtime failure|Fatal error):?([^\n*]*)", text)
  if m:
    detail = re.sub(r"\d+", "N", m.group(1).strip())[:100]
  for line in text.splitlines():
    f = re.search(r"0x[0-9a-f]+ (.+?) \+ \d+ in scenec at (/\S+?):(\d+)", line)
    if f and "[system]" not in line and "/Sources/" in f.group(2):
      detail += f" @ {f.group(1)[:80]} ({f.group(2).split('/Sources/')[-1]}:{f.group(3)})"
      break
  return f"{command} {kind}{(': ' + detail) if detail else ''}"


def check(binary, path, rng, timeout, memory_mb, scratch):
  at = rng.choice(TIMES)
  # Mostly one instant; sometimes the whole timeline, or only some of its tracks.
  timeline = rng.choice([["--at", at], ["--at", at], [], ["--key-path", rng.choice(KEY_PATHS)],
                         ["--layer", "a"]])
  commands = [
    ("lint", ["lint", path]),
    ("timeline", ["timeline", path] + timeline),
    ("compile", ["compile", path, "--at", at, "-o", os.path.join(scratch, "x.svg")]),
  ]
  found = []
  for name, args in commands:
    kind, stderr = run(binary, args, timeout, memory_mb)
    if kind:
      found.append((signature(name, kind, stderr), args, stderr))
  return found


def save(out, sig, data, args, stderr):
  key = hashlib.sha1(sig.encode()).hexdigest()[:12]
  folder = os.path.join(out, key)
  if os.path.exists(folder):
    # keep the smallest input per signature
    with open(os.path.join(folder, "input.yaml"), "rb") as f:
      if len(f.read()) <= len(data):
        return False
  os.makedirs(folder, exist_ok=True)
  with open(os.path.join(folder, "input.yaml"), "wb") as f:
    f.write(data)
  with open(os.path.join(folder, "command"), "w") as f:
    f.write(sig + "\n" + " ".join(args) + "\n")
  with open(os.path.join(folder, "stderr"), "wb") as f:
    f.write(stderr)
  return True


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--bin", default=os.path.join(ROOT, ".build-fuzz/release/scenec"))
  parser.add_argument("--cases", type=int, default=1000)
  parser.add_argument("--seed", type=int, default=int(time.time()))
  parser.add_argument("--timeout", type=float, default=10)
  parser.add_argument("--memory-mb", type=int, default=3072)
  parser.add_argument("--out", default="/tmp/fuzz-crashes")
  parser.add_argument("--replay", help="run the three commands on one file and report")
  parser.add_argument("--generated-only", action="store_true")
  options = parser.parse_args()

  scratch = f"/tmp/fuzz-work-{os.getpid()}"  # per run: replays may run beside a fuzzing run
  os.makedirs(scratch, exist_ok=True)
  os.makedirs(options.out, exist_ok=True)
  try:
    # A private copy, so rebuilding scenec meanwhile neither fails nor mixes binaries.
    binary = os.path.join(scratch, "scenec")
    shutil.copy2(options.bin, binary)
    options.bin = binary
    if options.replay:
      for name in ["0", "1"]:
        for sig, args, stderr in check(options.bin, options.replay, random.Random(name),
                                       options.timeout, options.memory_mb, scratch):
          print(sig, args)
    else:
      fuzz(options, random.Random(options.seed), load_seeds(), scratch)
  finally:
    shutil.rmtree(scratch, ignore_errors=True)


def fuzz(options, rng, seeds, scratch):
  signatures = {}
  started = time.time()
  path = os.path.join(scratch, "case.yaml")
  for n in range(options.cases):
    data = rng.choice(GENERATORS)(rng).encode() if options.generated_only else make_case(rng, seeds)
    with open(path, "wb") as f:
      f.write(data)
    for sig, args, stderr in check(options.bin, path, rng, options.timeout, options.memory_mb, scratch):
      signatures[sig] = signatures.get(sig, 0) + 1
      if signatures[sig] == 1:
        print(f"[{n}] NEW {sig}", flush=True)
      save(options.out, sig, data, args, stderr)
    if (n + 1) % 100 == 0:
      print(f"... {n + 1} cases, {len(signatures)} signatures, {time.time() - started:.0f} s", flush=True)
  print(f"seed {options.seed}: {options.cases} cases, {len(signatures)} distinct crash signatures")
  for sig, count in sorted(signatures.items(), key=lambda kv: -kv[1]):
    print(f"  {count:5d}  {sig}")
  if signatures:
    sys.exit(1)


if __name__ == "__main__":
  main()

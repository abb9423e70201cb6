#!/usr/bin/env python3
"""Writes a generated stress scene: LAYERS layers x ANIMATIONS animations x FRAMES frames.

usage: stress-scene.py LAYERS ANIMATIONS FRAMES > scene.yaml

Layer i cycles through five kinds (shape with a path morph, shape with a trimmed stroke,
gradient, replicator of a small shape, plain layer with a background); its animations
cycle through basic, keyframe, spring, trim and color animations on properties the kind
has. 60 fps, 400 x 300 canvas; the same arguments always give the same file.
"""
import sys

layers, animations, frames = (int(a) for a in sys.argv[1:4])
fps = 60
duration = frames / fps
out = sys.stdout
out.write("version: 1\n")
out.write(f"scene: {{ name: stress-{layers}x{animations}x{frames}, size: [400, 300], fps: {fps}, "
          f"duration: {duration:g}, background: \"#101820\" }}\n")
out.write("defs:\n  paths:\n")
out.write("    a: { elements: [{ move: [0, 0] }, { line: [40, 0] }, { curve: [40, 40], c1: [50, 10], c2: [50, 30] }, { line: [0, 40] }, close] }\n")
out.write("    b: { elements: [{ move: [5, 5] }, { line: [35, 0] }, { curve: [30, 45], c1: [60, 15], c2: [45, 35] }, { line: [5, 30] }, close] }\n")
out.write("layers:\n")

def anim(kind, j, i):
    d = 0.5 + (i * 7 + j * 3) % 10 / 10
    begin = (i * 13 + j * 5) % 20 / 20
    common = f"duration: {d:g}, beginTime: {begin:g}, repeatCount: infinite, autoreverses: true"
    return {
        "opacity": f"{{ keyPath: opacity, fromValue: 0.2, toValue: 1, {common} }}",
        "position": f"{{ type: keyframe, keyPath: position, values: [[{20 + i % 300}, {20 + i % 200}], [{60 + i % 300}, {40 + i % 200}], [{30 + i % 300}, {90 + i % 200}]], {common} }}",
        "rotate": f"{{ type: spring, keyPath: transform.rotation.z, fromValue: 0, toValue: 1.5, damping: 6, {common} }}",
        "scale": f"{{ keyPath: transform.scale, fromValue: 0.5, toValue: 1.2, timingFunction: easeInEaseOut, {common} }}",
        "path": f"{{ keyPath: path, fromValue: \"$a\", toValue: \"$b\", {common} }}",
        "strokeEnd": f"{{ keyPath: strokeEnd, fromValue: 0, toValue: 1, {common} }}",
        "fill": f"{{ keyPath: fillColor, fromValue: \"#ff8800\", toValue: \"#0088ff\", {common} }}",
        "colors": f"{{ keyPath: startPoint, fromValue: [0, 0], toValue: [1, 1], {common} }}",
        "background": f"{{ keyPath: backgroundColor, fromValue: \"#223344\", toValue: \"#aabbcc\", {common} }}",
        "instance": f"{{ keyPath: instanceDelay, fromValue: 0, toValue: 0.2, {common} }}",
    }[kind]

kinds = {
    0: ["path", "position", "rotate", "fill", "opacity", "scale"],
    1: ["strokeEnd", "position", "rotate", "opacity", "scale", "fill"],
    2: ["colors", "position", "rotate", "opacity", "scale", "background"],
    3: ["instance", "position", "rotate", "opacity", "scale", "background"],
    4: ["background", "position", "rotate", "opacity", "scale", "instance"],
}
for i in range(layers):
    k = i % 5
    x, y = 20 + (i * 37) % 360, 20 + (i * 53) % 260
    out.write(f"  - id: l{i}\n")
    if k in (0, 1):
        out.write(f"    type: shape\n    position: [{x}, {y}]\n    bounds: [0, 0, 50, 50]\n    path: \"$a\"\n")
        if k == 1:
            out.write("    fillColor: null\n    strokeColor: \"#ffcc00\"\n    lineWidth: 3\n    strokeStart: 0.1\n")
        else:
            out.write("    fillColor: \"#ff8800\"\n    strokeColor: \"#ffffff\"\n    lineWidth: 1.5\n")
    elif k == 2:
        out.write(f"    type: gradient\n    position: [{x}, {y}]\n    bounds: [0, 0, 60, 40]\n    cornerRadius: 6\n"
                  "    colors: [\"#ff0000\", \"#00ff00\", \"#0000ff\"]\n    locations: [0, 0.4, 1]\n")
    elif k == 3:
        out.write(f"    type: replicator\n    position: [{x}, {y}]\n    bounds: [0, 0, 40, 40]\n    instanceCount: 3\n"
                  "    instanceTransform: { translation: [12, 0] }\n    instanceDelay: 0.1\n"
                  f"    sublayers:\n      - id: r{i}\n        type: shape\n        path: {{ oval: [0, 0, 10, 10] }}\n"
                  "        fillColor: \"#44ddff\"\n")
    else:
        out.write(f"    type: layer\n    position: [{x}, {y}]\n    bounds: [0, 0, 30, 30]\n    backgroundColor: \"#336699\"\n"
                  "    borderWidth: 2\n    borderColor: \"#ffffff\"\n    cornerRadius: 4\n")
    names = [n for n in kinds[k] if not (n == "instance" and k != 3)]
    out.write("    animations:\n")
    for j in range(animations):
        out.write(f"      - {anim(names[j % len(names)], j, i)}\n")

import SceneDiagnostics
import SceneYAML

/// The diagnostics of the structure decoder and validation, alphabetically, each with an
/// example scene and its fix (the value decoders' own ids are in ValueDiagnosticCatalog, the
/// YAML stage's in YAMLParser.diagnosticCatalog). Ids are never renamed or reused.
enum DecodeDiagnosticCatalog {
  static let all: [DiagnosticDescription] = [
    .init(
      id: "after-cycle", summary: "animations wait for each other in a circle through 'after'",
      explanation: """
        `after: <id>` starts an animation when another one ends. Here the animations wait \
        for each other in a circle (directly or through others, or a group's child waits \
        for its own group), so none of them could ever start. Each `after` on the cycle is \
        reported, and the message spells the cycle out.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { id: fadeOut, keyPath: opacity, toValue: 0, after: fadeIn }
              - { id: fadeIn, keyPath: opacity, fromValue: 0, toValue: 1, after: fadeOut }
        """,
      fix: "Let one animation of the cycle start at a time (`beginTime`) instead of after another.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { id: fadeOut, keyPath: opacity, toValue: 0, after: fadeIn }
              - { id: fadeIn, keyPath: opacity, fromValue: 0, toValue: 1 }
        """),
    .init(
      id: "after-not-top-level", summary: "'after' names an animation inside a group or sequence",
      explanation: """
        `after` can only wait for a top-level animation (one listed directly in a layer's \
        `animations`). An animation inside a group or sequence runs on its parent's clock, \
        so when it ends depends on the parent; wait for the group or sequence instead.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - type: group
                duration: 1
                animations:
                  - { id: fade, keyPath: opacity, toValue: 0 }
              - { keyPath: position.x, toValue: 80, after: fade }
        """,
      fix: "Give the top-level group or sequence an id and wait for that.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - type: group
                id: intro
                duration: 1
                animations:
                  - { id: fade, keyPath: opacity, toValue: 0 }
              - { keyPath: position.x, toValue: 80, after: intro }
        """),
    .init(
      id: "conflicting-keys", summary: "two keys that cannot be used together (e.g. 'beginTime' and 'after')",
      explanation: """
        Two keys that exclude each other are both written: `beginTime` and `after` (an \
        animation starts either at a time or after another), `values` and `path` on a \
        keyframe animation, all three of `fromValue`, `toValue` and `byValue` (Core \
        Animation uses at most two), or a spring's `dampingRatio` with `mass`, `stiffness` \
        or `damping`. The later key is reported, with a note at the earlier one.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { id: grow, keyPath: transform.scale, toValue: 2, duration: 0.5 }
              - { keyPath: opacity, toValue: 0, beginTime: 1, after: grow }
        """,
      fix: "Keep one of the two keys; to start a while after another animation, use `after` with `delay`.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { id: grow, keyPath: transform.scale, toValue: 2, duration: 0.5 }
              - { keyPath: opacity, toValue: 0, after: grow, delay: 0.5 }
        """),
    .init(
      id: "delay-needs-after", summary: "'delay' without 'after'",
      explanation: """
        `delay` is added to the end of the animation named by `after`; without `after` it \
        has nothing to delay from. To start an animation at a fixed time, use `beginTime`.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, delay: 0.5 }
        """,
      fix: "Write `beginTime` instead of `delay`, or add the `after` it belongs to.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, beginTime: 0.5 }
        """),
    .init(
      id: "duplicate-id", summary: "a layer or animation id used twice",
      explanation: """
        Layer ids are unique in the scene (the timeline and the SVG frames name layers by \
        them), and so are animation ids (`after` refers to them). A mask without an id is \
        named after its layer (`<id>.mask`). A note points at the first use.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            position: [20, 50]
          - id: dot
            bounds: [0, 0, 20, 20]
            position: [80, 50]
        """,
      fix: "Rename one of them.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            position: [20, 50]
          - id: dot2
            bounds: [0, 0, 20, 20]
            position: [80, 50]
        """),
    .init(
      id: "duplicate-snapshot", summary: "a snapshot time listed twice under 'snapshots'",
      explanation: """
        `snapshots:` lists the instants `scenec test` checks; each is recorded once, in a file \
        named after its time. The same instant written twice (`0.3` and `"300ms"` are the \
        same time) is reported at the second entry, with a note at the first.
        """,
      example: """
        version: 1
        scene: { size: [100, 100], duration: 1 }
        snapshots: [0, 0.3, "300ms", end]
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
        """,
      fix: "Remove one of them.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100], duration: 1 }
        snapshots: [0, 0.3, end]
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
        """),
    .init(
      id: "empty-scene", summary: "the file has no YAML document",
      explanation: """
        The file is empty or holds only comments and blank lines. A scene needs at least \
        `version` and `scene` (with its `size`).
        """,
      example: """
        # the intro animation, to do

        """,
      fix: "Write the scene.",
      fixedExample: """
        # the intro animation, to do
        version: 1
        scene: { size: [100, 100] }
        """),
    .init(
      id: "infinite-duration-needs-scene-duration",
      summary: "an animation repeats forever and the scene has no 'duration'",
      explanation: """
        Without `scene.duration`, a scene lasts until its last animation ends. An animation \
        with `repeatCount: infinite`, or a spring with `damping: 0` and no `duration` (it \
        never settles, so its settling duration is infinite), never ends unless a group \
        with a duration cuts it short, so the scene cannot tell how many frames to write. \
        The error points at each `repeatCount: infinite` or `damping: 0` that makes the \
        scene endless.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: spinner
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: transform.rotation.z, toValue: 1turn, duration: 1, repeatCount: infinite }
        """,
      fix: "Give the scene a `duration`, or a finite `repeatCount`.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100], duration: 2 }
        layers:
          - id: spinner
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: transform.rotation.z, toValue: 1turn, duration: 1, repeatCount: infinite }
        """),
    .init(
      id: "invalid-id", summary: "an id or definition name that is not [A-Za-z_][A-Za-z0-9_-]*",
      explanation: """
        Layer ids, animation ids and the names under `defs` start with a letter or `_` and \
        continue with letters, digits, `_` and `-` (ASCII only). They appear in SVG ids, in \
        the timeline, in `after` and in `$name`, where other characters would need escaping.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: 2nd-dot
            bounds: [0, 0, 20, 20]
        """,
      fix: "Rename it so it starts with a letter or `_`.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot2
            bounds: [0, 0, 20, 20]
        """),
    .init(
      id: "invalid-key-times", summary: "keyTimes out of 0…1, decreasing, or of the wrong count",
      explanation: """
        A keyframe animation's `keyTimes` are fractions of its duration: each within 0…1 \
        and none smaller than the one before. In `linear` and `cubic` mode there is one per \
        value, the first is 0 and the last 1; in `discrete` mode there is one more than \
        values. (`paced` and `cubicPaced` ignore keyTimes, so they are not checked.)
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - type: keyframe
                keyPath: opacity
                values: [0, 1, 0, 1]
                keyTimes: [0, 0.6, 0.4, 1]
                duration: 1
        """,
      fix: "Write the key times in increasing order, one per value.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - type: keyframe
                keyPath: opacity
                values: [0, 1, 0, 1]
                keyTimes: [0, 0.4, 0.6, 1]
                duration: 1
        """),
    .init(
      id: "invalid-name", summary: "a scene name that is not [A-Za-z0-9_-]+",
      explanation: """
        The scene's `name` names its output folder (`out/<name>/`), so it may only contain \
        ASCII letters, digits, `_` and `-`. Without a `name`, the file's name without its \
        extension is used.
        """,
      example: """
        version: 1
        scene: { name: my scene, size: [100, 100] }
        """,
      fix: "Replace the other characters, e.g. spaces by `-`.",
      fixedExample: """
        version: 1
        scene: { name: my-scene, size: [100, 100] }
        """),
    .init(
      id: "key-not-on-animation-type", summary: "a key of another animation type (e.g. 'values' on basic)",
      explanation: """
        The key belongs to another animation type than this one's — most often `values` \
        (keyframe) on an animation without `type`, which is `basic`. A note says which \
        types have the key.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, values: [0, 1, 0], duration: 1 }
        """,
      fix: "Set the `type` the key belongs to, or use the keys of this type.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { type: keyframe, keyPath: opacity, values: [0, 1, 0], duration: 1 }
        """),
    .init(
      id: "key-path-not-on-layer-type", summary: "a key path the layer's type does not have",
      explanation: """
        The animation (or set) changes a property that only another layer type has — \
        `strokeEnd` of a shape layer on a plain layer, say. The layer's `type` decides \
        which properties it has.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: ring
            bounds: [0, 0, 80, 80]
            animations:
              - { keyPath: strokeEnd, fromValue: 0, toValue: 1 }
        """,
      fix: "Animate a layer of the right type (here a shape layer with a path).",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: ring
            type: shape
            path: { circle: [50, 50], radius: 40 }
            strokeColor: black
            animations:
              - { keyPath: strokeEnd, fromValue: 0, toValue: 1 }
        """),
    .init(
      id: "missing-key", summary: "a required key is missing",
      explanation: """
        A required key is missing: `version` and `scene` at the top, `size` in `scene`, `id` \
        on a layer (not on a mask), `keyPath` on basic, spring and keyframe animations, \
        `values` (or `path`) on a keyframe animation, `duration` on a spring with \
        `dampingRatio`, `animations` on a group or sequence, `values` on a set, the extra \
        keys of some path forms and elements (`radius` of a circle, `c1` and `c2` of a \
        curve, …). The error points at the start of the mapping that lacks it.
        """,
      example: """
        version: 1
        scene: { fps: 30 }
        """,
      fix: "Add the key.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100], fps: 30 }
        """),
    .init(
      id: "missing-value", summary: "a key with nothing after its colon",
      explanation: """
        A key is written with no value (`fillColor:` and the end of the line). YAML reads \
        that as null, which is almost never meant, so scenec reports it at the key. The \
        usual cause is an unquoted hex color: in `fillColor: #ff0000` the `#` starts a \
        comment, so the color is not read at all; the message then says to quote it, and a \
        fix-it does. Only `layers`, `sublayers` and `animations` may be left blank (an empty \
        list).
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: #ff0000
        """,
      fix: "Quote the color (`\"#ff0000\"`), or write the value the key is missing.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: "#ff0000"
        """),
    .init(
      id: "path-keyframes-need-position",
      summary: "keyframes along a 'path' with a keyPath other than 'position'",
      explanation: """
        A keyframe animation with `path` moves the layer along that path, so its `keyPath` \
        must be `position`. To morph a shape layer's path, animate `keyPath: path` with \
        `values` (or `fromValue`/`toValue`) instead.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - type: keyframe
                keyPath: opacity
                path: { d: "M 10 10 L 90 90" }
                duration: 1
        """,
      fix: "Use `keyPath: position`, or `values` for other key paths.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - type: keyframe
                keyPath: position
                path: { d: "M 10 10 L 90 90" }
                duration: 1
        """),
    .init(
      id: "property-not-on-layer-type",
      summary: "a property of another layer type (e.g. 'path' on a plain layer)",
      explanation: """
        The layer sets a property that only another layer type has — `path` or \
        `strokeColor` without `type: shape`, `string` without `type: text`. A note says \
        which `type` would make the property valid.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: ring
            path: { circle: [50, 50], radius: 40 }
        """,
      fix: "Set the layer's `type`, or remove the property.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: ring
            type: shape
            path: { circle: [50, 50], radius: 40 }
        """),
    .init(
      id: "rotation-mode-needs-path", summary: "'rotationMode' without keyframes along a 'path'",
      explanation: """
        `rotationMode` turns the layer to follow the direction of the path it moves along, \
        so it only applies to a keyframe animation with `path` (not `values`).
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: arrow
            bounds: [0, 0, 20, 10]
            animations:
              - type: keyframe
                keyPath: position
                values: [[10, 10], [90, 90]]
                rotationMode: auto
                duration: 1
        """,
      fix: "Give the motion as a `path`, or remove `rotationMode`.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: arrow
            bounds: [0, 0, 20, 10]
            animations:
              - type: keyframe
                keyPath: position
                path: { d: "M 10 10 L 90 90" }
                rotationMode: auto
                duration: 1
        """),
    .init(
      id: "set-non-animatable", summary: "a 'set' of a property that cannot be animated",
      explanation: """
        A `set` changes model values as app code would in a timer, but only for \
        animatable properties (those a `keyPath` may name). Properties such as `string`, \
        `fontFamily`, `lineCap` or `instanceCount` keep the value written on the layer.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: label
            type: text
            string: Hello
            animations:
              - { type: set, beginTime: 1, values: { string: Bye } }
        """,
      fix: """
        Give the property its value on the layer; to switch it, use one layer per value and \
        set `hidden`.
        """,
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: label
            type: text
            string: Hello
            animations:
              - { type: set, beginTime: 1, values: { hidden: true } }
          - id: label2
            type: text
            string: Bye
            hidden: true
            animations:
              - { type: set, beginTime: 1, values: { hidden: false } }
        """),
    .init(
      id: "type-mismatch", summary: "a value of the wrong kind (a list where a mapping is expected, …)",
      explanation: """
        The value is of another kind than the key takes: a string where a number is \
        expected, a list where a mapping is, and so on. Anything quoted is a string, so \
        `"0.5"` is not a number and `"true"` not a boolean; `#fff` without quotes is a \
        comment, which leaves the value empty (null). Notes say what the key takes and, \
        for common slips, how to write it.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: "0.5"
        """,
      fix: "Write the value as the key's type is written (here: a number without quotes).",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: 0.5
        """),
    .init(
      id: "unknown-animation-id", summary: "'after' names no animation",
      explanation: """
        `after` names the id of the animation to wait for, but no animation has that id. A \
        note suggests a close id among the top-level animations.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { id: grow, keyPath: transform.scale, toValue: 2 }
              - { keyPath: opacity, toValue: 0, after: grwo }
        """,
      fix: "Correct the id, or give the animation to wait for that id.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { id: grow, keyPath: transform.scale, toValue: 2 }
              - { keyPath: opacity, toValue: 0, after: grow }
        """),
    .init(
      id: "unknown-animation-type", summary: "an animation 'type' that does not exist",
      explanation: """
        An animation's `type` is `basic` (the default), `keyframe`, `spring`, `group`, \
        `sequence` or `set`. A note suggests the closest one.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { type: keyframes, keyPath: opacity, values: [0, 1], duration: 1 }
        """,
      fix: "Use one of the types.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { type: keyframe, keyPath: opacity, values: [0, 1], duration: 1 }
        """),
    .init(
      id: "unknown-key", summary: "a key that the node kind does not have",
      explanation: """
        The mapping has a key that this kind of node does not know — usually a typo, \
        which a note corrects when a known key is close. The keys of every node kind are \
        listed in [scene-format.md](scene-format.md). (A key of another layer or animation \
        type is reported as `property-not-on-layer-type` or `key-not-on-animation-type`.)
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opactiy: 0.5
        """,
      fix: "Correct the key.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: 0.5
        """),
    .init(
      id: "unknown-key-path", summary: "a key path that does not exist or cannot be animated",
      explanation: """
        An animation's `keyPath` (or a key of a set's `values`) names no animatable \
        property: a typo (a note suggests the closest key path), or a property that cannot \
        be animated at all, such as `fillRule`. The key paths are listed in \
        [scene-format.md](scene-format.md#key-paths).
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opactiy, toValue: 0 }
        """,
      fix: "Correct the key path.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0 }
        """),
    .init(
      id: "unknown-layer-type", summary: "a layer 'type' that does not exist",
      explanation: """
        A layer's `type` is `layer` (the default), `shape`, `text`, `gradient` or \
        `replicator`. A note suggests the closest one. While the type is unknown, the \
        layer's other keys are only checked against those of all layer types.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: ring
            type: shapes
            path: { circle: [50, 50], radius: 40 }
        """,
      fix: "Use one of the types.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: ring
            type: shape
            path: { circle: [50, 50], radius: 40 }
        """),
    .init(
      id: "unknown-value", summary: "a name that is not one of the allowed ones (fillMode, lineCap, …)",
      explanation: """
        The key takes one of a fixed set of names (`fillMode`, `calculationMode`, \
        `rotationMode`, `lineCap`, `lineJoin`, `fillRule`, `alignmentMode`, \
        `gradientType`, `fontWeight`), and the value is not one of them. The message lists \
        them; a note suggests the closest.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, fillMode: forward, removedOnCompletion: false }
        """,
      fix: "Use one of the names listed.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, fillMode: forwards, removedOnCompletion: false }
        """),
    .init(
      id: "unreadable-image", summary: "an image layer's contents that cannot be read",
      explanation: """
        `contents` of an image layer is a PNG, JPEG, GIF or WebP file relative to the scene \
        file, or a `data:image/…;base64,…` URI. The file is read when the scene is decoded and \
        embedded in every frame, so it must exist, have one of those extensions and be at most \
        16 MiB.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: logo
            type: image
            bounds: [0, 0, 40, 40]
            contents: missing-logo.png
        """,
      fix: "Point `contents` at an image beside the scene, or embed it as a data URI.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: logo
            type: image
            bounds: [0, 0, 40, 40]
            contents: "data:image/png;base64,iVBORw0KGgo="
        """),
    .init(
      id: "unsupported-version", summary: "a 'version' other than 1",
      explanation: """
        `version` is the scene format's version, and this scenec reads version 1 only. \
        A file written for a later format may use keys or meanings this scenec does not \
        know, so it is not read at all rather than read wrongly.
        """,
      example: """
        version: 2
        scene: { size: [100, 100] }
        """,
      fix: "Write the scene in format version 1, or use a scenec that reads its version.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        """),
    .init(
      id: "value-out-of-range", summary: "a number outside its allowed range",
      explanation: """
        The number is of the right kind but outside what the key allows: `opacity` and \
        other fractions outside 0…1, a negative size, radius, width or duration, an `fps` \
        outside 1…240, a `speed` of 0, a color component outside its range, replicators \
        whose copies would make a frame draw more than 100000 layers, and so on. The \
        message gives the range.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: 1.5
        """,
      fix: "Use a value within the range.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: 1
        """),
    .init(
      id: "wrong-count", summary: "a list with the wrong number of entries",
      explanation: """
        A list has the wrong number of entries: a point is `[x, y]`, a size `[w, h]`, a \
        rect `[x, y, w, h]`, a matrix six numbers, a color three or four components, \
        control points four numbers; a gradient has one location per color, and a \
        keyframe animation one timing function per segment and one tension, continuity or \
        bias value per value. There is no 3-D position.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            position: [50, 50, 0]
        """,
      fix: "Give the number of entries the message asks for.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            position: [50, 50]
        """),
  ]
}

extension SceneLoader {
  /// Every diagnostic id the decoding stage reports — the YAML stage's, the value
  /// decoders' and the structure checks' — sorted by id, for documentation
  /// (docs/diagnostics.md, `DiagnosticsReference`).
  public static var diagnosticCatalog: [DiagnosticDescription] {
    (YAMLParser.diagnosticCatalog + ValueDiagnosticCatalog.all + DecodeDiagnosticCatalog.all)
      .sorted { $0.id < $1.id }
  }
}

import SceneDiagnostics

/// The ids only the value decoders emit (the ones they share with the structure decoder —
/// type-mismatch, wrong-count, value-out-of-range, unknown-key, missing-key — are in
/// DecodeDiagnosticCatalog), with an example scene and its fix each.
enum ValueDiagnosticCatalog {
  static let all: [DiagnosticDescription] = [
    .init(
      id: "invalid-color", summary: "a color that cannot be read",
      explanation: """
        A color is written as `"#rgb"`, `"#rgba"`, `"#rrggbb"` or `"#rrggbbaa"`, a CSS color \
        name, `clear`, `"rgb(r, g, b)"`, `"rgba(r, g, b, a)"`, `[r, g, b]` or \
        `[r, g, b, a]`. This value is none of those: a hex color with a wrong number of \
        digits or a character that is not a hex digit, an unknown name (with a \
        "did you mean" when one is close), a malformed `rgb()`, or `none` where a color is \
        required (an instance color, a gradient's colors).
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: "#ff660"
        """,
      fix: "Write the color in one of the forms above.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: "#ff6600"
        """),
    .init(
      id: "invalid-number", summary: "number-like text outside JSON's number grammar",
      explanation: """
        Numbers follow JSON's grammar: an optional minus sign, digits without leading \
        zeros, an optional fraction and an optional exponent (`12`, `-0.5`, `1e3`). This \
        value looks like a number but is not one of those — `.5`, `+1`, `01`, `1.`, \
        `0x10`, `1_000` — so scenec does not guess what it means. When the meaning is \
        obvious, a note gives the JSON spelling.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: .5
        """,
      fix: "Write the number as JSON does.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: 0.5
        """),
    .init(
      id: "invalid-path", summary: "a path mapping or path element that is malformed",
      explanation: """
        A path is a mapping with exactly one form (`d`, `rect`, `roundedRect`, `oval`, \
        `circle`, `polygon`, `polyline` or `elements`), and each entry of `elements` is \
        exactly one of `move`, `line`, `curve`, `quad`, `arc` or `close`. This path has no \
        form or two, or an element is unknown, lacks its value, or draws (`line`, `curve`, \
        `quad`, `close`) before any `move` or `arc` has set a current point.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: tick
            type: shape
            strokeColor: black
            path:
              elements:
                - line: [90, 90]
        """,
      fix: "Start the path with `move` (or `arc`), and write one form or element per entry.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: tick
            type: shape
            strokeColor: black
            path:
              elements:
                - move: [10, 10]
                - line: [90, 90]
        """),
    .init(
      id: "invalid-path-data", summary: "SVG path data ('d') that cannot be parsed",
      explanation: """
        The string of a `d:` path is SVG path data: commands (`M`, `L`, `H`, `V`, `C`, `S`, \
        `Q`, `T`, `A`, `Z` and their relative lowercase forms) each followed by their \
        numbers. The location points at the exact character where the data stops making \
        sense — here `L` has only one coordinate.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: line
            type: shape
            strokeColor: black
            path: { d: "M 10 10 L 90" }
        """,
      fix: "Give every command all of its numbers.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: line
            type: shape
            strokeColor: black
            path: { d: "M 10 10 L 90 90" }
        """),
    .init(
      id: "invalid-reference", summary: "a definition that refers to another definition",
      explanation: """
        Values under `defs` are written out in full: a definition may not be `$name` of \
        another definition. (This keeps definitions independent of their order and free of \
        cycles.)
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        defs:
          colors:
            brand: "#ff6600"
            accent: $brand
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: $accent
            borderColor: $brand
        """,
      fix: "Write the value itself, or use the other definition's name where the value is used.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        defs:
          colors:
            brand: "#ff6600"
            accent: "#ff6600"
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: $accent
            borderColor: $brand
        """),
    .init(
      id: "invalid-transform", summary: "a transform with both 'matrix' and components",
      explanation: """
        A transform is either its components (`translation`, `rotation`, `scale`, \
        `rotationX`, `rotationY`) or one `matrix: [a, b, c, d, tx, ty]`; the two ways \
        cannot be combined in one transform, because it would be unclear which applies \
        first.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            transform: { matrix: [1, 0, 0, 1, 10, 0], rotation: 90deg }
        """,
      fix: "Use either the components or the matrix.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            transform: { translation: [10, 0], rotation: 90deg }
        """),
    .init(
      id: "invalid-unit", summary: "a time or angle with an unknown unit",
      explanation: """
        A time is a plain number of seconds or a number with the unit `ms` or `s` \
        (`"300ms"`, `"0.3s"`); an angle is a plain number of radians or a number with \
        `deg`, `rad` or `turn` (`"90deg"`, `"0.25turn"`). The number and the unit are \
        written together, without a space. A note suggests the unit that was probably \
        meant and lists the valid ones.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, duration: 0.3sec }
        """,
      fix: "Use one of the units listed in the note.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, duration: 0.3s }
        """),
    .init(
      id: "non-finite-number", summary: "NaN, an infinity, or a number too large for a double",
      explanation: """
        Scene numbers are finite. YAML's `.nan` and `.inf` (and spellings like `inf`, \
        `-Infinity`) are rejected, and so is a number too large to be represented \
        (`1e400`). For "repeat forever", `repeatCount` takes the word `infinite`.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            zPosition: .inf
        """,
      fix: "Write a finite number.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            zPosition: 1000
        """),
    .init(
      id: "unknown-reference", summary: "'$name' names no definition of that kind",
      explanation: """
        A value `"$name"` refers to a definition under `defs` (`colors`, `paths` or \
        `timingFunctions`, according to what the key takes), but there is none of that \
        name. A note suggests a close name when there is one.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        defs:
          colors: { brand: "#ff6600" }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: $brnd
        """,
      fix: "Correct the name, or add the definition under `defs`.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        defs:
          colors: { brand: "#ff6600" }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: $brand
        """),
    .init(
      id: "unknown-timing-function", summary: "a timing function name that does not exist",
      explanation: """
        A timing function is one of the names `linear`, `easeIn`, `easeOut`, \
        `easeInEaseOut` and `default` (Core Animation's), control points \
        `[x1, y1, x2, y2]`, or `"$name"` of a definition. Other names — CSS's `ease-in-out`, \
        UIKit's `curveEaseInOut` — are not accepted, but a note says which name they \
        correspond to.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, timingFunction: ease-in-out }
        """,
      fix: "Use one of the names, or control points.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            animations:
              - { keyPath: opacity, toValue: 0, timingFunction: easeInEaseOut }
        """),
    .init(
      id: "wrong-reference-kind", summary: "'$name' names a definition of another kind",
      explanation: """
        A value `"$name"` names a definition, but one of another kind than the key takes — \
        a color where a path is expected, say. Colors, paths and timing functions are \
        separate name spaces under `defs`.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        defs:
          colors: { brand: "#ff6600" }
          paths: { ring: { circle: [50, 50], radius: 40 } }
        layers:
          - id: ring
            type: shape
            path: $brand
            strokeColor: $brand
        """,
      fix: "Name a definition of the kind the key takes.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        defs:
          colors: { brand: "#ff6600" }
          paths: { ring: { circle: [50, 50], radius: 40 } }
        layers:
          - id: ring
            type: shape
            path: $ring
            strokeColor: $brand
        """),
  ]
}

import Foundation
import SceneModel

/// Generates docs/scene-format.md from the same key tables the decoder uses for validation
/// and "did you mean", so the reference cannot drift from the code (a test fails when the
/// checked-in file is stale; `UPDATE_GOLDENS=1 swift test --filter FormatReferenceTests`
/// regenerates it).
public enum FormatReference {
  public static func markdown() -> String {
    var out = """
      <!-- Generated from Sources/SceneDecoder/KeyTables.swift by FormatReference.markdown(). \
      Do not edit by hand: run `UPDATE_GOLDENS=1 swift test --filter FormatReferenceTests`. -->
      # Scene format reference (version 1)

      A scene file is YAML 1.1, UTF-8, with the extension `.yaml` or `.yml`. Unknown keys are
      errors, with a "did you mean" when a known key is close. The cookbook
      ([cookbook.md](cookbook.md)) shows every technique with a complete scene; the timing rules
      are in [timing.md](timing.md); what the SVG writer makes of each layer is in
      [svg-output.md](svg-output.md).

      ## Units and values

      | kind | written as | notes |
      |---|---|---|
      | number | `12`, `-0.5`, `1e3` | JSON's number grammar; NaN and infinities are errors; a quoted number is a string |
      | time | `0.3`, `"300ms"`, `"0.3s"` | a plain number is seconds |
      | angle | `3.14159`, `"90deg"`, `"0.25turn"`, `"1.5rad"` | a plain number is radians; positive is clockwise on screen |
      | point | `[x, y]` | y grows downward |
      | size | `[w, h]` | |
      | rect | `[x, y, w, h]` | negative w or h is an error |
      | color | `"#rgb"`, `"#rgba"`, `"#rrggbb"`, `"#rrggbbaa"`, a CSS color name, `"clear"`, `"rgb(r,g,b)"`, `"rgba(r,g,b,a)"`, `[r, g, b]`, `[r, g, b, a]` | rgb() components 0…255 and alpha 0…1; array components 0…1; `none` (or null) is no color |
      | reference | `"$name"` | a value from `defs` of the right kind |
      | repeat | a number ≥ 0, or `infinite` | |
      | boolean | `true`, `false` | also YAML 1.1's `yes`/`no`, `on`/`off`, `y`/`n`; quoted, it is a string |

      YAML anchors and aliases work; their expansion is bounded. Duplicate keys, several documents
      in one file, unknown tags and input that is not UTF-8 are errors. So is a key with nothing
      after its colon (`missing-value`), except `layers`, `sublayers` and `animations`, which may
      be left blank for an empty list. Quote hex colors: in `fillColor: #ff0000` the `#` starts a
      YAML comment, so the color is not read (the error says so and offers the quoted form).
      Indent with spaces: YAML forbids tabs in indentation.

      ## Keys

      Each table lists a node kind's keys with their type, default and meaning. Properties marked
      *animatable* can be the `keyPath` of an animation and the key of a `set` step.

      """
    for table in SceneLoader.keyTables {
      out += "\n### \(table.kind) (`\(table.name)`)\n\n\(table.summary)\n\n"
      out += "| key | type | default | description |\n|---|---|---|---|\n"
      for entry in table.entries {
        let animatable = entry.isAnimatable ? " *animatable*" : ""
        out += "| `\(entry.key)` | \(cell(entry.type)) | \(cell(entry.defaultValue)) | "
          + "\(cell(entry.doc))\(animatable) |\n"
      }
    }
    out += """

      ## Extensions beyond Core Animation

      Properties Core Animation does not have, added for what other tools draw (such as the
      track mattes of Lottie files, see [import.md](import.md)); a scene that does not use them
      means what it meant before.

      - `maskMode` (every layer): what of `mask` masks the layer. `alpha` (the default) is Core
        Animation's rule. `alphaInverted` shows the layer where the mask is transparent (1 −
        alpha); `luminance` masks by the mask's luminance times its alpha (a white mask layer
        is the same as `alpha`, a black one hides the layer); `luminanceInverted` by one minus
        that. Not animatable.
      - `skew` and `skewAxis` (every layer, numbers in degrees, animatable; default 0): After
        Effects' skew. The layer maps its points by
        Translate(−anchor) · then · Scale · then · Skew · then · Rotation · then ·
        Translate(position), where Scale and Rotation are `transform`'s (with its own
        translation after the rotation) and Skew = Rotate(skewAxis) · then · Shear ·
        then · Rotate(−skewAxis), Shear mapping (x, y) to (x − tan(skew) · y, y). Rotations
        are clockwise on screen, as `transform.rotation`. So `skew: 30` with `skewAxis: 0`
        leans a square's bottom edge to the left of its top edge, and `skewAxis: 90` shears it
        vertically instead. Skew is clamped to ±89.9°. A layer without skew is drawn exactly
        as before.

        ```yaml
        - id: leaning
          type: shape
          position: [100, 100]
          skew: 20
          skewAxis: 45
          path: { rect: [-20, -20, 40, 40] }
          animations:
            - { keyPath: skew, fromValue: 0, toValue: 20, duration: 1 }
        ```
      - `timeRemap` (every layer, a time or `none`, animatable; default `none`): the time at which the
        layer's sublayers are evaluated, instead of the layer's own. The layer itself, its
        mask and its `set` steps keep their time; the sublayers' animations and `set` steps
        happen at the remapped one (`timeRemap: 0.5` freezes them at 0.5 s; an animation from
        1 to 0 over a second plays them backwards). Nested remaps compose. Lottie's time
        remapping of precompositions ([import.md](import.md)).

        ```yaml
        - id: reversed
          timeRemap: 1
          animations:
            - { keyPath: timeRemap, fromValue: 1, toValue: 0, duration: 1, fillMode: both, removedOnCompletion: false }
          sublayers:
            - id: dot
              animations: [ { keyPath: position.x, fromValue: 0, toValue: 100, duration: 1 } ]
        ```
      - `type: image` with `contents`: an image drawn stretched over the layer's `bounds`
        (Core Animation's `contents` with the default gravity). `contents` is a PNG, JPEG, GIF
        or WebP file relative to the scene file, read when the scene is decoded, or a
        `data:image/…;base64,…` URI; every frame embeds the image, so frames stay standalone.
        As a mask, an image masks by its alpha.

        ```yaml
        - id: logo
          type: image
          bounds: [0, 0, 64, 64]
          position: [100, 100]
          contents: logo.png
        ```

        ```yaml
        - id: badge
          maskMode: alphaInverted      # a hole where the circle is
          mask: { id: hole, type: shape, path: { circle: [50, 50], radius: 20 } }
          sublayers: [ { id: plate, backgroundColor: "#336699", bounds: [0, 0, 100, 100] } ]
        ```
      - `blendMode` (every layer): how the layer, with its sublayers, composites onto what
        is drawn beneath it: `normal` (the default, Core Animation's), `multiply`, `screen`,
        `overlay`, `darken`, `lighten`, `colorDodge`, `colorBurn`, `hardLight`,
        `softLight`, `difference`, `exclusion`, `hue`, `saturation`, `color`, `luminosity`,
        with the formulas of W3C Compositing and Blending. What is beneath is everything
        drawn before the layer inside the nearest enclosing layer that is composited on
        its own — one with opacity below 1, a mask, masksToBounds, a shadow,
        `shouldRasterize` or a blend mode of its own — or the whole frame, background
        included. On Apple platforms this is
        a layer's `compositingFilter` set to the Core Image filter of the same name
        (`multiplyBlendMode`, `colorDodgeBlendMode`, …). In a mask the mode is left out.
        Not animatable.

        ```yaml
        - id: shade
          type: shape
          path: { circle: [60, 60], radius: 40 }
          fillColor: "#3090e0"
          blendMode: multiply          # darkens what lies beneath
        ```
      - `shouldRasterize` (every layer; Core Animation's property of that name): the layer
        and its sublayers are drawn as one group and then composited, so blend modes inside
        it blend only with what it draws. Frames are vector drawings, so it changes nothing
        else. Not animatable; false by default.
      - `focalOffset` (`gradient`, radial only): the focal point — where the first stop's
        color sits — as an offset from `startPoint` in unit coordinates of `bounds`; each
        stop's ring is the gradient's ellipse shrunk towards the focal point. [0, 0] (the
        default) is Core Animation's centred gradient. A focal point on or beyond the
        ellipse is drawn at 99 % of the way to it. Animatable (a point).

        ```yaml
        - id: glow
          type: gradient
          gradientType: radial
          bounds: [0, 0, 100, 100]
          colors: ["#ffffff", "#203080"]
          startPoint: [0.5, 0.5]
          endPoint: [1, 1]
          focalOffset: [-0.2, -0.2]    # the highlight up and to the left
        ```
      """
    out += """

      ## Key paths

      Every key path an animation or a `set` step may name, with the type of its values. A
      sub-path (`position.x`, `transform.rotation.z`, …) changes only that component; the
      timeline reports it under the whole property.

      | key path | value | layer types |
      |---|---|---|

      """
    for (name, keyPath) in KeyPath.all.sorted(by: { $0.key < $1.key }) {
      let kinds = keyPath.property.onlyOn.map { "`\($0.rawValue)`" } ?? "all"
      out += "| `\(name)` | \(keyPath.valueType.description) | \(kinds) |\n"
    }
    return out
  }

  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}

import SceneModel

/// One known key of a node kind: its value type, default and a one-line description.
public struct KeyTableEntry: Hashable, Sendable {
  public var key: String
  /// How the value is written, e.g. "number", "point [x, y]", "time".
  public var type: String
  /// The default, as written in a scene file, or "required".
  public var defaultValue: String
  public var doc: String

  public init(_ key: String, _ type: String, _ defaultValue: String, _ doc: String) {
    self.key = key
    self.type = type
    self.defaultValue = defaultValue
    self.doc = doc
  }

  public var isRequired: Bool { defaultValue == "required" }

  /// True when the key is a layer property that animations may change. Only rows of the
  /// layer property schema are (`cornerRadius` of a rounded rect path or `colors` under
  /// `defs` are not).
  public internal(set) var isAnimatable = false
}

/// The known keys of one node kind (the scene, a layer type, an animation type, a path
/// form, …). The same tables drive "did you mean" and the generated format reference.
public struct KeyTable: Hashable, Sendable {
  /// The node kind as messages name it: "layer", "shape layer", "keyframe animation", …
  public var kind: String
  /// A short identifier for lookups and docs anchors: "layer", "shape", "keyframe", …
  public var name: String
  public var summary: String
  public let entries: [KeyTableEntry]
  /// The keys, in table order.
  public let keys: [String]

  public init(name: String, kind: String, summary: String, entries: [KeyTableEntry]) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.entries = entries
    keys = entries.map(\.key)
  }

  public func entry(_ key: String) -> KeyTableEntry? { entries.first { $0.key == key } }

  // A search of the keys, not a Set: a table has at most a few dozen keys, and hashing them
  // all into a Set cost more at start than the lookups of a scene ever save.
  public func contains(_ key: String) -> Bool { keys.contains(key) }
}

/// Every key table of the scene format, in documentation order.
enum KeyTables {
  static let all: [KeyTable] = [
    file, scene, defs, layer, shape, text, gradient, replicator, transform,
    pathData, pathRect, pathRoundedRect, pathOval, pathCircle, pathPolygon, pathPolyline,
    pathElements, elementMove, elementLine, elementCurve, elementQuad, elementArc, arc,
    timing, basic, keyframe, spring, group, sequence, set,
  ]

  static func named(_ name: String) -> KeyTable? { all.first { $0.name == name } }

  // MARK: - Scene

  static let file = KeyTable(
    name: "file", kind: "the scene file", summary: "The top level of a scene file.",
    entries: [
      .init("version", "integer", "required", "The format version; must be 1."),
      .init("scene", "mapping", "required", "The scene's name, size, frame rate, duration, background."),
      .init("defs", "mapping", "none", "Named colors, paths and timing functions, used as \"$name\"."),
      .init("layers", "list of layers", "[]", "The root layer's sublayers, back to front."),
      .init("snapshots", "list of times or end", "[]", "Instants `scenec test` checks against recorded snapshots."),
    ])

  static let scene = KeyTable(
    name: "scene", kind: "scene", summary: "The `scene` mapping.",
    entries: [
      .init("name", "string [A-Za-z0-9_-]+", "the file's stem", "The scene's name (output folder)."),
      .init("size", "size [w, h]", "required", "The canvas size in points."),
      .init("fps", "number 1…240", "60", "Frames per second."),
      .init(
        "duration", "time", "the end of the last animation",
        "The scene's length; required when an animation repeats forever."),
      .init("background", "color", "none", "The canvas color; none is transparent."),
    ])

  static let defs = KeyTable(
    name: "defs", kind: "defs", summary: "Named values, referenced as \"$name\".",
    entries: [
      .init("colors", "mapping name → color", "{}", "Named colors."),
      .init("paths", "mapping name → path", "{}", "Named paths."),
      .init("timingFunctions", "mapping name → timing function", "{}", "Named timing functions."),
    ])

  // MARK: - Layers

  /// The layer tables are the schema's rows (Sources/SceneModel/LayerPropertySchema.swift)
  /// with the structural keys of every layer around them.
  static let layer = KeyTable(
    name: "layer", kind: "layer", summary: "Keys of every layer type (CALayer).",
    entries: [
      .init("id", "identifier [A-Za-z_][A-Za-z0-9_-]*", "required", "Unique in the scene."),
      .init(
        "type", LayerKind.allCases.map(\.rawValue).joined(separator: " | "), "layer",
        "The layer class (CALayer, CAShapeLayer, CATextLayer, CAGradientLayer, CAReplicatorLayer)."),
    ] + LayerPropertySchema.rows(ownedBy: nil).map(PropertyText.entry) + [
      .init("mask", "layer", "none", "An inline layer whose alpha masks this one (id optional)."),
      .init(
        "maskMode", MaskMode.allCases.map(\.rawValue).joined(separator: " | "), "alpha",
        "What of the mask masks: its alpha (Core Animation), or inverted, or its luminance (not animatable; an extension)."),
      .init("sublayers", "list of layers", "[]", "Child layers, back to front."),
      .init("animations", "list of animations", "[]", "Applied in list order."),
    ])

  static let shape = propertyTable(
    .shape, name: "shape", kind: "shape layer", summary: "Keys of `type: shape` layers (CAShapeLayer).")
  static let text = propertyTable(
    .text, name: "text", kind: "text layer", summary: "Keys of `type: text` layers (CATextLayer).")
  static let gradient = propertyTable(
    .gradient, name: "gradient", kind: "gradient layer",
    summary: "Keys of `type: gradient` layers (CAGradientLayer).")
  static let image = propertyTable(
    .image, name: "image", kind: "image layer",
    summary: "Keys of `type: image` layers (CALayer contents; an extension: the image fills bounds).")
  static let replicator = propertyTable(
    .replicator, name: "replicator", kind: "replicator layer",
    summary: "Keys of `type: replicator` layers (CAReplicatorLayer).")

  private static func propertyTable(_ owner: LayerKind, name: String, kind: String, summary: String) -> KeyTable {
    KeyTable(
      name: name, kind: kind, summary: summary,
      entries: LayerPropertySchema.rows(ownedBy: owner).map(PropertyText.entry))
  }

  /// Layer type → its own table (the common `layer` table applies to all).
  static func table(for kind: LayerKind) -> KeyTable? {
    switch kind {
    case .layer: nil
    case .shape: shape
    case .text: text
    case .gradient: gradient
    case .replicator: replicator
    case .image: image
    }
  }

  /// Settable layer keys that animations cannot change (CA's non-animatable properties).
  static let nonAnimatableLayerKeys: Set<String> = Set(
    LayerPropertySchema.rows.filter { !$0.isAnimatable }.map(\.key) + ["maskMode"])

  // MARK: - Transforms and paths

  static let transform = KeyTable(
    name: "transform", kind: "transform",
    summary: "Components, applied as scale, then rotation, then translation; or a matrix.",
    entries: [
      .init("translation", "point [tx, ty]", "[0, 0]", "Translation."),
      .init("rotation", "angle", "0", "Rotation about z; positive is clockwise on screen."),
      .init("scale", "number | [sx, sy]", "1", "Scale."),
      .init("rotationX", "angle", "0", "Rotation about x, projected without perspective."),
      .init("rotationY", "angle", "0", "Rotation about y, projected without perspective."),
      .init("matrix", "[a, b, c, d, tx, ty]", "none", "An affine matrix instead of components."),
    ])

  static let pathData = KeyTable(
    name: "path-d", kind: "path", summary: "SVG path data.",
    entries: [.init("d", "string", "required", "SVG path data, every command (arcs included).")])

  static let pathRect = KeyTable(
    name: "path-rect", kind: "rect path", summary: "A rectangle, clockwise from its top-left corner.",
    entries: [.init("rect", "rect [x, y, w, h]", "required", "The rectangle.")])

  static let pathRoundedRect = KeyTable(
    name: "path-roundedRect", kind: "roundedRect path",
    summary: "A rounded rectangle, clockwise from (x + r, y).",
    entries: [
      .init("roundedRect", "rect [x, y, w, h]", "required", "The rectangle."),
      .init("cornerRadius", "number ≥ 0", "required", "Corner radius."),
    ])

  static let pathOval = KeyTable(
    name: "path-oval", kind: "oval path",
    summary: "An ellipse in a rect, four clockwise cubic quarter arcs from 3 o'clock.",
    entries: [.init("oval", "rect [x, y, w, h]", "required", "The enclosing rectangle.")])

  static let pathCircle = KeyTable(
    name: "path-circle", kind: "circle path",
    summary: "A circle, four clockwise cubic quarter arcs from 3 o'clock.",
    entries: [
      .init("circle", "point [cx, cy]", "required", "The center."),
      .init("radius", "number ≥ 0", "required", "The radius."),
    ])

  static let pathPolygon = KeyTable(
    name: "path-polygon", kind: "polygon path", summary: "A closed polygon through the points in order.",
    entries: [.init("polygon", "list of points", "required", "The corners.")])

  static let pathPolyline = KeyTable(
    name: "path-polyline", kind: "polyline path", summary: "An open polyline through the points in order.",
    entries: [.init("polyline", "list of points", "required", "The points.")])

  static let pathElements = KeyTable(
    name: "path-elements", kind: "elements path", summary: "Elements, as UIBezierPath builds them.",
    entries: [.init("elements", "list of elements", "required", "move, line, curve, quad, arc, close.")])

  static let elementMove = KeyTable(
    name: "element-move", kind: "move element", summary: "Starts a new subpath.",
    entries: [.init("move", "point [x, y]", "required", "The new current point.")])

  static let elementLine = KeyTable(
    name: "element-line", kind: "line element", summary: "A straight line.",
    entries: [.init("line", "point [x, y]", "required", "The end point.")])

  static let elementCurve = KeyTable(
    name: "element-curve", kind: "curve element", summary: "A cubic Bézier curve.",
    entries: [
      .init("curve", "point [x, y]", "required", "The end point."),
      .init("c1", "point [x, y]", "required", "The first control point."),
      .init("c2", "point [x, y]", "required", "The second control point."),
    ])

  static let elementQuad = KeyTable(
    name: "element-quad", kind: "quad element", summary: "A quadratic Bézier curve.",
    entries: [
      .init("quad", "point [x, y]", "required", "The end point."),
      .init("c", "point [x, y]", "required", "The control point."),
    ])

  static let elementArc = KeyTable(
    name: "element-arc", kind: "arc element",
    summary: "A circular arc, preceded by a line from the current point to its start.",
    entries: [.init("arc", "mapping", "required", "The arc's center, radius, angles and direction.")])

  static let arc = KeyTable(
    name: "arc", kind: "arc", summary: "UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:).",
    entries: [
      .init("center", "point [x, y]", "required", "The center."),
      .init("radius", "number ≥ 0", "required", "The radius."),
      .init("startAngle", "angle", "required", "Start angle from the positive x axis."),
      .init("endAngle", "angle", "required", "End angle from the positive x axis."),
      .init("clockwise", "bool", "true", "Direction on screen (y down)."),
    ])

  // MARK: - Animations

  static let timing = KeyTable(
    name: "timing", kind: "animation", summary: "Timing keys of every animation type but `set`.",
    entries: [
      .init(
        "type", "basic | keyframe | spring | group | sequence | set", "basic",
        "The animation class (CABasicAnimation, CAKeyframeAnimation, …)."),
      .init("id", "identifier [A-Za-z_][A-Za-z0-9_-]*", "none", "Unique in the scene; needed by `after`."),
      .init("beginTime", "time", "0", "Start on the parent's clock (scene or group)."),
      .init(
        "after", "animation id", "none", "Start when that top-level animation ends (instead of beginTime)."),
      .init("delay", "time", "0", "Added to the end of the `after` animation."),
      .init("duration", "time ≥ 0", "0.25", "One cycle's length; 0 means 0.25 s, as in Core Animation."),
      .init(
        "timingFunction", "linear | easeIn | easeOut | easeInEaseOut | default | [x1, y1, x2, y2] | $name",
        "none (linear)", "Pacing of each cycle."),
      .init("repeatCount", "number ≥ 0 | infinite", "0", "Cycles to play; 0 plays one."),
      .init("repeatDuration", "time ≥ 0", "0", "Total active duration instead of a count; 0 is unset."),
      .init("autoreverses", "bool", "false", "Each cycle plays forwards, then backwards."),
      .init("speed", "number", "1", "Rate of the animation's clock (0 stands it still at `timeOffset`; negative runs it backwards)."),
      .init("timeOffset", "time", "0", "Phase shift of the local time."),
      .init(
        "fillMode", "removed | forwards | backwards | both", "removed",
        "Whether values hold outside the active time."),
      .init(
        "removedOnCompletion", "bool", "true",
        "False keeps the end value (with fillMode forwards or both)."),
      .init("additive", "bool", "false", "Adds to the current value instead of replacing it."),
      .init("cumulative", "bool", "false", "Each repeat continues from the previous one's end value."),
    ])

  static let basic = KeyTable(
    name: "basic", kind: "basic animation", summary: "CABasicAnimation: from, to, by.",
    entries: [
      .init("keyPath", "key path", "required", "The property animated, e.g. `opacity`, `position.x`."),
      .init("fromValue", "value of the key path's type", "none", "Start value."),
      .init("toValue", "value of the key path's type", "none", "End value."),
      .init("byValue", "value of the key path's type", "none", "Relative change."),
    ])

  static let keyframe = KeyTable(
    name: "keyframe", kind: "keyframe animation", summary: "CAKeyframeAnimation.",
    entries: [
      .init("keyPath", "key path", "required", "The property animated."),
      .init("values", "list of values of the key path's type", "required unless path", "The keyframes."),
      .init("path", "path", "none", "Keyframes along a path (keyPath `position` only); replaces values."),
      .init(
        "keyTimes", "list of numbers 0…1", "evenly spaced",
        "One per value (linear, cubic: first 0, last 1), one more for discrete; ignored when paced."),
      .init("timingFunctions", "list of timing functions", "linear", "One per segment."),
      .init("calculationMode", "linear | discrete | paced | cubic | cubicPaced", "linear", "Interpolation."),
      .init("tensionValues", "list of numbers -1…1", "all 0", "Kochanek–Bartels tension, one per value."),
      .init(
        "continuityValues", "list of numbers -1…1", "all 0", "Kochanek–Bartels continuity, one per value."),
      .init("biasValues", "list of numbers -1…1", "all 0", "Kochanek–Bartels bias, one per value."),
      .init("rotationMode", "auto | autoReverse", "none", "Rotates the layer along the path (path only)."),
    ])

  static let spring = KeyTable(
    name: "spring", kind: "spring animation",
    summary: "CASpringAnimation, or UIView's form with dampingRatio and duration.",
    entries: [
      .init("keyPath", "key path", "required", "The property animated."),
      .init("fromValue", "value of the key path's type", "none", "Start value."),
      .init("toValue", "value of the key path's type", "none", "End value."),
      .init("byValue", "value of the key path's type", "none", "Relative change."),
      .init("mass", "number > 0", "1", "Mass of the object on the spring."),
      .init("stiffness", "number > 0", "100", "Spring stiffness."),
      .init("damping", "number ≥ 0", "10", "Damping coefficient."),
      .init("initialVelocity", "number", "0", "Initial velocity, in distances per second."),
      .init("allowsOverdamping", "bool", "false", "Damping ratios above 1 overdamp instead of clamping."),
      .init(
        "dampingRatio", "number > 0", "none",
        "UIView's form: with `duration`, stiffness and damping follow as UIKit derives them."),
    ])

  static let group = KeyTable(
    name: "group", kind: "group animation", summary: "CAAnimationGroup: children on the group's clock.",
    entries: [.init("animations", "list of animations", "required", "The children; the group clips them.")])

  static let sequence = KeyTable(
    name: "sequence", kind: "sequence animation",
    summary: "A group whose children each begin when the one before ends.",
    entries: [.init("animations", "list of animations", "required", "The children, in order.")])

  static let set = KeyTable(
    name: "set", kind: "set animation",
    summary: "A change of model values at one time, which lasts (a timer in app code).",
    entries: [
      .init("type", "set", "required", "Marks the entry as a set."),
      .init("id", "identifier [A-Za-z_][A-Za-z0-9_-]*", "none", "Unique in the scene; names the set."),
      .init("beginTime", "time", "0", "When the values change, on the parent's clock."),
      .init(
        "after", "animation id", "none", "Change when that top-level animation ends (instead of beginTime)."),
      .init("delay", "time", "0", "Added to the end of the `after` animation."),
      .init("values", "mapping key path → value", "required", "The new model values."),
    ])

  /// The table of an animation type's own keys (without the common timing keys).
  static func table(for type: AnimationType) -> KeyTable {
    switch type {
    case .basic: basic
    case .keyframe: keyframe
    case .spring: spring
    case .group: group
    case .sequence: sequence
    case .set: set
    }
  }

  /// All keys an animation of `type` accepts, in table order (the common timing keys, then
  /// the type's own).
  static func animationKeys(_ type: AnimationType) -> [String] {
    animationKeysByType[AnimationType.allCases.firstIndex(of: type)!]
  }

  /// In `AnimationType.allCases` order (an array: no dictionary type to set up at start).
  private static let animationKeysByType: [[String]] = AnimationType.allCases.map { type in
    type == .set ? set.keys : timing.keys + table(for: type).keys
  }

  /// Every key of any animation type.
  static let anyAnimationKeys: [String] =
    AnimationType.allCases.flatMap { animationKeys($0) }.reduce(into: [String]()) { list, key in
      if !list.contains(key) { list.append(key) }
    }

  /// The keys a layer of `kind` accepts (nil: a layer whose type is unknown): the keys of
  /// `layer`, then those of the kind's own table, in table order. Taken from the schema
  /// rows directly, so decoding does not build the tables' documentation texts
  /// (KeyTableTests checks both spell the same keys).
  static func layerKeys(_ kind: LayerKind?) -> [String] {
    guard let kind else { return commonLayerKeys }
    return layerKeysByKind[LayerKind.allCases.firstIndex(of: kind)!]
  }

  static let commonLayerKeys =
    ["id", "type"] + LayerPropertySchema.rows(ownedBy: nil).map(\.key) + ["mask", "maskMode", "sublayers", "animations"]
  /// In `LayerKind.allCases` order.
  private static let layerKeysByKind: [[String]] = LayerKind.allCases.map { kind in
    commonLayerKeys + (kind == .layer ? [] : LayerPropertySchema.rows(ownedBy: kind).map(\.key))
  }
}

/// The `type` of an animation entry.
enum AnimationType: String, CaseIterable, Sendable {
  case basic, keyframe, spring, group, sequence, set
}

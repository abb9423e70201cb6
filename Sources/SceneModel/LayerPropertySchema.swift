/// Where a layer property lives in `LayerProperties`; the case is the property's value type.
/// Every consumer (decoder, accessors, model dump, format reference) switches on it instead
/// of naming properties one by one.
public enum PropertySlot: Sendable {
  /// How a slot reads and writes its field: two closures, not a Swift key path. A key path
  /// literal is made at run time, and the first one of each property demangled its types
  /// (about 30,000 instructions, plus the metadata of the key path classes): some 0.8 M
  /// instructions, a fifth of decoding stroke-pop (docs/performance.md, "Loading YAML").
  public struct Path<Value>: Sendable {
    public let get: @Sendable (LayerProperties) -> Value
    public let set: @Sendable (inout LayerProperties, Value) -> Void

    public init(
      _ get: @escaping @Sendable (LayerProperties) -> Value,
      _ set: @escaping @Sendable (inout LayerProperties, Value) -> Void
    ) {
      self.get = get
      self.set = set
    }
  }

  case number(Path<Double>)
  case point(Path<Point>)
  case size(Path<Size>)
  case rect(Path<Rect>)
  case transform(Path<Transform>)
  case bool(Path<Bool>)
  /// nil is no path.
  case path(Path<BezierPath?>)
  /// nil is no color.
  case color(Path<Color?>)
  /// A color that is always there (`instanceColor`).
  case opaqueColor(Path<Color>)
  case colors(Path<[Color]>)
  case numbers(Path<[Double]>)
  /// Gradient stop positions; nil spaces them evenly over the gradient's colors.
  case stops(Path<[Double]?>)
  case integer(Path<Int>)
  case string(Path<String>)
  /// An image as a `data:image/…;base64,…` URI (files are read when decoding); nil: none.
  case image(Path<String?>)
  /// One of the raw values of a `String` enum (`fillRule`, `lineCap`, …).
  case choice(names: [String], get: @Sendable (LayerProperties) -> String,
    set: @Sendable (inout LayerProperties, String) -> Void)

  /// A choice slot of an enum property.
  public static func choice<E: RawRepresentable<String> & CaseIterable & Sendable>(
    _ path: Path<E>
  ) -> PropertySlot {
    .choice(
      names: E.allCases.map { $0.rawValue }, get: { path.get($0).rawValue },
      set: { properties, name in
        if let value = E(rawValue: name) { path.set(&properties, value) }
      })
  }

  /// The type of the values animations give the property; nil for slots no animation can
  /// change (integers, strings, choices, an opaque color).
  public var animatableType: ValueType? {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .bool: .bool
    case .path: .path
    case .color: .color
    case .colors: .colors
    case .numbers, .stops: .numbers
    case .opaqueColor, .integer, .string, .image, .choice: nil
    }
  }
}

/// Which numbers a property accepts where it is set on a layer.
public enum ValueRange: Hashable, Sendable {
  case any, nonNegative
  /// 0…1.
  case unit
}

/// How a property's values are written beyond their type.
public enum ValueUnit: Hashable, Sendable {
  case none
  /// A time: seconds, or `"300ms"`, `"0.3s"`.
  case seconds
  /// A font weight: an integer 100…900 or a weight name.
  case fontWeight
}

/// One row of the layer property schema: everything the stages know about one property.
public struct LayerPropertyRow: Sendable {
  /// The scene-file key (also the timeline's and Core Animation's name).
  public let key: String
  /// Where the value lives.
  public let slot: PropertySlot
  public let unit: ValueUnit
  public let range: ValueRange
  /// The layer kind that has the property; nil: every kind.
  public let owner: LayerKind?
  /// The property animations and sets may change; nil when not animatable.
  public let property: LayerProperty?
  /// The row as a key of a layer's provenance (`Layer.propertySources`).
  public let field: LayerField
  public let doc: String
  /// The message for an entry of a list value out of `range` (lists name their entries).
  public let entryOutOfRange: String?
  /// A scene-format extension added after version 1's Core Animation properties: listings
  /// of every property (model dumps, snapshots) show it only when it is set, so that a
  /// scene that does not use it lists what it listed before.
  public let isExtension: Bool

  init(
    _ key: String, _ slot: PropertySlot,
    unit: ValueUnit = .none, range: ValueRange = .any,
    on owner: LayerKind? = nil, animatable: Bool = true, entryOutOfRange: String? = nil,
    extension isExtension: Bool = false, _ doc: String
  ) {
    self.key = key
    self.slot = slot
    self.unit = unit
    self.range = range
    self.owner = owner
    self.property = animatable ? LayerProperty(rawValue: key)! : nil
    self.field = animatable ? .property(property!) : .setting(LayerSetting(rawValue: key)!)
    self.doc = doc
    self.entryOutOfRange = entryOutOfRange
    self.isExtension = isExtension
  }

  /// Whether `p` holds the property's default (`LayerProperties()`'s value).
  public func hasDefaultValue(in p: LayerProperties) -> Bool {
    let defaults = LayerProperties.defaults
    if case .choice(_, let get, _) = slot { return get(p) == get(defaults) }
    guard let value = animatableValue(in: p) else { return false }
    return value == animatableValue(in: defaults)
  }

  /// Whether a listing of every property shows this one for `p` (see `isExtension`).
  public func isListed(in p: LayerProperties) -> Bool { !isExtension || !hasDefaultValue(in: p) }

  public var isAnimatable: Bool { property != nil }

  public func exists(on kind: LayerKind) -> Bool { owner == nil || owner == kind }

  /// The property's value in `properties` as animations see it.
  public func animatableValue(in p: LayerProperties) -> AnimatableValue? {
    switch slot {
    case .number(let path): .number(p[field: path])
    case .point(let path): .point(p[field: path])
    case .size(let path): .size(p[field: path])
    case .rect(let path): .rect(p[field: path])
    case .transform(let path): .transform(p[field: path])
    case .bool(let path): .bool(p[field: path])
    case .path(let path): .path(p[field: path])
    case .color(let path): .color(p[field: path])
    case .colors(let path): .colors(p[field: path])
    case .numbers(let path): .numbers(p[field: path])
    case .stops: .numbers(p.resolvedLocations)
    case .opaqueColor, .integer, .string, .image, .choice: nil
    }
  }

  /// Stores an animation's value; false when the value does not fit the slot.
  @discardableResult
  public func set(_ value: AnimatableValue, in p: inout LayerProperties) -> Bool {
    switch (slot, value) {
    case (.number(let path), .number(let v)): p[field: path] = v
    case (.point(let path), .point(let v)): p[field: path] = v
    case (.size(let path), .size(let v)): p[field: path] = v
    case (.rect(let path), .rect(let v)): p[field: path] = v
    case (.transform(let path), .transform(let v)): p[field: path] = v
    case (.bool(let path), .bool(let v)): p[field: path] = v
    case (.path(let path), .path(let v)): p[field: path] = v
    case (.color(let path), .color(let v)): p[field: path] = v
    case (.colors(let path), .colors(let v)): p[field: path] = v
    case (.numbers(let path), .numbers(let v)): p[field: path] = v
    case (.stops(let path), .numbers(let v)): p[field: path] = v
    default: return false
    }
    return true
  }
}

/// The layer property schema: one row per property a layer mapping may set, in the order
/// of the format reference (every layer's properties, then each kind's own). Defaults are
/// not written here: they are `LayerProperties()`'s, which the rows read.
public enum LayerPropertySchema {
  public static let rows: [LayerPropertyRow] = [
    // Every layer (CALayer).
    .init("position", .point(.init({ $0.position }, { $0.position = $1 })), "Where the anchor point sits in the superlayer."),
    .init("bounds", .rect(.init({ $0.bounds }, { $0.bounds = $1 })), "The layer's own coordinate space."),
    .init("anchorPoint", .point(.init({ $0.anchorPoint }, { $0.anchorPoint = $1 })), "The point of bounds (unit coordinates) at position."),
    .init("transform", .transform(.init({ $0.transform }, { $0.transform = $1 })), "Applied about the anchor point."),
    .init(
      "skew", .number(.init({ $0.skew }, { $0.skew = $1 })), extension: true,
      "Skew in degrees (After Effects), applied after the transform's scale, before its rotation (an extension)."),
    .init(
      "skewAxis", .number(.init({ $0.skewAxis }, { $0.skewAxis = $1 })), extension: true,
      "Direction of the skew in degrees, clockwise from the x axis (an extension)."),
    .init(
      "timeRemap", .number(.init({ $0.timeRemap }, { $0.timeRemap = $1 })), unit: .seconds, extension: true,
      "The time at which the sublayers are evaluated; none: the layer's own (an extension)."),
    .init("opacity", .number(.init({ $0.opacity }, { $0.opacity = $1 })), range: .unit, "Group opacity of the layer and its sublayers."),
    .init("hidden", .bool(.init({ $0.hidden }, { $0.hidden = $1 })), "A hidden layer is not drawn."),
    .init("backgroundColor", .color(.init({ $0.backgroundColor }, { $0.backgroundColor = $1 })), "Fills bounds (with cornerRadius)."),
    .init(
      "cornerRadius", .number(.init({ $0.cornerRadius }, { $0.cornerRadius = $1 })), range: .nonNegative,
      "Rounds the background, border and bounds clip."),
    .init("borderWidth", .number(.init({ $0.borderWidth }, { $0.borderWidth = $1 })), range: .nonNegative, "Width of the border drawn inside bounds."),
    .init("borderColor", .color(.init({ $0.borderColor }, { $0.borderColor = $1 })), "Color of the border."),
    .init(
      "masksToBounds", .bool(.init({ $0.masksToBounds }, { $0.masksToBounds = $1 })), animatable: false, "Clips sublayers to bounds (not animatable)."),
    .init("shadowColor", .color(.init({ $0.shadowColor }, { $0.shadowColor = $1 })), "Color of the shadow."),
    .init("shadowOpacity", .number(.init({ $0.shadowOpacity }, { $0.shadowOpacity = $1 })), range: .unit, "Opacity of the shadow; 0 draws none."),
    .init("shadowRadius", .number(.init({ $0.shadowRadius }, { $0.shadowRadius = $1 })), range: .nonNegative, "Blur radius of the shadow."),
    .init("shadowOffset", .size(.init({ $0.shadowOffset }, { $0.shadowOffset = $1 })), "Offset of the shadow."),
    .init("zPosition", .number(.init({ $0.zPosition }, { $0.zPosition = $1 })), "Stacking order among siblings."),
    .init(
      "blendMode", .choice(.init({ $0.blendMode }, { $0.blendMode = $1 })), animatable: false, extension: true,
      "How the layer composites onto what is drawn beneath it (not animatable; an extension)."),
    .init(
      "shouldRasterize", .bool(.init({ $0.shouldRasterize }, { $0.shouldRasterize = $1 })), animatable: false, extension: true,
      "Draws the layer as one group: blend modes inside it blend only with what it draws (not animatable)."),

    // Shape layers (CAShapeLayer).
    .init("path", .path(.init({ $0.path }, { $0.path = $1 })), on: .shape, "The shape, in the layer's coordinates."),
    .init("fillColor", .color(.init({ $0.fillColor }, { $0.fillColor = $1 })), on: .shape, "Fill color; none fills nothing."),
    .init("fillRule", .choice(.init({ $0.fillRule }, { $0.fillRule = $1 })), on: .shape, animatable: false, "Fill rule (not animatable)."),
    .init("strokeColor", .color(.init({ $0.strokeColor }, { $0.strokeColor = $1 })), on: .shape, "Stroke color; none strokes nothing."),
    .init("lineWidth", .number(.init({ $0.lineWidth }, { $0.lineWidth = $1 })), range: .nonNegative, on: .shape, "Stroke width."),
    .init("lineCap", .choice(.init({ $0.lineCap }, { $0.lineCap = $1 })), on: .shape, animatable: false, "Line cap (not animatable)."),
    .init("lineJoin", .choice(.init({ $0.lineJoin }, { $0.lineJoin = $1 })), on: .shape, animatable: false, "Line join (not animatable)."),
    .init("miterLimit", .number(.init({ $0.miterLimit }, { $0.miterLimit = $1 })), range: .nonNegative, on: .shape, "Miter limit."),
    .init(
      "lineDashPattern", .numbers(.init({ $0.lineDashPattern }, { $0.lineDashPattern = $1 })), range: .nonNegative, on: .shape, animatable: false,
      entryOutOfRange: "dash lengths in 'lineDashPattern' must not be negative",
      "Dash lengths (not animatable)."),
    .init("lineDashPhase", .number(.init({ $0.lineDashPhase }, { $0.lineDashPhase = $1 })), on: .shape, "Dash phase."),
    .init(
      "strokeStart", .number(.init({ $0.strokeStart }, { $0.strokeStart = $1 })), on: .shape,
      "Start of the stroked part, a fraction of the length."),
    .init("strokeEnd", .number(.init({ $0.strokeEnd }, { $0.strokeEnd = $1 })), on: .shape, "End of the stroked part, a fraction of the length."),

    // Text layers (CATextLayer).
    .init("string", .string(.init({ $0.string }, { $0.string = $1 })), on: .text, animatable: false, "The text (not animatable)."),
    .init("fontFamily", .string(.init({ $0.fontFamily }, { $0.fontFamily = $1 })), on: .text, animatable: false, "Font family (not animatable)."),
    .init("fontSize", .number(.init({ $0.fontSize }, { $0.fontSize = $1 })), range: .nonNegative, on: .text, "Font size in points."),
    .init(
      "fontWeight", .integer(.init({ $0.fontWeight }, { $0.fontWeight = $1 })), unit: .fontWeight, on: .text, animatable: false,
      "Font weight (not animatable): thin 100, extraLight/ultraLight 200, light 300, "
        + "regular/normal 400, medium 500, semibold 600, bold 700, extraBold/heavy 800, black 900."),
    .init("foregroundColor", .color(.init({ $0.foregroundColor }, { $0.foregroundColor = $1 })), on: .text, "Text color."),
    .init(
      "alignmentMode", .choice(.init({ $0.alignmentMode }, { $0.alignmentMode = $1 })), on: .text, animatable: false,
      "Horizontal alignment within bounds (not animatable)."),

    // Gradient layers (CAGradientLayer).
    .init("colors", .colors(.init({ $0.colors }, { $0.colors = $1 })), on: .gradient, "The gradient stops' colors."),
    .init(
      "locations", .stops(.init({ $0.locations }, { $0.locations = $1 })), range: .unit, on: .gradient,
      entryOutOfRange: "gradient locations must be between 0 and 1", "The stops' positions, one per color."),
    .init("startPoint", .point(.init({ $0.startPoint }, { $0.startPoint = $1 })), on: .gradient, "Start, in unit coordinates of bounds."),
    .init("endPoint", .point(.init({ $0.endPoint }, { $0.endPoint = $1 })), on: .gradient, "End, in unit coordinates of bounds."),
    .init(
      "gradientType", .choice(.init({ $0.gradientType }, { $0.gradientType = $1 })), on: .gradient, animatable: false,
      "Gradient kind (not animatable)."),
    .init(
      "focalOffset", .point(.init({ $0.focalOffset }, { $0.focalOffset = $1 })), on: .gradient, extension: true,
      "Radial only: the focal point (where the first stop is), as an offset from startPoint "
        + "in unit coordinates of bounds (an extension)."),

    // Image layers (a scene-format extension: CALayer contents filling bounds).
    .init(
      "contents", .image(.init({ $0.contents }, { $0.contents = $1 })), on: .image, animatable: false,
      "A PNG, JPEG, GIF or WebP file relative to the scene file, or a `data:image/…;base64,…` URI (not animatable)."),

    // Replicator layers (CAReplicatorLayer).
    .init(
      "instanceCount", .integer(.init({ $0.instanceCount }, { $0.instanceCount = $1 })), range: .nonNegative, on: .replicator, animatable: false,
      "Copies of the sublayers, the original included (not animatable); a frame draws at most "
        + "100000 layers, copies counted."),
    .init(
      "instanceTransform", .transform(.init({ $0.instanceTransform }, { $0.instanceTransform = $1 })), on: .replicator,
      "Applied cumulatively to each copy."),
    .init(
      "instanceDelay", .number(.init({ $0.instanceDelay }, { $0.instanceDelay = $1 })), unit: .seconds, on: .replicator,
      "Shifts each copy's animations by this many seconds."),
    .init(
      "instanceColor", .opaqueColor(.init({ $0.instanceColor }, { $0.instanceColor = $1 })), on: .replicator, animatable: false,
      "Multiplies the first copy's colors (not animatable)."),
    .init(
      "instanceRedOffset", .number(.init({ $0.instanceRedOffset }, { $0.instanceRedOffset = $1 })), on: .replicator, animatable: false,
      "Added to the red multiplier per copy (not animatable)."),
    .init(
      "instanceGreenOffset", .number(.init({ $0.instanceGreenOffset }, { $0.instanceGreenOffset = $1 })), on: .replicator, animatable: false,
      "Added to the green multiplier per copy (not animatable)."),
    .init(
      "instanceBlueOffset", .number(.init({ $0.instanceBlueOffset }, { $0.instanceBlueOffset = $1 })), on: .replicator, animatable: false,
      "Added to the blue multiplier per copy (not animatable)."),
    .init(
      "instanceAlphaOffset", .number(.init({ $0.instanceAlphaOffset }, { $0.instanceAlphaOffset = $1 })), on: .replicator, animatable: false,
      "Added to the alpha multiplier per copy (not animatable)."),
  ]

  /// The rows of `owner`'s own properties (nil: those of every layer), in table order.
  public static func rows(ownedBy owner: LayerKind?) -> [LayerPropertyRow] {
    rowsByOwner[owner.map { LayerKind.allCases.firstIndex(of: $0)! + 1 } ?? 0]
  }

  /// The rows a layer of `kind` reads: every layer's, then the kind's own (nil: a layer
  /// whose type is unknown, which reads only every layer's).
  public static func rows(for kind: LayerKind?) -> [LayerPropertyRow] {
    guard let kind, kind != .layer else { return rows(ownedBy: nil) }
    return rows(ownedBy: nil) + rows(ownedBy: kind)
  }

  /// The row of a scene key, if it is a layer property.
  public static func row(key: String) -> LayerPropertyRow? { rowsByKey[key] }

  /// The row of an animatable property.
  public static func row(_ property: LayerProperty) -> LayerPropertyRow {
    rowsByProperty[property.ordinal]
  }

  /// Every layer's rows, then each kind's own in `LayerKind.allCases` order: an array, as
  /// the first use of a dictionary keyed by `LayerKind?` sets up its generic type (about
  /// 0.7 M instructions, paid by the first scene decoded).
  /// (Filled in one pass over the rows: a filter of the rows per owner copied each row seven
  /// times, 94,000 instructions of the first scene's decoding.)
  private static let rowsByOwner: [[LayerPropertyRow]] = {
    let kinds = LayerKind.allCases
    var lists = [[LayerPropertyRow]](repeating: [], count: kinds.count + 1)
    for row in rows { lists[row.owner.map { kinds.firstIndex(of: $0)! + 1 } ?? 0].append(row) }
    return lists
  }()
  private static let rowsByKey: [String: LayerPropertyRow] = Dictionary(
    uniqueKeysWithValues: rows.map { ($0.key, $0) })
  /// Indexed by `LayerProperty.ordinal`, so the per-frame accessors do not hash.
  /// (Placed in one pass over the rows: a search of the rows for each property copied rows
  /// some thousand times, 0.19 M instructions of decoding stroke-pop.)
  private static let rowsByProperty: [LayerPropertyRow] = {
    var placed = [LayerPropertyRow?](repeating: nil, count: LayerProperty.allCases.count)
    for row in rows {
      if let property = row.property, placed[property.ordinal] == nil { placed[property.ordinal] = row }
    }
    return LayerProperty.allCases.map { property in
      guard let row = placed[property.ordinal] else { preconditionFailure("layer property \(property) has no schema row") }
      return row
    }
  }()
}

extension LayerProperties {
  /// The field a slot's `Path` reads and writes.
  public subscript<Value>(field path: PropertySlot.Path<Value>) -> Value {
    get { path.get(self) }
    set { path.set(&self, newValue) }
  }
}

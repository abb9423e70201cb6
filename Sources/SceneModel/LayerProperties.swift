public enum FillRule: String, Hashable, Sendable, CaseIterable { case nonZero, evenOdd }
public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  case left, center, right, natural
}
public enum GradientType: String, Hashable, Sendable, CaseIterable { case axial, radial, conic }

/// Every property of a layer with Core Animation's defaults filled in. The model values
/// of a layer; the presentation values of a frame use the same type. The initial values
/// below are the one place defaults are written: the layer property schema
/// (LayerPropertySchema.swift), the format reference and the render tree read them here.
public struct LayerProperties: Hashable, Sendable {
  /// Every default, made once.
  public static let defaults = LayerProperties()

  // MARK: - Every layer
  public var position = Point.zero
  public var bounds = Rect.zero
  public var anchorPoint = Point(0.5, 0.5)
  public var transform = Transform.identity
  /// After Effects skew in degrees (an extension; see `Transform.matrix(skew:skewAxis:)`).
  public var skew: Double = 0
  /// The direction of `skew`, in degrees clockwise from the x axis (an extension).
  public var skewAxis: Double = 0
  /// The time in seconds at which the sublayers are evaluated (an extension; −∞, written
  /// "none", or any value that is not finite: the layer's own time; not NaN, which would
  /// make equal properties unequal). Lottie's time remapping of precompositions.
  public var timeRemap: Double = -.infinity
  public var opacity: Double = 1
  public var hidden = false
  public var backgroundColor: Color? = nil
  public var cornerRadius: Double = 0
  public var borderWidth: Double = 0
  public var borderColor: Color? = .black
  public var masksToBounds = false
  public var shadowColor: Color? = .black
  public var shadowOpacity: Double = 0
  public var shadowRadius: Double = 3
  public var shadowOffset = Size(0, -3)
  public var zPosition: Double = 0
  /// How `mask` masks the layer (an extension; Core Animation masks by alpha).
  public var maskMode = MaskMode.alpha
  /// How the layer composites onto what is beneath it (an extension; Core Animation's
  /// `compositingFilter`).
  public var blendMode = BlendMode.normal
  /// Core Animation's `shouldRasterize`: the layer is drawn as one group, so blend modes
  /// inside it blend only with what it draws.
  public var shouldRasterize = false

  // MARK: - Shape layers
  public var path: BezierPath? = nil
  public var fillColor: Color? = .black
  public var fillRule = FillRule.nonZero
  public var strokeColor: Color? = nil
  public var lineWidth: Double = 1
  public var lineCap = LineCap.butt
  public var lineJoin = LineJoin.miter
  public var miterLimit: Double = 10
  public var lineDashPattern: [Double] = []
  public var lineDashPhase: Double = 0
  public var strokeStart: Double = 0
  public var strokeEnd: Double = 1

  // MARK: - Text layers
  public var string = ""
  public var fontFamily = "Helvetica"
  public var fontSize: Double = 36
  /// 100…900.
  public var fontWeight = 400
  public var foregroundColor: Color? = .white
  public var alignmentMode = TextAlignment.natural

  // MARK: - Image layers
  /// The image, as a `data:image/…;base64,…` URI (files are read when decoding).
  public var contents: String? = nil

  // MARK: - Gradient layers
  public var colors: [Color] = []
  /// nil: evenly spaced.
  public var locations: [Double]? = nil
  public var startPoint = Point(0.5, 0)
  public var endPoint = Point(0.5, 1)
  public var gradientType = GradientType.axial
  /// A radial gradient's focal point as an offset from startPoint, in unit coordinates of
  /// bounds (an extension; [0, 0] is Core Animation's centred gradient).
  public var focalOffset = Point.zero

  // MARK: - Replicator layers
  public var instanceCount = 1
  public var instanceTransform = Transform.identity
  public var instanceDelay: Double = 0
  public var instanceColor: Color = .white
  public var instanceRedOffset: Double = 0
  public var instanceGreenOffset: Double = 0
  public var instanceBlueOffset: Double = 0
  public var instanceAlphaOffset: Double = 0

  public init() {}

  /// The value of an animatable property (through its schema row's slot).
  public subscript(property: LayerProperty) -> AnimatableValue {
    get { property.row.animatableValue(in: self)! }
    set {
      guard property.row.set(newValue, in: &self) else {
        preconditionFailure("value \(newValue) does not fit property \(property)")
      }
    }
  }

  /// `locations`, or evenly spaced stops for `colors` when none are given.
  public var resolvedLocations: [Double] {
    if let locations { return locations }
    let n = colors.count
    if n <= 1 { return Array(repeating: 0, count: n) }
    return (0..<n).map { Double($0) / Double(n - 1) }
  }
}

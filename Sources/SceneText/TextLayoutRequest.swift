public import SceneModel

/// What `TextLayouter.layout` is asked: a string, its font and the box it is laid out in.
/// Two equal requests get the same layout on one machine, so a request is also the key
/// under which the font cache keeps a layout (FontResolutionCache).
public struct TextLayoutRequest: Hashable, Sendable {
  public var string: String
  public var family: String
  public var fontSize: Double
  public var weight: Int
  public var bounds: Rect
  public var alignment: TextAlignment
  public var wrapped: Bool
  public var truncation: TextTruncation

  public init(
    _ string: String, family: String, fontSize: Double, weight: Int, bounds: Rect, alignment: TextAlignment,
    wrapped: Bool = false, truncation: TextTruncation = .none
  ) {
    self.string = string
    self.family = family
    self.fontSize = fontSize
    self.weight = weight
    self.bounds = bounds
    self.alignment = alignment
    self.wrapped = wrapped
    self.truncation = truncation
  }

  /// CATextLayer's layout of a layer's string in its bounds, with its font (the scene format
  /// has no wrapping or truncation, so CATextLayer's defaults: neither).
  public init(layer p: LayerProperties) {
    self.init(
      p.string, family: p.fontFamily, fontSize: p.fontSize, weight: p.fontWeight, bounds: p.bounds,
      alignment: p.alignmentMode)
  }

  /// The weight fontconfig is asked for: a layer's weight within CSS's 100–900, so that
  /// layout, the font's name and the loading thread ask (and cache) the same thing.
  public static func askedWeight(_ weight: Int) -> Int { min(max(weight, 100), 900) }
  var askedWeight: Int { Self.askedWeight(weight) }

  /// The request as the cache file's fields: tab-free text, numbers exact (a Double as its
  /// 16 hex digits of bits). Requests with equal keys are equal.
  /// (Appended field by field, not `[String].joined`: the first call of that in a process
  /// demangles a generic witness, some 240,000 instructions.)
  var cacheKey: String {
    var key = CacheField.escaped(family)
    key.reserveCapacity(key.utf8.count + string.utf8.count + 120)
    func append(_ field: String) {
      key += "\t"
      key += field
    }
    append(String(askedWeight))
    append(CacheField.escaped(string))
    for number in [fontSize, bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height] {
      key += "\t"
      CacheField.appendBits(of: number, to: &key)
    }
    append(alignment.rawValue)
    append(wrapped ? "1" : "0")
    append(truncation.rawValue)
    return key
  }
}

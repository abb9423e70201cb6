import CFontconfig

/// What fontconfig picked for a requested family and weight: the file drawn, the family it
/// belongs to, and whether that is the family asked for or a stand-in.
public struct ResolvedFont: Hashable, Sendable {
  /// The family the scene asked for.
  public var requestedFamily: String
  public var requestedWeight: Int
  /// The family of the font actually used.
  public var family: String
  public var file: String
  public var faceIndex: Int
  /// The weight of the face actually used (100…900).
  public var weight: Int
  /// The generic family of the requested family: the last entry of a CSS font list.
  public var generic: GenericFamily

  /// True when the requested family is not installed and another family stands in.
  public var isFallback: Bool { !Self.sameFamily(requestedFamily, family) && !matchedByOtherName }
  var matchedByOtherName = false

  static func sameFamily(_ a: String, _ b: String) -> Bool {
    func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
    return key(a) == key(b)
  }
}

/// Finds fonts through fontconfig, the way the renderers on this machine find them.
enum FontResolver {
  /// The best installed face for `family` at `weight` (100…900). fontconfig always answers
  /// (its last resort is its default sans-serif), so this returns nil only when no font
  /// at all is installed.
  static func resolve(family: String, weight: Int, fc: scenec_fontconfig_functions) -> ResolvedFont? {
    guard var font = match(family: family, weight: weight, fc: fc) else { return nil }
    // fontconfig substitutes a metric-compatible family where it knows one (Helvetica →
    // Nimbus Sans, Courier New → Liberation Mono) and its default sans-serif otherwise.
    // For a serif or monospace family without a known substitute ("Menlo") the generic
    // family's font is the better stand-in.
    let generic = GenericFamily(family: family)
    if font.isFallback, generic != .sansSerif,
      let defaultSans = match(family: GenericFamily.sansSerif.rawValue, weight: weight, fc: fc),
      font.family == defaultSans.family,
      var stand = match(family: generic.rawValue, weight: weight, fc: fc)
    {
      stand.requestedFamily = family
      stand.generic = generic
      stand.matchedByOtherName = false
      font = stand
    }
    return font
  }

  private static func match(family: String, weight: Int, fc: scenec_fontconfig_functions) -> ResolvedFont? {
    guard let config = fc.FcConfigGetCurrent() ?? fc.FcInitLoadConfigAndFonts() else { return nil }
    guard let pattern = fc.FcPatternCreate() else { return nil }
    defer { fc.FcPatternDestroy(pattern) }
    _ = family.withCString { fc.FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
    _ = fc.FcPatternAddInteger(pattern, "weight", fc.FcWeightFromOpenType(Int32(weight)))
    _ = fc.FcPatternAddInteger(pattern, "slant", 0)
    _ = fc.FcConfigSubstitute(config, pattern, FcMatchPattern)
    fc.FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = fc.FcFontMatch(config, pattern, &result) else { return nil }
    defer { fc.FcPatternDestroy(match) }
    guard let file = string(match, "file", fc: fc) else { return nil }
    var index: Int32 = 0
    _ = fc.FcPatternGetInteger(match, "index", 0, &index)
    var fcWeight: Int32 = 0
    let actualWeight =
      fc.FcPatternGetInteger(match, "weight", 0, &fcWeight) == FcResultMatch
      ? Int(fc.FcWeightToOpenType(fcWeight)) : weight
    let families = (0..<8).compactMap { string(match, "family", $0, fc: fc) }
    let names = families + ["postscriptname", "fullname"].compactMap { string(match, $0, fc: fc) }
    var font = ResolvedFont(
      requestedFamily: family, requestedWeight: weight, family: families.first ?? family,
      file: file, faceIndex: Int(index), weight: actualWeight, generic: GenericFamily(family: family))
    // A face matched by a second family name or its PostScript name ("HelveticaNeue-Bold")
    // is the font asked for, not a stand-in.
    font.matchedByOtherName = names.contains { ResolvedFont.sameFamily($0, family) }
    return font
  }

  private static func string(
    _ pattern: OpaquePointer, _ key: String, _ n: Int32 = 0, fc: scenec_fontconfig_functions
  ) -> String? {
    var value: UnsafeMutablePointer<FcChar8>? = nil
    guard fc.FcPatternGetString(pattern, key, n, &value) == FcResultMatch, let value else { return nil }
    return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
  }
}

import CFreeType
import Foundation

/// The fonts of this process: each family and weight resolved once, each file loaded once,
/// all behind one lock (FreeType and fontconfig are not thread-safe; frames are written
/// on several threads).
final class FontLibrary: @unchecked Sendable {
  static let shared = FontLibrary(cache: FontResolutionCache.fromEnvironment())

  /// One lock for every instance (tests make their own): fontconfig is one per process.
  private static let lock = NSLock()
  private var lock: NSLock { Self.lock }
  /// fontconfig's answers of earlier runs (nil: off).
  let cache: FontResolutionCache?
  /// How many families fontconfig resolved (not the cache): tests count them.
  private(set) var fontconfigResolutions = 0
  /// The C libraries, or nil when one cannot be loaded (`loadError` says why).
  let libraries: TextLibraries?
  let loadError: String?
  private var library: FT_Library?
  private var resolved: [String: ResolvedFont?] = [:]
  private var faces: [String: FontFace] = [:]

  init(cache: FontResolutionCache?) {
    self.cache = cache
    switch TextLibraries.loaded {
    case .success(let libraries):
      self.libraries = libraries
      loadError = nil
      var library: FT_Library?
      if libraries.freetype.FT_Init_FreeType(&library) == 0 { self.library = library }
    case .failure(let error):
      libraries = nil
      loadError = error.description
    }
  }

  func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// The face drawn for `family` at `weight`; nil only when no font is installed at all.
  /// Call with the lock held.
  func fontLocked(family: String, weight: Int) -> (ResolvedFont, FontFace)? {
    guard let libraries, let font = resolvedLocked(family: family, weight: weight), let library else { return nil }
    let faceKey = "\(font.faceIndex)|\(font.file)"
    if let face = faces[faceKey] { return (font, face) }
    guard let face = FontFace(file: font.file, index: font.faceIndex, library: library, libraries: libraries)
    else { return nil }
    faces[faceKey] = face
    return (font, face)
  }

  /// What fontconfig picks for `family` at `weight`: asked once per process, and not at all
  /// when the cache holds the answer. Call with the lock held.
  func resolvedLocked(family: String, weight: Int) -> ResolvedFont? {
    guard let fc = libraries?.fontconfig else { return nil }
    let key = FontResolutionCache.key(family: family, weight: weight)
    if let known = resolved[key] { return known }
    var font = cache?.font(family: family, weight: weight, fc: fc)
    if font == nil {
      font = FontResolver.resolve(family: family, weight: weight, fc: fc)
      fontconfigResolutions += 1
      if let font { cache?.record(font, fc: fc) }
    }
    resolved[key] = font
    return font
  }
}

import CFreeType
import Foundation

/// The fonts of this process: each family and weight resolved once, each file loaded once,
/// all behind one lock (FreeType and fontconfig are not thread-safe; frames are written
/// on several threads).
final class FontLibrary: @unchecked Sendable {
  static let shared = FontLibrary()

  private let lock = NSLock()
  /// The C libraries, or nil when one cannot be loaded (`loadError` says why).
  let libraries: TextLibraries?
  let loadError: String?
  private var library: FT_Library?
  private var resolved: [String: ResolvedFont?] = [:]
  private var faces: [String: FontFace] = [:]

  private init() {
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
    guard let libraries else { return nil }
    let key = "\(weight)|\(family)"
    let font: ResolvedFont?
    if let known = resolved[key] {
      font = known
    } else {
      font = FontResolver.resolve(family: family, weight: weight, fc: libraries.fontconfig)
      resolved[key] = font
    }
    guard let font, let library else { return nil }
    let faceKey = "\(font.faceIndex)|\(font.file)"
    if let face = faces[faceKey] { return (font, face) }
    guard let face = FontFace(file: font.file, index: font.faceIndex, library: library, libraries: libraries)
    else { return nil }
    faces[faceKey] = face
    return (font, face)
  }
}

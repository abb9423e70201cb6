import CFreeType
import Foundation
import Synchronization

/// The fonts of this process: each family and weight resolved once, each file loaded once,
/// all behind one lock (FreeType and fontconfig are not thread-safe; frames are written
/// on several threads).
final class FontLibrary: @unchecked Sendable {
  static let shared: FontLibrary = {
    sharedWasMade.store(true, ordering: .releasing)
    return FontLibrary(cache: FontResolutionCache.fromEnvironment())
  }()
  /// Whether `shared` was made: a process that never used text has nothing to save.
  static let sharedWasMade = Atomic<Bool>(false)

  /// One lock for every instance (tests make their own): fontconfig is one per process.
  private static let lock = NSLock()
  private var lock: NSLock { Self.lock }
  /// fontconfig's answers and the layouts of earlier runs (nil: off).
  let cache: FontResolutionCache?
  /// How many families fontconfig resolved (not the cache), and how many layouts were
  /// made (not read from the cache): tests count them.
  private(set) var fontconfigResolutions = 0
  private(set) var layoutsMade = 0
  /// The C libraries: not loaded until a font is resolved or a text laid out that the
  /// cache does not hold.
  private var load: LoadState = .notTried
  private var library: FT_Library?
  private var resolved: [String: ResolvedFont?] = [:]
  private var faces: [String: FontFace] = [:]
  /// Every layout this process asked for, made or read (bounded: see `layoutLocked`).
  private var layouts: [TextLayoutRequest: LaidOutText?] = [:]

  private enum LoadState {
    case notTried
    case loaded(TextLibraries)
    case failed(String)
  }

  init(cache: FontResolutionCache?) {
    self.cache = cache
  }

  func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// FreeType, HarfBuzz and fontconfig, loaded on the first call; nil when one cannot be
  /// (`loadErrorLocked` says why). Call with the lock held.
  func librariesLocked() -> TextLibraries? {
    switch load {
    case .loaded(let libraries): return libraries
    case .failed: return nil
    case .notTried:
      switch TextLibraries.loaded {
      case .success(let libraries):
        load = .loaded(libraries)
        var library: FT_Library?
        if libraries.freetype.FT_Init_FreeType(&library) == 0 { self.library = library }
        return libraries
      case .failure(let error):
        load = .failed(error.description)
        return nil
      }
    }
  }

  /// Whether the libraries were loaded (tests: a warm cache loads none).
  var librariesWereLoaded: Bool { withLock { if case .loaded = load { true } else { false } } }

  /// Why the libraries cannot be loaded (loading them when that was not tried yet), or nil.
  /// Call with the lock held.
  func loadErrorLocked() -> String? {
    _ = librariesLocked()
    if case .failed(let reason) = load { return reason }
    return nil
  }

  /// The face drawn for `family` at `weight`; nil only when no font is installed at all.
  /// Call with the lock held.
  func fontLocked(family: String, weight: Int) -> (ResolvedFont, FontFace)? {
    guard let font = resolvedLocked(family: family, weight: weight), let libraries = librariesLocked(),
      let library
    else { return nil }
    let faceKey = "\(font.faceIndex)|\(font.file)"
    if let face = faces[faceKey] { return (font, face) }
    guard let face = FontFace(file: font.file, index: font.faceIndex, library: library, libraries: libraries)
    else { return nil }
    faces[faceKey] = face
    return (font, face)
  }

  /// What fontconfig picks for `family` at `weight`: asked once per process, and not at all
  /// when the cache holds the answer (then no library is loaded). Call with the lock held.
  func resolvedLocked(family: String, weight: Int) -> ResolvedFont? {
    let key = FontResolutionCache.key(family: family, weight: weight)
    if let known = resolved[key] { return known }
    var font = cache?.font(family: family, weight: weight)
    if font == nil {
      guard let libraries = librariesLocked() else { return nil }
      font = FontResolver.resolve(family: family, weight: weight, fc: libraries.fontconfig)
      fontconfigResolutions += 1
      if let font { cache?.record(font, fc: libraries.fontconfig, libraryFiles: libraries.files) }
    }
    resolved[key] = font
    return font
  }

  /// The layout of `request`: from this process's earlier answers, the cache, or `make`
  /// (given the face to lay out with), which is then kept for the cache. Call with the lock
  /// held.
  func layoutLocked(
    _ request: TextLayoutRequest, make: (ResolvedFont, FontFace) -> LaidOutText
  ) -> LaidOutText? {
    if let known = layouts[request] { return known }
    // A scene whose string changes every frame asks for a layout per frame: keep memory flat.
    if layouts.count >= 4_096 { layouts.removeAll(keepingCapacity: true) }
    guard let font = resolvedLocked(family: request.family, weight: request.askedWeight) else {
      layouts[request] = .some(nil)
      return nil
    }
    if let cached = cache?.layout(for: request, font: font) {
      layouts[request] = cached
      return cached
    }
    guard let (font, face) = fontLocked(family: request.family, weight: request.askedWeight) else {
      layouts[request] = .some(nil)
      return nil
    }
    let made = make(font, face)
    layoutsMade += 1
    cache?.record(made, for: request)
    layouts[request] = made
    return made
  }

  /// Writes the layouts made since the cache file was last written. Call with the lock held.
  func saveLocked() {
    if cache?.hasUnsavedLayouts == true { cache?.save() }
  }
}

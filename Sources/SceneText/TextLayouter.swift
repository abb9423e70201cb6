import Foundation
import Synchronization
import SceneModel
import SceneThreads

/// CATextLayer's layout from the font's own metrics. The text sits in the layer's bounds:
/// the first baseline one ascent below the top, lines a line height (ascent + descent +
/// line gap) apart. Explicit line breaks (LF, CR LF, CR) always break; with `wrapped`,
/// lines also break at spaces (or inside a word too long for a line) to fit the bounds'
/// width. A line too wide is cut with an ellipsis where `truncation` says; with wrapping,
/// lines below the bounds are dropped and the last one that fits ends in the ellipsis.
/// Alignment places each line's width without its trailing spaces (Core Text's flush);
/// `natural` is left (left-to-right text).
public enum TextLayouter {
  public static let ellipsis = "\u{2026}"

  public static func layout(
    _ string: String, family: String, fontSize: Double, weight: Int, bounds: Rect,
    alignment: TextAlignment, wrapped: Bool = false, truncation: TextTruncation = .none
  ) -> LaidOutText? {
    layout(
      TextLayoutRequest(
        string, family: family, fontSize: fontSize, weight: weight, bounds: bounds, alignment: alignment,
        wrapped: wrapped, truncation: truncation))
  }

  /// The layout of `request`: made once per process, and read from the font cache when an
  /// earlier run made it (then no library is loaded for it).
  public static func layout(_ request: TextLayoutRequest) -> LaidOutText? { layout(request, in: FontLibrary.shared) }

  /// `layout(_:)` with another library than the process's (tests).
  static func layout(_ request: TextLayoutRequest, in library: FontLibrary) -> LaidOutText? {
    library.withLock { library.layoutLocked(request) { font, face in make(request, font: font, face: face) } }
  }

  /// Lays `request` out with `face` (the face of `font`). Called with the library lock held.
  private static func make(_ request: TextLayoutRequest, font: ResolvedFont, face: FontFace) -> LaidOutText {
    let string = request.string
    let fontSize = request.fontSize
    let bounds = request.bounds
    let alignment = request.alignment
    let wrapped = request.wrapped
    let truncation = request.truncation
    let measure = Measure(face: face, size: fontSize)
    let maxWidth = bounds.width
    var texts: [String] = []
    for paragraph in paragraphs(string) {
      var lines = wrapped && maxWidth > 0 ? measure.wrap(paragraph, width: maxWidth) : [paragraph]
      if truncation != .none, maxWidth >= 0 {
        lines = lines.map { measure.width(of: $0) > maxWidth ? measure.truncate($0, width: maxWidth, mode: truncation) : $0 }
      }
      texts += lines
    }
    let metrics = face.metrics
    let pitch = metrics.lineHeight * fontSize
    if wrapped, truncation != .none, pitch > 0 {
      let fitting = max(1, Int(((bounds.height - (metrics.ascent + metrics.descent) * fontSize) / pitch + 1e-9).rounded(.down)) + 1)
      if texts.count > fitting {
        let rest = texts[(fitting - 1)...].joined(separator: " ")
        texts = Array(texts[..<(fitting - 1)]) + [measure.truncate(rest, width: maxWidth, mode: truncation, force: true)]
      }
    }
    var lines: [LaidOutText.Line] = []
    for (i, text) in texts.enumerated() {
      let baseline = bounds.minY + metrics.ascent * fontSize + Double(i) * pitch
      let glyphs = face.shape(text)
      let width = measure.width(of: trimmedTrailingSpaces(text))
      let x: Double
      switch alignment {
      case .left, .natural: x = bounds.minX
      case .center: x = bounds.minX + (bounds.width - width) / 2
      case .right: x = bounds.maxX - width
      }
      var pen = x
      var placed: [LaidOutText.Glyph] = []
      for glyph in glyphs {
        placed.append(.init(id: glyph.glyph, x: pen + glyph.xOffset * fontSize, y: baseline - glyph.yOffset * fontSize))
        pen += glyph.advance * fontSize
      }
      lines.append(.init(text: text, x: x, baseline: baseline, width: width, glyphs: placed))
    }
    return LaidOutText(font: font, metrics: metrics, fontSize: fontSize, lines: lines)
  }

  /// The font drawn for a family and weight, without laying anything out (from the font
  /// cache when it holds the answer).
  public static func font(family: String, weight: Int) -> ResolvedFont? {
    FontLibrary.shared.withLock { FontLibrary.shared.resolvedLocked(family: family, weight: TextLayoutRequest.askedWeight(weight)) }
  }

  /// Lays out `requests` (a scene's text layers as they are before any animation) on a
  /// thread of its own while the caller goes on (the evaluator, lint's set-up): from the
  /// font cache when it holds them, else with the libraries loaded and fontconfig asked
  /// on that thread. The first frame's layouts then find the answers made (or wait for the
  /// library's lock instead of doing the work themselves); the answers are the same whoever
  /// gets there first. While `preloadLibraries`' thread is still at work, the requests are
  /// handed to it instead: starting a thread then waited for the library's lock, which
  /// that thread's `dlopen`s hold (about 0.2 ms of a text scene's compile).
  public static func startLoading(_ requests: [TextLayoutRequest]) {
    guard !requests.isEmpty else { return }
    if !preload.withLock({ $0.hand(requests) }) { onLoadingThread { lay(requests) } }
  }

  /// Reads the font cache on a thread of its own before the scene's text is known (a file
  /// that looks as if it has text layers, while it is decoded), and loads the C libraries
  /// there too unless the cache holds answers (with them, a scene laid out before needs no
  /// library). The thread then lays out what `startLoading` handed it meanwhile.
  public static func preloadLibraries() {
    preload.withLock { $0.start() }
    onLoadingThread {
      let library = FontLibrary.shared
      library.withLock {
        if library.cache?.prepare() != true { _ = library.librariesLocked() }
      }
      while let requests = preload.withLock({ $0.takePending() }) { lay(requests) }
    }
  }

  /// Waits for the threads `preloadLibraries` and `startLoading` started (the process must
  /// not exit while a library is being loaded and set up, or under a thread using one),
  /// then writes the layouts this process made to the font cache. Before the process exits.
  public static func finish() {
    let started = loadingThreads.withLock { threads in
      defer { threads = [] }
      return threads
    }
    for thread in started { thread.join() }
    guard FontLibrary.sharedWasMade.load(ordering: .acquiring) else { return }
    let library = FontLibrary.shared
    library.withLock { library.saveLocked() }
  }

  /// Runs `work` on a thread `finish` waits for (on an idle core, WorkerThread: a thread
  /// started the usual way waits for this busy one to block, which here is not before the
  /// first frame); here when no thread can be made.
  private static func onLoadingThread(_ work: @escaping @Sendable () -> Void) {
    guard let thread = WorkerThread.start(work) else { return work() }
    loadingThreads.withLock { $0.append(thread) }
  }
  private static let loadingThreads = Mutex<[WorkerThread]>([])

  private static func lay(_ requests: [TextLayoutRequest]) {
    for request in requests { _ = layout(request) }
  }

  /// `preloadLibraries`' thread: whether it still takes requests, and the requests
  /// `startLoading` handed it.
  struct PreloadState {
    typealias Requests = [TextLayoutRequest]
    private(set) var isRunning = false
    private var pending: Requests = []

    mutating func start() {
      isRunning = true
    }

    /// Takes `requests` for the running thread; false when it takes no more.
    mutating func hand(_ requests: Requests) -> Bool {
      guard isRunning else { return false }
      pending += requests
      return true
    }

    /// What the thread is to resolve next; nil, and no more requests taken, when nothing is.
    mutating func takePending() -> Requests? {
      guard !pending.isEmpty else {
        isRunning = false
        return nil
      }
      defer { pending = [] }
      return pending
    }
  }
  private static let preload = Mutex(PreloadState())


  /// The family fontconfig draws a generic family with ("sans-serif" → "DejaVu Sans").
  public static func family(for generic: GenericFamily) -> String? {
    let library = FontLibrary.shared
    return library.withLock { library.resolvedLocked(family: generic.rawValue, weight: 400)?.family }
  }

  /// Why no text can be laid out on this machine (FreeType, HarfBuzz or fontconfig cannot
  /// be loaded), or nil when text works. Loads the libraries when asked first.
  public static var unavailableReason: String? {
    let library = FontLibrary.shared
    return library.withLock { library.loadErrorLocked() }
  }

  /// Paragraphs as Core Text splits them: at LF, CR LF or CR. (Swift keeps "\r\n" as one
  /// Character, so the three cases are three comparisons.)
  static func paragraphs(_ string: String) -> [String] {
    string.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map(String.init)
  }

  static func trimmedTrailingSpaces(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}

/// Advance widths in points with one face at one size. Called with the library lock held.
private struct Measure {
  let face: FontFace
  let size: Double

  func width(of text: String) -> Double {
    face.shape(text).reduce(0) { $0 + $1.advance } * size
  }

  /// Each character's advance (a ligature's on its first character), from one shaping of
  /// the whole text so kerning counts.
  func advances(_ characters: [Character]) -> [Double] {
    var starts: [Int] = []
    var offset = 0
    for character in characters {
      starts.append(offset)
      offset += character.utf8.count
    }
    var result = [Double](repeating: 0, count: characters.count)
    for glyph in face.shape(String(characters)) {
      // The character whose UTF-8 range holds the glyph's cluster.
      var lo = 0
      var hi = starts.count - 1
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if starts[mid] <= glyph.cluster { lo = mid } else { hi = mid - 1 }
      }
      if !result.isEmpty { result[lo] += glyph.advance * size }
    }
    return result
  }

  /// Greedy line breaking: as many words as fit; spaces at a line's end hang outside the
  /// width; a word wider than a line is broken between characters.
  func wrap(_ paragraph: String, width maxWidth: Double) -> [String] {
    let characters = Array(paragraph)
    guard !characters.isEmpty else { return [paragraph] }
    let advance = advances(characters)
    var lines: [String] = []
    var start = 0
    var width = 0.0
    var lastBreak: Int? = nil
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c.isWhitespace {
        width += advance[i]
        lastBreak = i + 1
        i += 1
        continue
      }
      if width + advance[i] > maxWidth + 1e-9, i > start {
        // Width of the text from `start` up to `i`, without trailing spaces.
        let end = (lastBreak.map { $0 > start ? $0 : i }) ?? i
        lines.append(String(characters[start..<end]))
        start = end
        width = advance[start..<i].reduce(0, +)
        lastBreak = nil
        continue
      }
      width += advance[i]
      if c == "-" { lastBreak = i + 1 }
      i += 1
    }
    lines.append(String(characters[start...]))
    return lines
  }

  /// `text` cut to fit `maxWidth` with an ellipsis at the start, middle or end. With
  /// `force` the ellipsis is written even when the text fits (it stands for dropped lines).
  func truncate(_ text: String, width maxWidth: Double, mode: TextTruncation, force: Bool = false) -> String {
    if !force && width(of: text) <= maxWidth { return text }
    let characters = Array(text)
    let ellipsis = TextLayouter.ellipsis
    func candidate(_ kept: Int) -> String {
      switch mode {
      case .none, .end:
        return TextLayouter.trimmedTrailingSpaces(String(characters.prefix(kept))) + ellipsis
      case .start:
        return ellipsis + String(String(characters.suffix(kept)).drop { $0.isWhitespace })
      case .middle:
        let head = (kept + 1) / 2
        return TextLayouter.trimmedTrailingSpaces(String(characters.prefix(head))) + ellipsis
          + String(String(characters.suffix(kept - head)).drop { $0.isWhitespace })
      }
    }
    // The most characters kept whose candidate fits (fitting only shrinks as kept grows).
    var lo = 0
    var hi = force ? characters.count : characters.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if width(of: candidate(mid)) <= maxWidth + 1e-9 { lo = mid } else { hi = mid - 1 }
    }
    return candidate(lo)
  }
}

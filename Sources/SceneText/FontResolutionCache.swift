import CFontconfig
import SceneOutput

#if canImport(Glibc)
  import Glibc
#endif

/// scenec's record of what fontconfig answered and of the layouts made with its fonts, so
/// that a run whose fonts are all recorded never starts fontconfig (starting it parses its
/// XML configuration and looks at every font folder's cache: some 27 M instructions and
/// 1,000 system calls, 7 ms, before the first frame with text), and a run whose text is all
/// laid out already does not load FreeType, HarfBuzz and fontconfig at all (eleven shared
/// objects, 1.5-3 ms before the first frame with text; docs/performance.md, "Text laid out
/// before").
///
/// One file (`$XDG_CACHE_HOME/scenec/fonts.cache`, else `~/.cache/scenec/fonts.cache`;
/// `SCENEC_FONT_CACHE` names another file, or turns the cache off when empty or `off`),
/// holding the `FontConfigurationState` the answers were given under; per requested
/// family and weight, the `ResolvedFont` with the identity of its font file; and per
/// `TextLayoutRequest`, the `LaidOutText` (LaidOutTextRecord), at most `layoutLimit` of
/// them, those of the latest run first. Answers and layouts are used only while the state
/// is the same and the font file unchanged; anything else — another state, a file that is
/// not exactly this format, unreadable or truncated — counts as empty, and the next answer
/// from fontconfig replaces the file, as does `save()` after new layouts (temporary file,
/// then rename; failures to write are ignored: the cache only saves time).
///
/// Not thread-safe: FontLibrary calls it with its lock held.
final class FontResolutionCache: @unchecked Sendable {
  static let environmentVariable = "SCENEC_FONT_CACHE"
  /// The first line; another version's file does not start with it.
  static let formatLine = "scenec font cache 2"

  let path: String
  /// More paths to probe (tests: a file standing for a configuration file).
  var extraProbes: [String] = []
  /// The most layouts the file keeps (a layout line is some 100-1,000 bytes).
  var layoutLimit = 1_000
  /// An answer is not recorded when a probed path changed less than this long (ns) before
  /// the process started, or since: fontconfig (started at any time in the process, by
  /// scenec or by a library such as librsvg) may have read the change half-made.
  var changeMargin: Int64 = 2_000_000_000

  private struct Entry {
    var font: ResolvedFont
    var identity: FileIdentity
  }
  /// nil until the file is read.
  private var entries: [String: Entry]?
  /// The state `entries` and the layouts were answered under.
  private var state: FontConfigurationState?
  /// The file's layouts, by request key: the fields after the key, read when asked for.
  private var storedLayouts: [String: ArraySlice<UInt8>] = [:]
  /// Their keys in the file's order.
  private var storedOrder: [String] = []
  /// Layouts made by this process (fields by key), their keys in the order last made, and
  /// the keys of stored ones it used.
  private var madeLayouts: [String: String] = [:]
  private var madeOrder: [String] = []
  private var usedKeys: Set<String> = []
  /// Each font file's identity as this process first saw it (one stat per file).
  private var fontIdentities: [String: String] = [:]
  /// True when layouts were made since the file was last written.
  private(set) var hasUnsavedLayouts = false

  init(path: String) { self.path = path }

  /// The cache `SCENEC_FONT_CACHE`, `XDG_CACHE_HOME` and `HOME` ask for; nil when off.
  static func fromEnvironment() -> FontResolutionCache? {
    if let setting = getenv(environmentVariable).map({ String(cString: $0) }) {
      return setting.isEmpty || setting == "off" ? nil : FontResolutionCache(path: setting)
    }
    if let cacheHome = FontConfigurationState.variable("XDG_CACHE_HOME"), cacheHome.hasPrefix("/") {
      return FontResolutionCache(path: cacheHome + "/scenec/fonts.cache")
    }
    guard let home = FontConfigurationState.variable("HOME") else { return nil }
    return FontResolutionCache(path: home + "/.cache/scenec/fonts.cache")
  }

  static func key(family: String, weight: Int) -> String { "\(weight)|\(family)" }

  /// Reads the file when that was not done yet: whether it holds anything that still
  /// holds (fontconfig need not be started for what it holds).
  @discardableResult
  func prepare() -> Bool {
    if entries == nil { read() }
    return state != nil
  }

  /// The recorded answer for `family` at `weight`, when it still holds.
  func font(family: String, weight: Int) -> ResolvedFont? {
    if entries == nil { read() }
    guard let entry = entries?[Self.key(family: family, weight: weight)],
      FileIdentity(path: entry.font.file) == entry.identity
    else { return nil }
    return entry.font
  }

  /// Records fontconfig's answer `font` (fontconfig is started, from `libraryFiles`) and
  /// writes the file, unless a probed path changed since the process started (less the
  /// margin).
  func record(_ font: ResolvedFont, fc: scenec_fontconfig_functions, libraryFiles: [String]) {
    if entries == nil { read() }
    let paths = Set(FontConfigurationState.pathsToProbe(fc: fc, libraryFiles: libraryFiles) + extraProbes).sorted()
    let now = FontConfigurationState.current(probing: paths)
    if now != state {
      entries = [:]
      storedLayouts = [:]
      storedOrder = []
      madeLayouts = [:]
      madeOrder = []
      usedKeys = []
      state = now
    }
    entries?[Self.key(family: font.requestedFamily, weight: font.requestedWeight)] = Entry(
      font: font, identity: FileIdentity(path: font.file))
    save()
  }

  /// The recorded layout for `request`, when it was laid out with `font` as its file is now.
  func layout(for request: TextLayoutRequest, font: ResolvedFont) -> LaidOutText? {
    if entries == nil { read() }
    let key = request.cacheKey
    let fields: ArraySlice<ArraySlice<UInt8>>
    if let made = madeLayouts[key] {
      fields = Array(made.utf8).split(separator: 9, omittingEmptySubsequences: false)[...]
    } else if let stored = storedLayouts[key] {
      fields = stored.split(separator: 9, omittingEmptySubsequences: false)[...]
    } else {
      return nil
    }
    guard
      let layout = LaidOutTextRecord.layout(
        from: fields, font: font, fontIdentity: fontIdentity(font.file), fontSize: request.fontSize)
    else { return nil }
    usedKeys.insert(key)
    return layout
  }

  /// Keeps `layout`, laid out for `request`, for `save()`; nothing while no state is known
  /// (no answer of this process or the file's is recorded under one).
  func record(_ layout: LaidOutText, for request: TextLayoutRequest) {
    if entries == nil { read() }
    guard state != nil, !Self.breaksFields(layout.font.file) else { return }
    let key = request.cacheKey
    let fields = LaidOutTextRecord.fields(of: layout, fontIdentity: fontIdentity(layout.font.file))
    if madeLayouts.updateValue(fields, forKey: key) != nil { madeOrder.removeAll { $0 == key } }
    madeOrder.append(key)
    hasUnsavedLayouts = true
  }

  /// Writes the file (answers and layouts), unless a probed path changed since the process
  /// started (less the margin).
  func save() {
    guard let state, !state.changed(since: Self.processStarted(), margin: changeMargin), let text = serialized()
    else { return }
    write(text)
    hasUnsavedLayouts = false
  }

  private func fontIdentity(_ file: String) -> String {
    if let known = fontIdentities[file] { return known }
    let identity = FileIdentity(path: file).text
    fontIdentities[file] = identity
    return identity
  }

  /// When this process started, in ns since 1970: now less the time since its start
  /// (/proc/self/stat's start time, in clock ticks after boot, against CLOCK_BOOTTIME).
  /// Now when that cannot be read.
  static func processStarted() -> Int64 {
    var real = timespec()
    var boot = timespec()
    clock_gettime(CLOCK_REALTIME, &real)
    clock_gettime(CLOCK_BOOTTIME, &boot)
    let now = Int64(real.tv_sec) * 1_000_000_000 + Int64(real.tv_nsec)
    // Field 22, the 20th after the command name's closing parenthesis.
    guard let stat = contents(of: "/proc/self/stat"), let close = stat.lastIndex(of: 41) else { return now }
    let fields = stat[(close + 1)...].split(separator: 32)
    let ticksPerSecond = Int64(sysconf(Int32(_SC_CLK_TCK)))
    guard fields.count > 19, ticksPerSecond > 0,
      let ticks = Int64(String(decoding: fields[19], as: UTF8.self))
    else { return now }
    let sinceBoot = Int64(boot.tv_sec) * 1_000_000_000 + Int64(boot.tv_nsec)
    return now - (sinceBoot - ticks * (1_000_000_000 / ticksPerSecond))
  }

  // MARK: The file

  private func serialized() -> String? {
    guard let state, let entries else { return nil }
    var lines = [Self.formatLine, "program " + state.program]
    lines += state.environment.map { "env " + $0 }
    lines += state.probes.map { "probe " + $0.identity.text + "\t" + $0.path }
    for key in entries.keys.sorted() {
      let entry = entries[key]!
      let f = entry.font
      // A tab or line break in a name would read back as another field or line: such an
      // answer is not recorded (it is asked of fontconfig in every run).
      guard ![f.requestedFamily, f.family, f.file].contains(where: Self.breaksFields) else { continue }
      lines.append(
        "font " + [
          f.requestedFamily, String(f.requestedWeight), f.family, f.file, String(f.faceIndex), String(f.weight),
          f.generic.rawValue, f.matchedByOtherName ? "1" : "0", entry.identity.text,
        ].joined(separator: "\t"))
    }
    for (key, fields) in layoutsToKeep() { lines.append("layout " + key + "\t" + fields) }
    // The same for the state: then nothing is recorded.
    guard !lines.contains(where: { $0.utf8.contains(10) || $0.utf8.contains(13) }),
      !state.environment.contains(where: Self.breaksFields)
    else { return nil }
    lines.append("end \(lines.count)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The layouts the file keeps: this process's (made, then used), then the file's others,
  /// at most `layoutLimit`.
  private func layoutsToKeep() -> [(key: String, fields: String)] {
    var kept = madeOrder.map { (key: $0, fields: madeLayouts[$0]!) }
    var seen = Set(madeOrder)
    let used = storedOrder.filter { usedKeys.contains($0) && !seen.contains($0) }
    let others = storedOrder.filter { !usedKeys.contains($0) && !seen.contains($0) }
    for key in used + others {
      guard kept.count < layoutLimit else { break }
      if seen.insert(key).inserted, let fields = storedLayouts[key] {
        kept.append((key, String(decoding: fields, as: UTF8.self)))
      }
    }
    return Array(kept.prefix(layoutLimit))
  }

  private static func breaksFields(_ text: String) -> Bool {
    text.utf8.contains { $0 == 9 || $0 == 10 || $0 == 13 }
  }

  /// Reads the file; entries stay empty unless it is whole, this format, and recorded
  /// under the state there is now. (Bytes, not Characters: splitting a String by
  /// Characters cost 3 M instructions here, more than all the rest.)
  private func read() {
    entries = [:]
    guard let bytes = Self.contents(of: path), bytes.last == 10 else { return }
    let lines = Self.lines(of: bytes)
    guard lines.count >= 3, lines[0].elementsEqual(Self.formatLine.utf8),
      lines[lines.count - 1].elementsEqual("end \(lines.count - 1)".utf8)
    else { return }
    var program: String?
    var environment: [String] = []
    var probes: [FontConfigurationState.Probe] = []
    var read: [String: Entry] = [:]
    var layouts: [String: ArraySlice<UInt8>] = [:]
    var order: [String] = []
    for line in lines.dropFirst().dropLast() {
      guard let space = line.firstIndex(of: 32) else { return }
      let kind = Self.string(line[..<space])
      if kind == "layout" {
        // The key is the first `keyFieldCount` fields; the rest is read when asked for.
        var tabs = 0
        var end = space + 1
        while end < line.endIndex {
          if line[end] == 9 {
            tabs += 1
            if tabs == Self.keyFieldCount { break }
          }
          end += 1
        }
        guard end < line.endIndex, let key = Self.string(line[(space + 1)..<end]) else { return }
        if layouts.updateValue(line[(end + 1)...], forKey: key) == nil { order.append(key) }
        continue
      }
      if kind == "probe" {
        guard let tab = line.firstIndex(of: 9),
          let identity = line[(space + 1)..<tab].withUnsafeBufferPointer({ FileIdentity(bytes: $0) }),
          let path = Self.string(line[(tab + 1)...])
        else { return }
        probes.append(.init(path: path, identity: identity))
        continue
      }
      guard let value = Self.string(line[(space + 1)...]) else { return }
      switch kind {
      case "program": program = value
      case "env": environment.append(value)
      case "font":
        guard let entry = Self.entry(value) else { return }
        read[Self.key(family: entry.font.requestedFamily, weight: entry.font.requestedWeight)] = entry
      default: return
      }
    }
    guard let program else { return }
    let recorded = FontConfigurationState(program: program, environment: environment, probes: probes)
    guard recorded == FontConfigurationState.current(probing: probes.map(\.path)) else { return }
    state = recorded
    entries = read
    storedLayouts = layouts
    storedOrder = order
  }

  /// How many fields of a `layout` line are its request (`TextLayoutRequest.cacheKey`).
  static let keyFieldCount = 11

  private static func string(_ bytes: ArraySlice<UInt8>) -> String? { CacheField.text(bytes) }

  /// The lines of `bytes`, which end with a line break (empty lines kept). Found with
  /// `memchr`: the generic `split` cost 33 instructions a byte.
  private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = 0
      while start < buffer.count, let found = memchr(base + start, 10, buffer.count - start) {
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        lines.append(bytes[start..<end])
        start = end + 1
      }
    }
    return lines
  }

  private static func entry(_ value: String) -> Entry? {
    let f = value.utf8.split(separator: 9, omittingEmptySubsequences: false).map { String(Substring($0)) }
    guard f.count == 9, let requestedWeight = Int(f[1]), let faceIndex = Int(f[4]), let weight = Int(f[5]),
      let generic = GenericFamily(rawValue: f[6]), f[7] == "0" || f[7] == "1", let identity = FileIdentity(text: f[8])
    else { return nil }
    var font = ResolvedFont(
      requestedFamily: f[0], requestedWeight: requestedWeight, family: f[2], file: f[3], faceIndex: faceIndex,
      weight: weight, generic: generic)
    font.matchedByOtherName = f[7] == "1"
    return Entry(font: font, identity: identity)
  }

  /// Only the user's own file: another's could point FreeType at any file. A cache is a
  /// few kilobytes; anything far larger is not one.
  private static func contents(of path: String) -> [UInt8]? {
    FileBytes.read(path, limit: 4 << 20, ownerOnly: true)
  }

  /// Temporary file beside the cache, then rename; any failure leaves things as they were.
  private func write(_ text: String) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    if !folder.isEmpty { Self.makeFolders(folder) }
    removeAbandonedTemporaries(in: folder.isEmpty ? "/" : folder)
    let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    let closed = close(fd) == 0
    if written != bytes.count || !closed || rename(temporary, path) != 0 { unlink(temporary) }
  }

  /// Removes the temporaries of runs that ended before renaming theirs (killed, or exited
  /// while the thread that loads fonts was writing): `NAME.tmp-PID-N` whose PID is gone.
  private func removeAbandonedTemporaries(in folder: String) {
    let prefix = Array((path.split(separator: "/").last.map(String.init) ?? path).utf8) + Array(".tmp-".utf8)
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard name.starts(with: prefix) else { continue }
      let rest = name[prefix.count...]
      guard let dash = rest.firstIndex(of: 45), let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self)),
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder + "/" + String(decoding: name, as: UTF8.self))
    }
  }

  /// `mkdir -p`, private to the user (it is under their home); errors are left to `open`.
  private static func makeFolders(_ folder: String) {
    if mkdir(folder, 0o700) == 0 || errno == EEXIST { return }
    guard errno == ENOENT, let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return }
    makeFolders(String(folder[..<slash]))
    _ = mkdir(folder, 0o700)
  }
}

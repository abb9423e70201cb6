import Foundation
import SceneTestSupport
import XCTest

@testable import SceneText

/// The font cache (FontResolutionCache): a warm run answers without fontconfig, exactly as
/// fontconfig does; every change that could change fontconfig's answer, and every file
/// that is not a whole cache of this version, sends the run back to fontconfig. Each test
/// uses a cache file of its own in a temporary folder, never the user's.
final class FontResolutionCacheTests: FontCacheTestCase {
  /// Requests covering an installed family, a bold face, a metric-compatible stand-in, a
  /// sans-serif stand-in and a monospace family's generic stand-in.
  static let requests: [(String, Int)] = [
    ("DejaVu Sans", 400), ("Liberation Serif", 700), ("Helvetica", 400), ("Helvetica Neue", 100), ("Menlo", 400),
  ]

  /// A library of its own with the cache at `path` (nil: none). Changes are recorded
  /// however recent (the tests change files just before).
  func library(_ path: String?, probing extra: [String] = []) -> FontLibrary {
    let cache = path.map { FontResolutionCache(path: $0) }
    cache?.extraProbes = extra
    cache?.changeMargin = -(1 << 62)
    return FontLibrary(cache: cache)
  }

  func resolveAll(_ library: FontLibrary) -> [ResolvedFont?] {
    library.withLock { Self.requests.map { library.resolvedLocked(family: $0.0, weight: $0.1) } }
  }

  /// What fontconfig answers, without any cache.
  lazy var cold: [ResolvedFont?] = resolveAll(library(nil))

  func testAWarmCacheAnswersExactlyWithoutAskingFontconfig() throws {
    let first = library(cachePath)
    XCTAssertEqual(resolveAll(first), cold)
    XCTAssertEqual(first.fontconfigResolutions, Self.requests.count)
    XCTAssertTrue(FileManager.default.fileExists(atPath: cachePath))
    XCTAssertTrue(cold.allSatisfy { $0 != nil })
    // Installed families and stand-ins (Helvetica's depends on the fonts installed).
    XCTAssertEqual([0, 1, 3, 4].map { cold[$0]?.isFallback }, [false, false, true, true])
    XCTAssertEqual(cold[4]?.generic, .monospace)

    let warm = library(cachePath)
    XCTAssertEqual(resolveAll(warm), cold)
    XCTAssertEqual(warm.fontconfigResolutions, 0)
    // Asked again in the same process: neither fontconfig nor the file.
    XCTAssertEqual(resolveAll(warm), cold)
    XCTAssertEqual(warm.fontconfigResolutions, 0)
  }

  /// An answer depends on the files of FreeType, HarfBuzz and fontconfig and on every
  /// library they load in turn (zlib, libpng, brotli, graphite2, GLib, expat, libc …): the
  /// cache probes each of them, as `ldd` lists them, so an upgrade of any one is a change.
  func testEveryLibraryTheTextLibrariesLoadIsProbed() throws {
    _ = resolveAll(library(cachePath))
    let text = try String(contentsOfFile: cachePath, encoding: .utf8)
    let probed = Set(
      text.split(separator: "\n").filter { $0.hasPrefix("probe ") }.compactMap { $0.split(separator: "\t").last.map(String.init) })
    let libraries = try TextLibraries.loaded.get()
    let direct = libraries.files.filter { ["libfreetype.so.6", "libharfbuzz.so.0", "libfontconfig.so.1"].contains(($0 as NSString).lastPathComponent) }
    XCTAssertEqual(direct.count, 3, "\(libraries.files)")
    let expected = try lddDependencies(of: direct)
    XCTAssertEqual(Set(libraries.files), expected)
    XCTAssertTrue(expected.isSubset(of: probed), "not probed: \(expected.subtracting(probed).sorted())")
    XCTAssertTrue(expected.contains { $0.hasSuffix("/libz.so.1") } && expected.contains { $0.hasSuffix("/libgraphite2.so.3") })
  }

  func testAFamilyNotYetRecordedIsAskedAndAddedWithoutLosingTheOthers() throws {
    let first = library(cachePath)
    _ = first.withLock { first.resolvedLocked(family: "DejaVu Sans", weight: 400) }
    let second = library(cachePath)
    XCTAssertEqual(resolveAll(second), cold)
    XCTAssertEqual(second.fontconfigResolutions, Self.requests.count - 1)
    let third = library(cachePath)
    XCTAssertEqual(resolveAll(third), cold)
    XCTAssertEqual(third.fontconfigResolutions, 0)
  }

  func testAFamilyWithATabOrLineBreakIsNotRecordedAndSpoilsNothing() throws {
    let odd = ["Dejavu\tSans", "DejaVu\nSans", "DejaVu\r\nSans"]
    let first = library(cachePath)
    _ = resolveAll(first)
    let oddCold = first.withLock { odd.map { first.resolvedLocked(family: $0, weight: 400) } }
    XCTAssertTrue(oddCold.allSatisfy { $0 != nil })
    let second = library(cachePath)
    XCTAssertEqual(resolveAll(second), cold)
    XCTAssertEqual(second.withLock { odd.map { second.resolvedLocked(family: $0, weight: 400) } }, oddCold)
    XCTAssertEqual(second.fontconfigResolutions, odd.count, "only the odd names are asked again")
  }

  func testAChangedConfigurationFileMakesItResolveAgain() throws {
    let configuration = folder.appendingPathComponent("fonts.conf")
    try Data("<fontconfig/>\n".utf8).write(to: configuration)
    let probes = [configuration.path]
    _ = resolveAll(library(cachePath, probing: probes))
    let unchanged = library(cachePath, probing: probes)
    XCTAssertEqual(resolveAll(unchanged), cold)
    XCTAssertEqual(unchanged.fontconfigResolutions, 0)

    // Another size.
    try Data("<fontconfig></fontconfig>\n".utf8).write(to: configuration)
    let resized = library(cachePath, probing: probes)
    XCTAssertEqual(resolveAll(resized), cold)
    XCTAssertEqual(resized.fontconfigResolutions, Self.requests.count)

    // The same size, another modification time only.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: configuration.path)
    let touched = library(cachePath, probing: probes)
    XCTAssertEqual(resolveAll(touched), cold)
    XCTAssertEqual(touched.fontconfigResolutions, Self.requests.count)

    // Removed, then created again: both are changes.
    try FileManager.default.removeItem(at: configuration)
    let removed = library(cachePath, probing: probes)
    XCTAssertEqual(resolveAll(removed), cold)
    XCTAssertEqual(removed.fontconfigResolutions, Self.requests.count)
    try Data("<fontconfig/>\n".utf8).write(to: configuration)
    let created = library(cachePath, probing: probes)
    XCTAssertEqual(resolveAll(created), cold)
    XCTAssertEqual(created.fontconfigResolutions, Self.requests.count)
  }

  func testARemovedOrChangedFontFileMakesItResolveAgain() throws {
    _ = resolveAll(library(cachePath))
    // The recorded answer for DejaVu Sans now names a copy of its file.
    let original = try XCTUnwrap(cold[0])
    let copy = folder.appendingPathComponent("DejaVuSans.ttf")
    try FileManager.default.copyItem(atPath: original.file, toPath: copy.path)
    try rewriteEntry(family: "DejaVu Sans", file: copy.path)
    let pointed = library(cachePath)
    let answered = try XCTUnwrap(pointed.withLock { pointed.resolvedLocked(family: "DejaVu Sans", weight: 400) })
    XCTAssertEqual(answered.file, copy.path, "the test's own entry is what the cache answers")
    XCTAssertEqual(pointed.fontconfigResolutions, 0)

    // The same file changed in place (same name, same folder).
    let handle = try FileHandle(forWritingTo: copy)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    let changed = library(cachePath)
    XCTAssertEqual(changed.withLock { changed.resolvedLocked(family: "DejaVu Sans", weight: 400) }, original)
    XCTAssertEqual(changed.fontconfigResolutions, 1)

    // Removed.
    try rewriteEntry(family: "DejaVu Sans", file: copy.path)
    try FileManager.default.removeItem(at: copy)
    let removed = library(cachePath)
    XCTAssertEqual(removed.withLock { removed.resolvedLocked(family: "DejaVu Sans", weight: 400) }, original)
    XCTAssertEqual(removed.fontconfigResolutions, 1)
  }

  func testAnotherFontconfigFileSettingMakesItResolveAgain() throws {
    _ = resolveAll(library(cachePath))
    let previous = getenv("FONTCONFIG_FILE").map { String(cString: $0) }
    defer {
      if let previous { setenv("FONTCONFIG_FILE", previous, 1) } else { unsetenv("FONTCONFIG_FILE") }
    }
    // The same file by another name: fontconfig (started already) answers the same.
    setenv("FONTCONFIG_FILE", "/etc/fonts/../fonts/fonts.conf", 1)
    let other = library(cachePath)
    XCTAssertEqual(resolveAll(other), cold)
    XCTAssertEqual(other.fontconfigResolutions, Self.requests.count)
    let again = library(cachePath)
    XCTAssertEqual(resolveAll(again), cold)
    XCTAssertEqual(again.fontconfigResolutions, 0)
  }

  func testCorruptTruncatedOrOtherVersionFilesAreIgnoredAndReplaced() throws {
    _ = resolveAll(library(cachePath))
    let whole = try Data(contentsOf: URL(fileURLWithPath: cachePath))
    let text = String(decoding: whole, as: UTF8.self)
    let spoiled: [(String, Data)] = [
      ("empty", Data()),
      ("truncated", whole.prefix(whole.count / 2)),
      ("last line cut", whole.dropLast(2)),
      ("another version", Data(text.replacingOccurrences(of: FontResolutionCache.formatLine, with: "scenec font cache 3").utf8)),
      ("a line dropped", Data(text.split(separator: "\n").filter { !$0.hasPrefix("env LANG") }.joined(separator: "\n").utf8 + [10])),
      ("a bad field", Data(text.replacingOccurrences(of: "\t400\t", with: "\tfour hundred\t").utf8)),
      ("not UTF-8", Data([0xff, 0xfe, 0x00, 0x41])),
      ("random bytes", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })),
    ]
    for (what, bytes) in spoiled {
      try bytes.write(to: URL(fileURLWithPath: cachePath))
      let spoilt = library(cachePath)
      XCTAssertEqual(resolveAll(spoilt), cold, what)
      XCTAssertEqual(spoilt.fontconfigResolutions, Self.requests.count, what)
      let repaired = library(cachePath)
      XCTAssertEqual(resolveAll(repaired), cold, what)
      XCTAssertEqual(repaired.fontconfigResolutions, 0, "\(what): the file is whole again")
    }
    // A folder where the file should be.
    try FileManager.default.removeItem(atPath: cachePath)
    try FileManager.default.createDirectory(atPath: cachePath, withIntermediateDirectories: false)
    let blocked = library(cachePath)
    XCTAssertEqual(resolveAll(blocked), cold)
    XCTAssertEqual(blocked.fontconfigResolutions, Self.requests.count)
  }

  func testAnUnwritableCacheFolderIsNotAnError() throws {
    // A file where the folder should be, and a folder no one may create (tests run as root,
    // for whom permission bits do not block: /proc refuses everyone).
    let file = folder.appendingPathComponent("a file")
    try Data().write(to: file)
    for path in [file.path + "/scenec/fonts.cache", "/proc/scenec-font-cache-test/fonts.cache"] {
      for _ in 0..<2 {
        let unwritable = library(path)
        XCTAssertEqual(resolveAll(unwritable), cold, path)
        XCTAssertEqual(unwritable.fontconfigResolutions, Self.requests.count, path)
      }
      XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
    // Nothing but the file is left beside a written cache: no temporaries of its own, and
    // those of runs that are gone are removed (a live run's is left alone).
    let abandoned = folder.appendingPathComponent("fonts.cache.tmp-\(Int32.max - 1)-7").path
    let live = folder.appendingPathComponent("fonts.cache.tmp-1-7").path  // init never ends
    try Data("half".utf8).write(to: URL(fileURLWithPath: abandoned))
    try Data("half".utf8).write(to: URL(fileURLWithPath: live))
    _ = resolveAll(library(cachePath))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a file", "fonts.cache", "fonts.cache.tmp-1-7"])
  }

  func testAnAnswerIsNotRecordedWhenTheConfigurationChangedJustBefore() throws {
    let configuration = folder.appendingPathComponent("fonts.conf")
    try Data("<fontconfig/>\n".utf8).write(to: configuration)
    let cache = FontResolutionCache(path: cachePath)
    cache.extraProbes = [configuration.path]  // the default margin: changed a moment ago
    let library = FontLibrary(cache: cache)
    XCTAssertEqual(resolveAll(library), cold)
    XCTAssertFalse(FileManager.default.fileExists(atPath: cachePath))
  }

  /// The start of this process: the same at every call (not "now", the fallback), in the
  /// past, and within the last day.
  func testTheProcessStartIsFixedAndInThePast() throws {
    let first = FontResolutionCache.processStarted()
    usleep(100_000)
    let second = FontResolutionCache.processStarted()
    let now = Int64(Date().timeIntervalSince1970 * 1e9)
    XCTAssertLessThan(abs(second - first), 20_000_000, "clock ticks are 10 ms")
    XCTAssertLessThan(second, now - 90_000_000)
    XCTAssertGreaterThan(second, now - 86_400_000_000_000)
  }

  func testTheEnvironmentVariableTurnsTheCacheOffOrMovesIt() throws {
    let names = [FontResolutionCache.environmentVariable, "XDG_CACHE_HOME", "HOME"]
    let saved = names.map { getenv($0).map { String(cString: $0) } }
    defer {
      for (name, value) in zip(names, saved) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }
    setenv("HOME", "/home/someone", 1)
    setenv("XDG_CACHE_HOME", "/var/cache/someone", 1)
    setenv(FontResolutionCache.environmentVariable, "off", 1)
    XCTAssertNil(FontResolutionCache.fromEnvironment())
    setenv(FontResolutionCache.environmentVariable, "", 1)
    XCTAssertNil(FontResolutionCache.fromEnvironment())
    setenv(FontResolutionCache.environmentVariable, "/somewhere/else.cache", 1)
    XCTAssertEqual(FontResolutionCache.fromEnvironment()?.path, "/somewhere/else.cache")
    unsetenv(FontResolutionCache.environmentVariable)
    XCTAssertEqual(FontResolutionCache.fromEnvironment()?.path, "/var/cache/someone/scenec/fonts.cache")
    setenv("XDG_CACHE_HOME", "relative", 1)  // not absolute: ignored, as the XDG rules say
    XCTAssertEqual(FontResolutionCache.fromEnvironment()?.path, "/home/someone/.cache/scenec/fonts.cache")
    unsetenv("XDG_CACHE_HOME")
    XCTAssertEqual(FontResolutionCache.fromEnvironment()?.path, "/home/someone/.cache/scenec/fonts.cache")
    unsetenv("HOME")
    XCTAssertNil(FontResolutionCache.fromEnvironment())
  }

  /// A text scene's frames, manifest and warnings from `scenec compile` with the cache cold,
  /// warm and off: the same bytes, with text as `<text>` and as glyph outlines.
  func testFramesAreTheSameWithTheCacheColdWarmAndOff() throws {
    let scene = packageRoot().appendingPathComponent("scenes/welcome.yaml").path
    for text in ["text", "outlines"] {
      let path = folder.appendingPathComponent("cli-\(text).cache").path
      func compile(_ setting: String) throws -> (files: [String: Data], stderr: String) {
        let output = folder.appendingPathComponent("out-\(text)-\(setting == "off" ? "off" : "on")")
        try? FileManager.default.removeItem(at: output)
        let run = runCLI(
          ["compile", scene, "-o", output.path, "--frames", "270-272", "--text", text, "--jobs", "2"],
          environment: [FontResolutionCache.environmentVariable: setting])
        XCTAssertEqual(run.status, 0, run.stderr)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
          files[name] = try Data(contentsOf: output.appendingPathComponent(name))
        }
        // The summary line holds the time taken.
        let stderr = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("wrote ") }.joined(separator: "\n")
        return (files, stderr)
      }
      let cold = try compile(path)
      XCTAssertTrue(FileManager.default.fileExists(atPath: path), "the cold run wrote the cache")
      XCTAssertTrue(cold.stderr.contains("[font-fallback]"), cold.stderr)
      XCTAssertEqual(cold.files.count, 4, "three frames and the manifest")
      let svg = String(decoding: cold.files["frame-00270.svg"] ?? Data(), as: UTF8.self)
      XCTAssertTrue(svg.contains(text == "text" ? "<text" : "<path"), svg)
      let recorded = try Data(contentsOf: URL(fileURLWithPath: path))
      let warm = try compile(path)
      let off = try compile("off")
      for (what, run) in [("warm", warm), ("off", off)] {
        XCTAssertEqual(run.files, cold.files, "\(what), --text \(text)")
        XCTAssertEqual(run.stderr, cold.stderr, "\(what), --text \(text)")
      }
      XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), recorded, "a warm run does not rewrite the cache")
    }
  }

  /// Points the recorded answer for `family` at 400 to `file`, with that file's identity.
  func rewriteEntry(family: String, file: String) throws {
    let text = try String(contentsOfFile: cachePath, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard line.hasPrefix("font " + family + "\t400\t"), fields.count == 9 else { return String(line) }
      fields[3] = file
      fields[8] = FileIdentity(path: file).text
      return fields.joined(separator: "\t")
    }
    try lines.joined(separator: "\n").write(toFile: cachePath, atomically: true, encoding: .utf8)
  }
}

/// FileIdentity's one-word form, which the cache file holds for every probed path.
final class FileIdentityTests: XCTestCase {
  func testTheTextFormRoundTripsAndRejectsAnythingElse() throws {
    let status = FileIdentity.Status(inode: 42, size: 0, modified: 1_796_143_072_532_279_183, changed: Int64.max)
    let identity = FileIdentity(status: status)
    XCTAssertEqual(identity.text, "42:0:1796143072532279183:9223372036854775807")
    XCTAssertEqual(FileIdentity(text: identity.text), identity)
    XCTAssertEqual(FileIdentity(text: "-"), FileIdentity(status: nil))
    XCTAssertEqual(FileIdentity(path: "/no/such/file"), FileIdentity(status: nil))
    let real = FileIdentity(path: "/etc/fonts/fonts.conf")
    XCTAssertNotNil(real.status)
    XCTAssertEqual(FileIdentity(text: real.text), real)
    for bad in ["", "--", "1:2:3", "1:2:3:4:5", "1:2::4", "1:2:3:x", "1:2:3:9223372036854775808", " 1:2:3:4", "1:-2:3:4"] {
      XCTAssertNil(FileIdentity(text: bad), bad)
    }
  }
}

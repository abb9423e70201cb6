import Foundation
import SceneTestSupport
import XCTest

/// End-to-end checks of the built `scenec` against docs/cli.md and docs/scene-format.md, sentence by sentence:
/// "Units and values", "Time and frames", "What the compiler writes" and "Command line".
/// Each test names the statement it checks.
final class ContractTests: XCTestCase {
  // MARK: - Helpers

  /// Writes `text` to `name` in `directory` (a fresh temporary folder when nil).
  @discardableResult
  func write(_ text: String, name: String = "scene.yaml", in directory: URL? = nil) -> URL {
    let folder = directory ?? temporaryDirectory()
    let url = folder.appendingPathComponent(name)
    try! FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
      XCTFail("not a JSON object: \(text)", file: file, line: line)
      return [:]
    }
    return object
  }

  /// The top-level timeline of `scene`, with extra arguments.
  func timeline(_ scene: URL, _ extra: [String] = [], file: StaticString = #filePath, line: UInt = #line)
    -> (json: [String: Any], text: String)
  {
    let result = runCLI(["timeline", scene.path] + extra)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    return (jsonObject(result.stdout, file: file, line: line), result.stdout)
  }

  func tracks(_ json: [String: Any]) -> [[String: Any]] { json["tracks"] as? [[String: Any]] ?? [] }

  func track(_ json: [String: Any], layer: String, keyPath: String) -> [Any]? {
    tracks(json).first { $0["layer"] as? String == layer && $0["keyPath"] as? String == keyPath }?["values"]
      as? [Any]
  }

  /// sha256 of a file as /usr/bin/sha256sum computes it (an implementation independent of scenec's).
  func sha256sum(_ url: URL) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try! process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: data, as: UTF8.self).prefix(64))
  }

  /// The numbers written after `"key": ` in `text`, read with Swift's exact parser
  /// (Foundation's JSONSerialization on Linux may be off by an ulp or two).
  func rawNumbers(_ key: String, in text: String) -> [Double] {
    let regex = try! NSRegularExpression(pattern: "\"\(key)\": (-?[0-9][0-9.eE+-]*)")
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      Double(text[Range($0.range(at: 1), in: text)!]) ?? .nan
    }
  }

  func files(_ directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

  /// Asserts that `keys` (quoted, followed by ':') first appear in `text` in this order.
  func assertKeyOrder(_ keys: [String], in text: String, file: StaticString = #filePath, line: UInt = #line) {
    var positions: [Int] = []
    for key in keys {
      guard let range = text.range(of: "\"\(key)\":") else {
        XCTFail("no key '\(key)' in \(text.prefix(400))", file: file, line: line)
        return
      }
      positions.append(text.distance(from: text.startIndex, to: range.lowerBound))
    }
    XCTAssertEqual(positions, positions.sorted(), "key order \(keys)", file: file, line: line)
  }

  /// Every number in an SVG document: tokens starting with a digit or '-' that do not continue
  /// a word, a color (`#1e3a5b`) or an id (`dot-i1`), with an optional exponent so one is caught.
  static func numberTokens(_ svg: String) -> [String] {
    let pattern = #"(?<![#\w.-])-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?"#
    let regex = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(svg.startIndex..., in: svg)
    return regex.matches(in: svg, range: range).map { String(svg[Range($0.range, in: svg)!]) }
  }

  /// The numbers of an SVG frame: no exponent, no `-0`, at most `decimals` decimals.
  func assertNumbers(
    in svg: String, decimals: Int, name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    // Skip the XML declaration and the SVG version (not numbers scenec formats).
    let body = (svg.components(separatedBy: "?>").last ?? svg)
      .replacingOccurrences(of: "version=\"1.1\"", with: "")
    for token in Self.numberTokens(body) {
      XCTAssertFalse(
        token.contains("e") || token.contains("E"), "\(name): exponent in \(token)", file: file, line: line)
      XCTAssertNil(
        token.range(of: #"^-0(\.0+)?$"#, options: .regularExpression), "\(name): \(token)", file: file,
        line: line)
      let fraction = token.split(separator: ".").dropFirst().first ?? ""
      XCTAssertLessThanOrEqual(fraction.count, decimals, "\(name): \(token)", file: file, line: line)
    }
  }

  /// A scene with a little of everything the SVG writer draws, animated, with numbers that need
  /// rounding (1/3, 2/3) and angles whose sines are tiny (exponents, -0 if unguarded).
  static let richScene = """
    version: 1
    scene: { name: rich, size: [200, 150], fps: 12, duration: 1, background: "#fafafa" }
    defs:
      paths: { wave: { d: "M 0 0 C 10 -20 30 20 40 0 A 20 20 0 0 1 80 0" } }
    layers:
      - id: title
        type: text
        string: "Hello scenes"
        fontSize: 13.333333
        foregroundColor: "#202020"
        bounds: [0, 0, 120, 20]
        position: [100, 15]
        shadowOpacity: 0.3
        shadowOffset: [0.3333333, -1]
      - id: line
        type: shape
        path: "$wave"
        position: [60.333333, 70.666667]
        fillColor: clear
        strokeColor: "#0050a0"
        lineWidth: 2.3333333
        animations:
          - { keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 1 }
          - { keyPath: strokeStart, fromValue: 0, toValue: 0.3333333, duration: 1 }
          - { keyPath: transform.rotation.z, fromValue: "-180deg", toValue: "180deg", duration: 0.5,
              repeatCount: 2 }
      - id: fade
        type: gradient
        colors: ["#ff0000", "#0000ff"]
        bounds: [0, 0, 30, 30]
        position: [170, 110]
        cornerRadius: 3.333333
        masksToBounds: true
        animations:
          - { keyPath: opacity, fromValue: 1, toValue: 0.3333333, duration: 1, timingFunction: easeInEaseOut }
      - id: copies
        type: replicator
        instanceCount: 3
        instanceTransform: { translation: [11.111111, 0], rotation: "120deg" }
        instanceDelay: 0.1
        position: [40, 120]
        sublayers:
          - id: dot
            bounds: [0, 0, 6.6666667, 6.6666667]
            backgroundColor: "#00a050"
            cornerRadius: 3.3333333
            animations:
              - { keyPath: position.y, fromValue: 0, toValue: -0.0001, duration: 1 }

    """

  static let dotScene = CLIScenes.dot

  // MARK: - Time and frames

  /// "A scene of duration D has floor(D·fps + 1e-9) + 1 frames, so the last frame shows t = D
  /// when D·fps is whole." D·fps computed in doubles falls just short of a whole number for
  /// these (python3: 0.29*100 = 28.999999999999996, 1.13*100 = 112.99999999999999,
  /// 0.57*100 = 56.99999999999999); 0.26*30 = 7.8 and 0.016*60 = 0.96 are not whole.
  func testFrameCountIsFloorOfDurationTimesFPSPlusOne() {
    let cases: [(duration: String, fps: Int, frames: Int)] = [
      ("0.29", 100, 30), ("1.13", 100, 114), ("0.57", 100, 58), ("0.26", 30, 8), ("0.016", 60, 1),
      ("0", 60, 1), ("4.35", 20, 88), ("2", 24, 49),
    ]
    for (duration, fps, frames) in cases {
      let scene = write(
        "version: 1\nscene: { name: t, size: [4, 4], fps: \(fps), duration: \(duration) }\nlayers: []\n")
      let json = timeline(scene).json
      XCTAssertEqual(json["frameCount"] as? Int, frames, "D=\(duration) fps=\(fps)")
      XCTAssertEqual(json["fps"] as? Double, Double(fps))
      XCTAssertEqual(json["duration"] as? Double, Double(duration)!)
    }
  }

  /// "Frame i (0-based) shows the scene at t = i / fps", and the last frame shows t = D.
  func testFrameIShowsTimeIOverFPS() throws {
    let scene = write(
      """
      version: 1
      scene: { name: clock, size: [10, 10], fps: 100, duration: 0.29 }
      layers:
        - id: a
          animations:
            - { keyPath: opacity, fromValue: 0, toValue: 0.29, duration: 0.29, timingFunction: linear }

      """)
    let json = timeline(scene).json
    let values = try XCTUnwrap(track(json, layer: "a", keyPath: "opacity") as? [Double])
    XCTAssertEqual(values.count, 30)
    // Linear from 0 to 0.29 over 0.29 s: the value is the time itself.
    for (i, value) in values.enumerated() {
      XCTAssertEqual(value, Double(i) / 100, accuracy: 1e-12, "frame \(i)")
    }
    XCTAssertEqual(values.last!, 0.29, accuracy: 1e-12, "the last frame shows t = D (the end instant)")

    let out = temporaryDirectory()
    XCTAssertEqual(runCLI(["compile", scene.path, "-o", out.path]).status, 0)
    let times = rawNumbers("time", in: read(out.appendingPathComponent("manifest.json")))
    XCTAssertEqual(times, (0..<30).map { Double($0) / 100 })
  }

  /// `--fps` changes the frame rate: frame count and times follow it.
  func testFPSOptionChangesTheFrameGrid() {
    let scene = write(Self.dotScene)
    let out = temporaryDirectory()
    XCTAssertEqual(runCLI(["compile", scene.path, "-o", out.path, "--fps", "30"]).status, 0)
    let manifest = jsonObject(read(out.appendingPathComponent("manifest.json")))
    XCTAssertEqual(manifest["fps"] as? Double, 30)
    XCTAssertEqual(manifest["frameCount"] as? Int, 16)  // floor(0.5·30 + 1e-9) + 1
    let frames = manifest["frames"] as? [[String: Any]] ?? []
    XCTAssertEqual(frames.count, 16)
    XCTAssertEqual(rawNumbers("time", in: read(out.appendingPathComponent("manifest.json")))[1], 1.0 / 30)
    XCTAssertEqual(files(out).count, 17)
  }

  // MARK: - What the compiler writes

  /// "`frame-00000.svg` … (five digits, more when needed) and `manifest.json`" with the keys
  /// `{ scene, fps, size, duration, frameCount, frames: [ { file, time, sha256 } ] }`, and each
  /// sha256 is the file's.
  func testManifestKeysAndSHA256() throws {
    let scene = write(Self.dotScene)
    let out = temporaryDirectory().appendingPathComponent("frames")
    let result = runCLI(["compile", scene.path, "-o", out.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      files(out), (0...5).map { "frame-0000\($0).svg" } + ["manifest.json"])

    let text = read(out.appendingPathComponent("manifest.json"))
    assertKeyOrder(["scene", "fps", "size", "duration", "frameCount", "frames"], in: text)
    assertKeyOrder(["file", "time", "sha256"], in: text)
    let manifest = jsonObject(text)
    XCTAssertEqual(Set(manifest.keys), ["scene", "fps", "size", "duration", "frameCount", "frames"])
    XCTAssertEqual(manifest["scene"] as? String, "dot")
    XCTAssertEqual(manifest["fps"] as? Double, 10)
    XCTAssertEqual(manifest["size"] as? [Double], [40, 20])
    XCTAssertEqual(manifest["duration"] as? Double, 0.5)
    XCTAssertEqual(manifest["frameCount"] as? Int, 6)
    let frames = try XCTUnwrap(manifest["frames"] as? [[String: Any]])
    XCTAssertEqual(frames.count, 6)
    for (i, frame) in frames.enumerated() {
      XCTAssertEqual(Set(frame.keys), ["file", "time", "sha256"])
      let name = try XCTUnwrap(frame["file"] as? String)
      XCTAssertEqual(name, "frame-0000\(i).svg")
      XCTAssertEqual(rawNumbers("time", in: text)[i], Double(i) / 10)
      XCTAssertEqual(frame["sha256"] as? String, sha256sum(out.appendingPathComponent(name)), name)
    }
  }

  /// "five digits, more when needed": frame 99999 is `frame-99999.svg`, frame 100000 needs six
  /// digits. A 2000 s scene at 60 fps has 120001 frames; only four are written.
  func testFrameNamesGrowPastFiveDigitsWhenTheIndexNeedsIt() throws {
    let scene = write(
      """
      version: 1
      scene: { name: long, size: [4, 4], fps: 60, duration: 2000 }
      layers:
        - id: a
          bounds: [0, 0, 2, 2]
          backgroundColor: red
          animations:
            - { keyPath: position.x, fromValue: 0, toValue: 2000, duration: 2000 }

      """)
    let out = temporaryDirectory()
    let result = runCLI(["compile", scene.path, "-o", out.path, "--frames", "99998-100001"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      files(out),
      ["frame-100000.svg", "frame-100001.svg", "frame-99998.svg", "frame-99999.svg", "manifest.json"])
    let text = read(out.appendingPathComponent("manifest.json"))
    let manifest = jsonObject(text)
    XCTAssertEqual(manifest["frameCount"] as? Int, 120001)
    let frames = try XCTUnwrap(manifest["frames"] as? [[String: Any]])
    XCTAssertEqual(
      frames.map { $0["file"] as? String ?? "" },
      ["frame-99998.svg", "frame-99999.svg", "frame-100000.svg", "frame-100001.svg"])
    // t = i / fps exactly (python3: 99998/60 = 1666.6333333333334).
    XCTAssertEqual(rawNumbers("time", in: text), [99998, 99999, 100000, 100001].map { $0 / 60.0 })
    XCTAssertEqual(rawNumbers("time", in: text)[0], 1666.6333333333334)
  }

  /// "Each frame is a standalone, static SVG 1.1 document: no <animate>, <set>,
  /// <animateTransform>, <animateMotion>, no CSS animation or transition, no script."
  /// "Numbers carry at most 3 decimals …, never an exponent, never -0."
  func testFramesAreStaticSVGWithPlainNumbers() throws {
    let scene = write(Self.richScene)
    let out = temporaryDirectory()
    let result = runCLI(["compile", scene.path, "-o", out.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let names = files(out).filter { $0.hasSuffix(".svg") }
    XCTAssertEqual(names.count, 13)
    var sawDecimals = false
    for name in names {
      let svg = read(out.appendingPathComponent(name))
      XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\""), name)
      XCTAssertTrue(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""), name)
      XCTAssertTrue(svg.hasSuffix("</svg>\n"), name)
      for forbidden in [
        "<animate", "<set", "<animateTransform", "<animateMotion", "<script", "<style", "style=",
        "@keyframes", "animation", "transition", "javascript:", "onload", "<foreignObject",
      ] {
        XCTAssertFalse(svg.contains(forbidden), "\(name) contains \(forbidden)")
      }
      assertNumbers(in: svg, decimals: 3, name: name)
      if Self.numberTokens(svg).contains(where: { $0.split(separator: ".").last?.count == 3 }) {
        sawDecimals = true
      }
    }
    XCTAssertTrue(sawDecimals, "the scene has numbers that need rounding to 3 decimals")
  }

  /// "unless `--precision` says otherwise".
  func testPrecisionOptionSetsTheDecimals() {
    let scene = write(Self.richScene)
    for precision in [0, 1, 5] {
      let result = runCLI(["compile", scene.path, "--at", "0.5", "--precision", String(precision)])
      XCTAssertEqual(result.status, 0, result.stderr)
      assertNumbers(in: result.stdout, decimals: precision, name: "--precision \(precision)")
      let body = (result.stdout.components(separatedBy: "?>").last ?? "")
        .replacingOccurrences(of: "version=\"1.1\"", with: "")
      let most = Self.numberTokens(body).map { $0.split(separator: ".").dropFirst().first?.count ?? 0 }
        .max()
      XCTAssertEqual(most, precision, "some number uses all \(precision) decimals")
    }
    // position.x = 60.333333 (with anchor and bounds 0) shows as 60.33333 with five decimals.
    let five = runCLI(["compile", scene.path, "--at", "0", "--precision", "5"]).stdout
    XCTAssertTrue(five.contains("60.33333 70.66667"), five)
    XCTAssertEqual(runCLI(["compile", scene.path, "--at", "0", "--precision", "-1"]).status, 2)
  }

  /// "strokeStart/strokeEnd are applied by cutting the path's geometry, not by dash arrays";
  /// the fill is not trimmed (docs/timing.md, "Stroke trims").
  func testStrokeTrimCutsTheGeometry() {
    let scene = write(
      """
      version: 1
      scene: { name: trim, size: [100, 20], fps: 4, duration: 1 }
      layers:
        - id: bar
          type: shape
          path: { polyline: [[0, 10], [100, 10]] }
          fillColor: "#00ff00"
          strokeColor: "#000000"
          strokeStart: 0.25
          strokeEnd: 0.5
        - id: box
          type: shape
          path: { rect: [0, 0, 20, 20] }
          strokeColor: "#000000"
          animations:
            - { keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 1 }

      """)
    let out = temporaryDirectory()
    XCTAssertEqual(runCLI(["compile", scene.path, "-o", out.path]).status, 0)
    for name in files(out) where name.hasSuffix(".svg") {
      let svg = read(out.appendingPathComponent(name))
      XCTAssertFalse(svg.contains("dasharray"), "\(name): no dash pattern in the scene, so no dash array")
      XCTAssertFalse(svg.contains("dashoffset"), name)
      // The fill keeps the whole line; the stroke is the cut piece from 25 to 50.
      XCTAssertTrue(svg.contains("<path d=\"M 0 10 L 100 10\" fill=\"#00ff00\""), svg)
      XCTAssertTrue(svg.contains("<path d=\"M 25 10 L 50 10\" fill=\"none\" stroke=\"#000000\""), svg)
    }
    // At t = 0.5 the square's stroke runs half way round from its top-left corner, clockwise.
    let half = read(out.appendingPathComponent("frame-00002.svg"))
    XCTAssertTrue(half.contains("<path d=\"M 0 0 L 20 0 L 20 20\" fill=\"none\""), half)
    // At t = 0 nothing of it is stroked (start ≥ end draws no stroke).
    let start = read(out.appendingPathComponent("frame-00000.svg"))
    XCTAssertEqual(start.components(separatedBy: "stroke=\"#000000\"").count - 1, 1, start)
  }

  /// "The same input and flags give byte-identical files, whatever the number of threads."
  func testOutputIsByteIdenticalAcrossRunsAndJobCounts() throws {
    let scene = write(Self.richScene)
    let runs = [["--jobs", "1"], ["--jobs", "3"], ["--jobs", "8"], []].map { jobs -> URL in
      let out = temporaryDirectory()
      let result = runCLI(["compile", scene.path, "-o", out.path] + jobs)
      XCTAssertEqual(result.status, 0, result.stderr)
      return out
    }
    let names = files(runs[0])
    XCTAssertEqual(names.count, 14)
    for run in runs.dropFirst() {
      XCTAssertEqual(files(run), names)
      for name in names {
        XCTAssertEqual(
          try Data(contentsOf: run.appendingPathComponent(name)),
          try Data(contentsOf: runs[0].appendingPathComponent(name)), name)
      }
    }
  }

  // MARK: - compile on the command line

  /// "With `--at T` one frame at time T is written to the file `-o` names (or to standard
  /// output), and no manifest." The frame is the one the sequence has at that time.
  func testCompileAtWritesOneFrame() throws {
    let scene = write(Self.dotScene)
    let sequence = temporaryDirectory()
    XCTAssertEqual(runCLI(["compile", scene.path, "-o", sequence.path]).status, 0)
    let frame3 = read(sequence.appendingPathComponent("frame-00003.svg"))

    for time in ["0.3", "0.3s", "300ms"] {
      let stdout = runCLI(["compile", scene.path, "--at", time])
      XCTAssertEqual(stdout.status, 0, stdout.stderr)
      XCTAssertEqual(stdout.stdout, frame3, "--at \(time) shows t = 3/10")
    }

    let folder = temporaryDirectory()
    let file = folder.appendingPathComponent("one.svg")
    let result = runCLI(["compile", scene.path, "--at", "0.3", "-o", file.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(files(folder), ["one.svg"], "one file, no manifest")
    XCTAssertEqual(read(file), frame3)

    // Folders that do not exist yet are made, as for every other output.
    let nested = folder.appendingPathComponent("not/yet/there.svg")
    let made = runCLI(["compile", scene.path, "--at", "0.3", "-o", nested.path])
    XCTAssertEqual(made.status, 0, made.stderr)
    XCTAssertEqual(read(nested), frame3)
  }

  /// "(default DIR: `out/<scene name>`)", relative to the current directory; the scene name
  /// defaults to the file's stem.
  func testDefaultOutputFolderIsOutSceneName() {
    let scenes = temporaryDirectory()
    let named = write(Self.dotScene, name: "whatever.yaml", in: scenes)
    let unnamed = write(
      "version: 1\nscene: { size: [4, 4], fps: 10, duration: 0.1 }\nlayers: []\n", name: "my-stem.yaml",
      in: scenes)
    let cwd = temporaryDirectory()
    XCTAssertEqual(runCLI(["compile", named.path], currentDirectory: cwd).status, 0)
    XCTAssertEqual(runCLI(["compile", unnamed.path], currentDirectory: cwd).status, 0)
    XCTAssertEqual(files(cwd), ["out"])
    XCTAssertEqual(files(cwd.appendingPathComponent("out")), ["dot", "my-stem"])
    XCTAssertEqual(files(cwd.appendingPathComponent("out/dot")).count, 7)
    XCTAssertEqual(
      files(cwd.appendingPathComponent("out/my-stem")),
      ["frame-00000.svg", "frame-00001.svg", "manifest.json"])
    XCTAssertEqual(
      jsonObject(read(cwd.appendingPathComponent("out/my-stem/manifest.json")))["scene"] as? String,
      "my-stem")
  }

  /// "Exit status: 0 success, 1 the input has errors (nothing written), 2 bad usage."
  func testCompileExitStatusesAndNothingWrittenOnErrors() {
    let bad = write(Self.dotScene.replacingOccurrences(of: "toValue: 20", with: "toValue: twenty"))
    let out = temporaryDirectory().appendingPathComponent("frames")
    let failed = runCLI(["compile", bad.path, "-o", out.path])
    XCTAssertEqual(failed.status, 1)
    XCTAssertEqual(failed.stdout, "")
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))

    let file = temporaryDirectory().appendingPathComponent("one.svg")
    XCTAssertEqual(runCLI(["compile", bad.path, "--at", "0", "-o", file.path]).status, 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    XCTAssertEqual(runCLI(["compile", bad.path, "--at", "0"]).stdout, "")

    let good = write(Self.dotScene)
    for usage in [
      ["compile"], ["compile", good.path, "--fps"], ["compile", good.path, "--fps", "abc"],
      ["compile", good.path, "--jobs", "0"], ["compile", good.path, "--frames", "3-1"],
      ["compile", good.path, "--at", "soon"], ["compile", good.path, "--bogus"],
      ["compile", good.path, good.path], ["timeline"], ["timeline", good.path, "--at"],
      ["lint"], ["lint", good.path, "--format", "xml"], ["nonsense"],
      // An empty -o would write into the working folder.
      ["compile", good.path, "-o", ""], ["compile", good.path, "--output="], ["preview", good.path, "-o", ""],
    ] {
      let result = runCLI(usage)
      XCTAssertEqual(result.status, 2, "\(usage): \(result.stderr)")
      XCTAssertTrue(result.stderr.hasPrefix("error: "), "\(usage): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", "\(usage)")
    }
  }

  /// "Errors go to standard error as `file:line:column: error: message [rule-id]`, warnings
  /// likewise with `warning`."
  func testErrorAndWarningLineFormat() throws {
    let scene = write(
      """
      version: 1
      scene: { name: fmt, size: [10, 10] }
      defs:
        colors: { unused: red }
      layers:
        - id: a
          opacity: high

      """)
    let pattern = #"^(.+):([0-9]+):([0-9]+): (error|warning): (.+) \[([a-z0-9]+(-[a-z0-9]+)*)\]$"#
    func headLines(_ stderr: String) -> [String] {
      stderr.split(separator: "\n").map(String.init)
        .filter { $0.range(of: pattern, options: .regularExpression) != nil }
    }
    for command in ["compile", "timeline", "lint"] {
      let result = runCLI([command, scene.path])
      XCTAssertEqual(result.status, 1, command)
      let lines = headLines(result.stderr)
      XCTAssertTrue(
        lines.contains { $0.hasPrefix("\(scene.path):7:14: error: ") && $0.hasSuffix("]") },
        "\(command): \(result.stderr)")
      XCTAssertEqual(
        result.stderr.split(separator: "\n").first.map(String.init), lines.first, "the first line is one")
    }
    let clean = write(
      """
      version: 1
      scene: { name: fmt, size: [10, 10] }
      defs:
        colors: { unused: red }
      layers: []

      """)
    let lint = runCLI(["lint", clean.path])
    XCTAssertEqual(lint.status, 0, "warnings alone do not fail")
    XCTAssertTrue(
      headLines(lint.stderr).contains {
        $0.hasPrefix("\(clean.path):4:13: warning: ") && $0.hasSuffix(" [unused-def]")
      },
      lint.stderr)
    XCTAssertEqual(lint.stdout, "")
  }

  /// "A problem with a key (unknown, duplicate, misspelt) points at the key; a problem with a
  /// value points at the value."
  func testKeyProblemsPointAtTheKeyValueProblemsAtTheValue() throws {
    let scene = write(
      """
      version: 1
      scene: { name: loc, size: [10, 10], fsp: 30 }
      layers:
        - id: a
          opacity: 1
          opacity: 0.5
          transform: { rotatoin: 1 }
          backgroundColor: "#ggg"
          bounds: [0, 0, -4, 4]
          animations:
            - { keyPath: opacty, toValue: 0 }
            - { keyPath: opacity, toValue: 0, fillMode: forward }
            - { keyPath: opacity, toValue: 0, after: nobody }
        - id: a

      """)
    let result = runCLI(["lint", scene.path, "--format", "json"])
    XCTAssertEqual(result.status, 1)
    let diagnostics = try XCTUnwrap(jsonObject(result.stdout)["diagnostics"] as? [[String: Any]])
    let places = Set(diagnostics.map { "\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" })
    let expected = [
      "2:37",  // unknown key 'fsp': the key
      "6:5",  // duplicate key 'opacity': the second key
      "7:18",  // misspelt key 'rotatoin': the key
      "8:22",  // invalid color: the value
      "9:20",  // negative width: the value (the -4)
      "11:20",  // unknown key path: the value
      "12:51",  // unknown fillMode: the value
      "13:48",  // unknown 'after' id: the value
      "14:9",  // duplicate layer id: the value
    ]
    for place in expected { XCTAssertTrue(places.contains(place), "\(place) in \(places.sorted())") }
    XCTAssertEqual(diagnostics.count, expected.count, result.stdout)
  }

  // MARK: - Units and values

  /// Numbers follow JSON's grammar (`1e3` is a number); NaN, ±inf, `.nan`, `.inf` are errors
  /// at the value; `-0.5` works.
  func testNumbersFollowJSONGrammarAndNonFiniteAreErrors() {
    let scene = write(
      "version: 1\nscene: { name: n, size: [1e3, 5E2], fps: 1, duration: 2e0 }\nlayers:\n"
        + "  - { id: a, position: [-0.5, 1e-1] }\n")
    let json = timeline(scene).json
    XCTAssertEqual(json["size"] as? [Double], [1000, 500])
    XCTAssertEqual(json["duration"] as? Double, 2)
    XCTAssertEqual(json["frameCount"] as? Int, 3)
    for bad in [".nan", ".NaN", "NaN", ".inf", "-.inf", "+.inf", ".Inf", "inf", "-inf", "nan"] {
      let file = write(
        "version: 1\nscene: { name: n, size: [10, 10], duration: 1 }\nlayers:\n  - id: a\n"
          + "    opacity: \(bad)\n")
      let result = runCLI(["compile", file.path, "--at", "0"])
      XCTAssertEqual(result.status, 1, bad)
      XCTAssertTrue(result.stderr.hasPrefix("\(file.path):5:14: error: "), "\(bad): \(result.stderr)")
      XCTAssertEqual(result.stdout, "")
    }
  }

  /// Times: `0.3`, `"300ms"`, `"0.3s"`; plain number = seconds. The default scene duration is
  /// the end of the last animation (1.5 + 0.3 = 1.8 s; 2 + 0.3·2 = 2.6 s).
  func testTimeUnits() {
    for (begin, duration) in [("\"1500ms\"", "\"0.3s\""), ("1.5", "\"300ms\""), ("\"1.5s\"", "0.3")] {
      let scene = write(
        """
        version: 1
        scene: { name: t, size: [10, 10], fps: 10 }
        layers:
          - id: a
            animations:
              - { keyPath: opacity, fromValue: 0, toValue: 1, beginTime: \(begin), duration: \(duration) }

        """)
      let json = timeline(scene).json
      XCTAssertEqual(json["duration"] as? Double, 1.8, "\(begin) \(duration)")
      XCTAssertEqual(json["frameCount"] as? Int, 19)
      let values = track(json, layer: "a", keyPath: "opacity") as? [Double] ?? []
      XCTAssertEqual(values.count, 19)
      // Active from 1.5 s to 1.8 s, removed on completion (the end instant is inside).
      XCTAssertEqual(values[14], 1)
      XCTAssertEqual(values[15], 0, accuracy: 1e-9)
      XCTAssertEqual(values[16], 1.0 / 3, accuracy: 1e-9)
      XCTAssertEqual(values[18], 1, accuracy: 1e-9)
    }
    // repeatCount: a number ≥ 0 (2.5 cycles of 0.4 s end at 1 s), or `infinite` (needs duration).
    let repeats = write(
      "version: 1\nscene: { name: r, size: [1, 1], fps: 10 }\nlayers:\n  - id: a\n    animations:\n"
        + "      - { keyPath: opacity, toValue: 0, duration: 0.4, repeatCount: 2.5 }\n")
    XCTAssertEqual(timeline(repeats).json["duration"] as? Double, 1)
    let forever = write(
      "version: 1\nscene: { name: r, size: [1, 1], fps: 10 }\nlayers:\n  - id: a\n    animations:\n"
        + "      - { keyPath: opacity, toValue: 0, duration: 0.4, repeatCount: infinite }\n")
    XCTAssertEqual(runCLI(["timeline", forever.path]).status, 1, "repeats forever without a scene duration")
    let bounded = write(read(forever).replacingOccurrences(of: "fps: 10", with: "fps: 10, duration: 2"))
    XCTAssertEqual(timeline(bounded).json["frameCount"] as? Int, 21)
    let negative = write(read(repeats).replacingOccurrences(of: "2.5", with: "-1"))
    let result = runCLI(["timeline", negative.path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("\(negative.path):6:69: error: "), result.stderr)
  }

  /// Angles: plain number = radians, `"90deg"`, `"0.25turn"`, `"1.5rad"`; colors in every form;
  /// timeline values: colors as "#rrggbbaa", transforms as [a, b, c, d, tx, ty] =
  /// translation · rotation · scale, numbers in their shortest round-trip form, booleans.
  func testAnglesColorsAndTimelineValueFormats() throws {
    let scene = write(
      """
      version: 1
      scene: { name: vals, size: [100, 50], fps: 1, duration: 10 }
      layers:
        - id: swatch
          backgroundColor: "#000"
          transform: { translation: [10, 20], scale: 2 }
          animations:
            - { type: set, beginTime: 1, values: { backgroundColor: "#f00", transform.rotation: 3.14159 } }
            - { type: set, beginTime: 2, values: { backgroundColor: "#f008", transform.rotation: "90deg" } }
            - { type: set, beginTime: 3,
                values: { backgroundColor: "#12345678", transform.rotation: "0.25turn" } }
            - { type: set, beginTime: 4,
                values: { backgroundColor: "#abcdef", transform.rotation: "1.5rad" } }
            - { type: set, beginTime: 5,
                values: { backgroundColor: rebeccapurple, opacity: 0.30000000000000004 } }
            - { type: set, beginTime: 6, values: { backgroundColor: clear, opacity: 1e-7 } }
            - { type: set, beginTime: 7, values: { backgroundColor: "rgb(255, 128, 0)", hidden: true } }
            - { type: set, beginTime: 8, values: { backgroundColor: "rgba(0, 0, 255, 0.2)" } }
            - { type: set, beginTime: 9, values: { backgroundColor: [1, 0, 0.2] } }
            - { type: set, beginTime: 10, values: { backgroundColor: [0, 0, 1, 0.2] } }

      """)
    let (json, text) = timeline(scene)
    XCTAssertEqual(
      tracks(json).map { $0["keyPath"] as? String ?? "" },
      ["backgroundColor", "hidden", "opacity", "transform"])
    // 0.2·255 = 51 = 0x33; rebeccapurple is #663399 (CSS Color 4).
    XCTAssertEqual(
      track(json, layer: "swatch", keyPath: "backgroundColor") as? [String],
      ["#000000ff", "#ff0000ff", "#ff000088", "#12345678", "#abcdefff", "#663399ff", "#00000000", "#ff8000ff",
       "#0000ff33", "#ff0033ff", "#0000ff33"])
    XCTAssertEqual(
      track(json, layer: "swatch", keyPath: "hidden") as? [Bool],
      [false, false, false, false, false, false, false, true, true, true, true])
    XCTAssertTrue(text.contains("\"values\": [1, 1, 1, 1, 1, 0.30000000000000004, 1e-7, 1e-7"), text)

    // cos/sin from python3's math: θ = 3.14159 → (-0.9999999999964793, 2.65358979335273e-06);
    // θ = π/2 → (6.123233995736766e-17, 1.0); θ = 1.5 → (0.0707372016677029, 0.9974949866040544).
    let rotations: [(cos: Double, sin: Double)] = [
      (1, 0), (-0.9999999999964793, 2.65358979335273e-06), (0, 1), (0, 1),
      (0.0707372016677029, 0.9974949866040544),
    ]
    let transforms = try XCTUnwrap(track(json, layer: "swatch", keyPath: "transform") as? [[Double]])
    XCTAssertEqual(transforms.count, 11)
    for (i, r) in rotations.enumerated() {
      let expected = [2 * r.cos, 2 * r.sin, -2 * r.sin, 2 * r.cos, 10, 20]
      for (got, want) in zip(transforms[i], expected) {
        XCTAssertEqual(got, want, accuracy: 1e-12, "frame \(i)")
      }
    }
    XCTAssertEqual(transforms[10], transforms[4], "a set lasts")
  }

  /// References `"$name"` take a value from `defs` of the right kind; another kind is an
  /// error at the value. YAML anchors and aliases work; their expansion is bounded.
  func testReferencesAnchorsAndAliases() {
    let scene = write(
      """
      version: 1
      defs:
        colors: { brand: &brand "#009ad6" }
        paths: { box: { rect: [0, 0, 4, 4] } }
        timingFunctions: { pop: [0.2, 0.88, 0.09, 0.99] }
      scene: { name: refs, size: [20, 20], fps: 1, duration: 0 }
      layers:
        - &base { id: a, type: shape, path: "$box", fillColor: "$brand" }
        - { <<: *base, id: b, position: [10, 10], fillColor: *brand }

      """)
    let result = runCLI(["compile", scene.path, "--at", "0"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let square = "<path d=\"M 0 0 L 4 0 L 4 4 L 0 4 Z\" fill=\"#009ad6\""
    XCTAssertEqual(result.stdout.components(separatedBy: square).count, 3, result.stdout)
    XCTAssertTrue(result.stdout.contains("<g id=\"b\" transform=\"translate(10 10)\">"), result.stdout)

    let wrongKind = write(
      read(scene).replacingOccurrences(of: "fillColor: \"$brand\"", with: "fillColor: \"$box\""))
    let wrong = runCLI(["compile", wrongKind.path, "--at", "0"])
    XCTAssertEqual(wrong.status, 1)
    XCTAssertTrue(wrong.stderr.hasPrefix("\(wrongKind.path):8:58: error: "), wrong.stderr)

    var laughs = "version: 1\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for (name, previous) in zip("bcdefghij", "abcdefghi") {
      let aliases = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
      laughs += "\(name): &\(name) [\(aliases)]\n"
    }
    let bomb = write(laughs)
    let exploded = runCLI(["lint", bomb.path])
    XCTAssertEqual(exploded.status, 1)
    XCTAssertTrue(exploded.stderr.contains(": error: "), exploded.stderr)
  }

  // MARK: - timeline

  /// The JSON shape and key order, one track per changing (layer, property), `keyPath` never a
  /// sub-path, tracks ordered by layer (depth-first, as in the file) then property name, raw
  /// (unclamped) values: points, rects, sizes, paths.
  func testTimelineShapeOrderAndValues() throws {
    let scene = write(
      """
      version: 1
      scene: { name: tl, size: [100, 80], fps: 2, duration: 1 }
      layers:
        - id: zeta
          type: shape
          path: { rect: [0, 0, 10, 10] }
          strokeColor: black
          sublayers:
            - id: child
              animations:
                - { keyPath: shadowOffset, fromValue: [0, 0], toValue: [4, -2], duration: 1 }
          animations:
            - { keyPath: transform.rotation.z, toValue: "90deg", duration: 1 }
            - { keyPath: position.x, toValue: 10, duration: 1 }
            - { keyPath: strokeEnd, fromValue: 0, toValue: 2, duration: 1 }
            - { keyPath: bounds.size.width, toValue: 20, duration: 1 }
            - { keyPath: path, toValue: { rect: [0, 0, 20, 20] }, duration: 1 }
            - { keyPath: lineWidth, fromValue: 3, toValue: 3, duration: 1 }
            - { keyPath: anchorPoint, toValue: [0, 0], duration: 1 }
        - id: alpha
          animations:
            - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 1 }

      """)
    let (json, text) = timeline(scene)
    assertKeyOrder(["scene", "fps", "frameCount", "duration", "size", "tracks"], in: text)
    assertKeyOrder(["layer", "keyPath", "values"], in: text)
    XCTAssertEqual(Set(json.keys), ["scene", "fps", "frameCount", "duration", "size", "tracks"])
    XCTAssertEqual(json["scene"] as? String, "tl")
    XCTAssertEqual(json["fps"] as? Double, 2)
    XCTAssertEqual(json["frameCount"] as? Int, 3)
    XCTAssertEqual(json["duration"] as? Double, 1)
    XCTAssertEqual(json["size"] as? [Double], [100, 80])
    XCTAssertTrue(text.hasSuffix("}\n"))

    let order = tracks(json).map { "\($0["layer"] as? String ?? "")/\($0["keyPath"] as? String ?? "")" }
    // lineWidth is animated but never changes, so it has no track.
    XCTAssertEqual(
      order,
      ["zeta/anchorPoint", "zeta/bounds", "zeta/path", "zeta/position", "zeta/strokeEnd", "zeta/transform",
       "child/shadowOffset", "alpha/opacity"])
    for track in tracks(json) {
      XCTAssertEqual(Set(track.keys), ["layer", "keyPath", "values"])
      XCTAssertEqual((track["values"] as? [Any])?.count, 3)
    }
    XCTAssertEqual(
      track(json, layer: "zeta", keyPath: "anchorPoint") as? [[Double]], [[0.5, 0.5], [0.25, 0.25], [0, 0]])
    XCTAssertEqual(
      track(json, layer: "zeta", keyPath: "bounds") as? [[Double]],
      [[0, 0, 0, 0], [0, 0, 10, 0], [0, 0, 20, 0]])
    XCTAssertEqual(track(json, layer: "zeta", keyPath: "position") as? [[Double]], [[0, 0], [5, 0], [10, 0]])
    XCTAssertEqual(track(json, layer: "zeta", keyPath: "strokeEnd") as? [Double], [0, 1, 2], "not clamped")
    XCTAssertEqual(
      track(json, layer: "child", keyPath: "shadowOffset") as? [[Double]], [[0, 0], [2, -1], [4, -2]])
    XCTAssertEqual(
      track(json, layer: "zeta", keyPath: "path") as? [String],
      ["M 0 0 L 10 0 L 10 10 L 0 10 Z", "M 0 0 L 15 0 L 15 15 L 0 15 Z", "M 0 0 L 20 0 L 20 20 L 0 20 Z"])
    // Rotation 0 → π/2, at t = 0.5 it is π/4: cos = sin = 0.7071067811865476 (python3).
    let transforms = try XCTUnwrap(track(json, layer: "zeta", keyPath: "transform") as? [[Double]])
    XCTAssertEqual(transforms[0], [1, 0, 0, 1, 0, 0])
    let c = 0.7071067811865476
    for (got, want) in zip(transforms[1], [c, c, -c, c, 0, 0]) { XCTAssertEqual(got, want, accuracy: 1e-15) }
    for (got, want) in zip(transforms[2], [0.0, 1, -1, 0, 0, 0]) {
      XCTAssertEqual(got, want, accuracy: 1e-15)
    }
    XCTAssertFalse(text.contains("position.x") || text.contains("rotation") || text.contains("bounds.size"))
  }

  /// "`--at T`: the same JSON with `frameCount` 1 and one value per track, at time T; the
  /// tracks are those of the whole scene; `--layer`/`--key-path` keep only the matching tracks".
  func testTimelineAtAndFilters() throws {
    let scene = write(
      """
      version: 1
      scene: { name: f, size: [10, 10], fps: 4, duration: 2 }
      layers:
        - id: a
          animations:
            - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 1 }
            - { keyPath: position.y, fromValue: 0, toValue: 8, duration: 1 }
        - id: b
          animations:
            - { keyPath: opacity, fromValue: 1, toValue: 0, duration: 2 }

      """)
    let whole = timeline(scene).json
    let names = tracks(whole).map { "\($0["layer"] as? String ?? "")/\($0["keyPath"] as? String ?? "")" }
    XCTAssertEqual(names, ["a/opacity", "a/position", "b/opacity"])

    // At 1.5 s the animations of 'a' are over (removed); its tracks are still listed.
    let (at, atText) = timeline(scene, ["--at", "1.5"])
    XCTAssertEqual(at["frameCount"] as? Int, 1)
    XCTAssertEqual(at["fps"] as? Double, 4)
    XCTAssertEqual(at["duration"] as? Double, 2)
    XCTAssertEqual(at["size"] as? [Double], [10, 10])
    assertKeyOrder(["scene", "fps", "frameCount", "duration", "size", "tracks"], in: atText)
    XCTAssertEqual(
      tracks(at).map { "\($0["layer"] as? String ?? "")/\($0["keyPath"] as? String ?? "")" }, names)
    XCTAssertEqual(track(at, layer: "a", keyPath: "opacity") as? [Double], [1])
    XCTAssertEqual(track(at, layer: "a", keyPath: "position") as? [[Double]], [[0, 0]])
    XCTAssertEqual(track(at, layer: "b", keyPath: "opacity") as? [Double], [0.25])
    // --at agrees with the frame at the same time (frame 2 = 0.5 s).
    let half = timeline(scene, ["--at", "500ms"]).json
    for name in ["opacity", "position"] {
      let all = try XCTUnwrap(track(whole, layer: "a", keyPath: name))
      let one = try XCTUnwrap(track(half, layer: "a", keyPath: name))
      XCTAssertEqual(String(describing: one[0]), String(describing: all[2]), name)
    }

    let layer = timeline(scene, ["--layer", "a"]).json
    XCTAssertEqual(tracks(layer).map { $0["keyPath"] as? String ?? "" }, ["opacity", "position"])
    XCTAssertEqual(layer["frameCount"] as? Int, 9)
    let keyPath = timeline(scene, ["--key-path", "opacity"]).json
    XCTAssertEqual(tracks(keyPath).map { $0["layer"] as? String ?? "" }, ["a", "b"])
    let both = timeline(scene, ["--layer", "b", "--key-path", "opacity", "--at", "1"]).json
    XCTAssertEqual(tracks(both).count, 1)
    XCTAssertEqual(track(both, layer: "b", keyPath: "opacity") as? [Double], [0.5])
    XCTAssertEqual(tracks(timeline(scene, ["--layer", "a", "--key-path", "hidden"]).json).count, 0)
  }

  // MARK: - lint

  static let warningScene = """
    version: 1
    scene: { name: w, size: [10, 10] }
    defs:
      colors: { unused: red }
    layers:
      - id: a
        animations:
          - { keyPath: opacity, toValue: 0, duration: 0 }

    """

  /// Exit 0 without errors (warnings alone pass), 1 with errors, `--strict`: warnings fail too.
  func testLintExitStatusesAndStrict() {
    let warnings = write(Self.warningScene)
    XCTAssertEqual(runCLI(["lint", warnings.path]).status, 0)
    XCTAssertEqual(runCLI(["lint", warnings.path, "--strict"]).status, 1)
    XCTAssertEqual(runCLI(["lint", "--strict", warnings.path, "--format", "json"]).status, 1)
    let clean = write(Self.dotScene)
    XCTAssertEqual(runCLI(["lint", clean.path, "--strict"]).status, 0)
    let broken = write(Self.dotScene.replacingOccurrences(of: "fps: 10", with: "fps: 0"))
    XCTAssertEqual(runCLI(["lint", broken.path]).status, 1)
    XCTAssertEqual(runCLI(["lint", clean.path, broken.path]).status, 1)
  }

  /// "JSON output: { version: 1, diagnostics: [ { file, line, column, endLine, endColumn,
  /// severity, id, message, notes: [ { message, file, line, column } ] } ], summary: { errors,
  /// warnings } }, lines and columns 1-based, keys sorted."
  func testLintJSONOutput() throws {
    let warnings = write(Self.warningScene)
    let broken = write("version: 2\nscene: { name: v, size: [1, 1] }\nlayers: []\n", name: "v.yaml")
    let result = runCLI(["lint", "--format", "json", warnings.path, broken.path])
    XCTAssertEqual(result.status, 1)
    let text = result.stdout
    assertKeyOrder(["diagnostics", "summary", "version"], in: text)
    assertKeyOrder(
      ["column", "endColumn", "endLine", "file", "id", "line", "message", "notes", "severity"], in: text)
    assertKeyOrder(["errors", "warnings"], in: text)
    let json = jsonObject(text)
    XCTAssertEqual(Set(json.keys), ["version", "diagnostics", "summary"])
    XCTAssertEqual(json["version"] as? Int, 1)
    XCTAssertEqual(json["summary"] as? [String: Int], ["errors": 1, "warnings": 2])
    let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.count, 3)
    for diagnostic in diagnostics {
      XCTAssertEqual(
        Set(diagnostic.keys),
        ["file", "line", "column", "endLine", "endColumn", "severity", "id", "message", "notes"])
      for note in diagnostic["notes"] as? [[String: Any]] ?? [] {
        XCTAssertEqual(Set(note.keys), ["message", "file", "line", "column"])
        XCTAssertGreaterThanOrEqual(note["line"] as? Int ?? 0, 1)
        XCTAssertGreaterThanOrEqual(note["column"] as? Int ?? 0, 1)
      }
    }
    // `version: 2`: the value 2 at line 1, column 10 (1-based), one character long.
    let version = try XCTUnwrap(diagnostics.first { $0["file"] as? String == broken.path })
    XCTAssertEqual(version["severity"] as? String, "error")
    XCTAssertEqual(version["line"] as? Int, 1)
    XCTAssertEqual(version["column"] as? Int, 10)
    XCTAssertEqual(version["endLine"] as? Int, 1)
    XCTAssertEqual(version["endColumn"] as? Int, 11)
    let unused = try XCTUnwrap(diagnostics.first { $0["id"] as? String == "unused-def" })
    XCTAssertEqual(unused["file"] as? String, warnings.path)
    XCTAssertEqual(unused["severity"] as? String, "warning")
    XCTAssertEqual(unused["line"] as? Int, 4)
    XCTAssertEqual(unused["column"] as? Int, 13)
    XCTAssertEqual(unused["endColumn"] as? Int, 19)
    let zero = try XCTUnwrap(diagnostics.first { $0["id"] as? String == "zero-duration" })
    XCTAssertEqual(zero["line"] as? Int, 8)

    // Nothing found: an empty list and a zero summary.
    let clean = runCLI(["lint", "--format", "json", write(Self.dotScene).path])
    XCTAssertEqual(clean.status, 0)
    let empty = jsonObject(clean.stdout)
    XCTAssertEqual((empty["diagnostics"] as? [Any])?.count, 0)
    XCTAssertEqual(empty["summary"] as? [String: Int], ["errors": 0, "warnings": 0])
    XCTAssertEqual(empty["version"] as? Int, 1)
  }

  /// Configuration in `.scenec.yml` in the file's folder or the nearest folder above it:
  /// `rules: { id: off | warning | error }`, `ignore: [globs]`.
  func testLintConfiguration() throws {
    let root = temporaryDirectory()
    write(
      """
      rules:
        unused-def: off            # off | warning | error
        zero-duration: error
      ignore: ["scenes/drafts/**"]

      """, name: ".scenec.yml", in: root)
    let scene = write(Self.warningScene, name: "scenes/main/w.yaml", in: root)
    write("version: 1\nscene: { name: d, size: [1, 1] }\nlayers:\n  - { id: a, opacty: 1 }\n",
      name: "scenes/drafts/bad.yaml", in: root)

    func ids(_ arguments: [String], cwd: URL = root) -> (ids: [String], severities: [String], status: Int32) {
      let result = runCLI(["lint", "--format", "json"] + arguments, currentDirectory: cwd)
      let diagnostics = jsonObject(result.stdout)["diagnostics"] as? [[String: Any]] ?? []
      return (
        diagnostics.map { $0["id"] as? String ?? "" }, diagnostics.map { $0["severity"] as? String ?? "" },
        result.status
      )
    }
    // The configuration two folders up applies; the draft is ignored.
    let all = ids(["."])
    XCTAssertEqual(all.ids, ["zero-duration"])
    XCTAssertEqual(all.severities, ["error"])
    XCTAssertEqual(all.status, 1)
    XCTAssertEqual(ids([scene.path], cwd: scene.deletingLastPathComponent()).ids, ["zero-duration"])

    // A configuration in the file's own folder is the nearest: it wins.
    write("rules:\n  zero-duration: off\n", name: "scenes/main/.scenec.yml", in: root)
    let nearest = ids(["scenes/main/w.yaml"])
    XCTAssertEqual(nearest.ids, ["unused-def"])
    XCTAssertEqual(nearest.severities, ["warning"])
    XCTAssertEqual(nearest.status, 0)

    // Without configuration the draft's error shows.
    try FileManager.default.removeItem(at: root.appendingPathComponent(".scenec.yml"))
    XCTAssertEqual(ids(["scenes/drafts"]).ids, ["unknown-key"])
  }

  /// "in scene files `# scenec:disable-next-line <id>` and `# scenec:disable <id>`".
  func testSuppressionComments() {
    let scene = write(
      """
      version: 1
      scene: { name: s, size: [10, 10] }
      defs:
        # scenec:disable-next-line unused-def
        colors: { unused: red }
        timingFunctions: { alsoUnused: linear }
      layers:
        - id: a
          animations:
            # scenec:disable zero-duration
            - { keyPath: opacity, toValue: 0, duration: 0 }
            - { keyPath: position.x, toValue: 5, duration: 0, beginTime: 1 }

      """)
    let result = runCLI(["lint", "--format", "json", scene.path])
    let diagnostics = jsonObject(result.stdout)["diagnostics"] as? [[String: Any]] ?? []
    XCTAssertEqual(diagnostics.map { $0["id"] as? String ?? "" }, ["unused-def"], result.stdout)
    XCTAssertEqual(diagnostics.first?["line"] as? Int, 6)

    let unsuppressed = write(
      read(scene).replacingOccurrences(of: "# scenec:disable-next-line unused-def", with: "# plain comment")
        .replacingOccurrences(of: "# scenec:disable zero-duration", with: "# another"))
    let all = jsonObject(runCLI(["lint", "--format", "json", unsuppressed.path]).stdout)["diagnostics"]
      as? [[String: Any]] ?? []
    XCTAssertEqual(
      all.map { $0["id"] as? String ?? "" }, ["unused-def", "unused-def", "zero-duration", "zero-duration"])
  }

  // MARK: - help and version

  /// "`scenec --help`, `scenec help COMMAND`, `scenec --version`".
  func testHelpAndVersion() {
    let version = runCLI(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertNotNil(
      version.stdout.range(of: #"^scenec [0-9]+\.[0-9]+"#, options: .regularExpression), version.stdout)
    let help = runCLI(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertEqual(help.stderr, "")
    for command in ["compile", "lint", "timeline"] {
      let page = runCLI(["help", command])
      XCTAssertEqual(page.status, 0, command)
      XCTAssertTrue(page.stdout.contains("scenec \(command) "), page.stdout)
      XCTAssertEqual(runCLI([command, "--help"]).stdout, page.stdout)
    }
    let compile = runCLI(["help", "compile"]).stdout
    for option in ["-o", "--fps", "--frames", "--at", "--precision", "--jobs"] {
      XCTAssertTrue(compile.contains(option), option)
    }
    let lint = runCLI(["help", "lint"]).stdout
    for option in ["--format", "--strict", "text", "json", "github", "sarif"] {
      XCTAssertTrue(lint.contains(option), option)
    }
    let timeline = runCLI(["help", "timeline"]).stdout
    for option in ["--layer", "--key-path", "--at"] { XCTAssertTrue(timeline.contains(option), option) }
    XCTAssertEqual(runCLI(["help", "nonsense"]).status, 2)
  }
}

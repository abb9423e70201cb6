// Test-only code: compiled to nothing where XCTest is absent (a release build with the
// static Swift runtime builds every target, and that runtime has no XCTest).
#if canImport(XCTest)
public import Foundation
public import XCTest

/// Renders SVG text to pixels with a real SVG renderer: rsvg-convert (Debian's
/// librsvg2-bin). If it is missing, the set-up installs it with apt-get; only when that is
/// impossible (no apt-get, no permission, no network) are pixel tests skipped.
public enum Rasterizer {
  public struct Failure: Error, CustomStringConvertible { public var description: String }

  /// The rsvg-convert executable, installing it on first use if needed.
  public static let executable: String? = {
    if let found = which("rsvg-convert") { return found }
    if which("apt-get") != nil {
      _ = run("/bin/sh", ["-c", "apt-get install -y librsvg2-bin >/dev/null 2>&1 || "
        + "(apt-get update >/dev/null 2>&1 && apt-get install -y librsvg2-bin >/dev/null 2>&1)"])
    }
    return which("rsvg-convert")
  }()

  public static func requireRenderer() throws -> String {
    guard let executable else {
      throw XCTSkip("rsvg-convert is not installed and 'apt-get install librsvg2-bin' failed")
    }
    return executable
  }

  /// Rasterizes at the document's own size (1 user unit = 1 pixel); `options` go to
  /// rsvg-convert as they are (e.g. `["-z", "2"]`, `["-b", "white"]`).
  public static func render(_ svg: String, options: [String] = []) throws -> PNGImage {
    let tool = try requireRenderer()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenec-raster-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("frame.svg")
    let output = directory.appendingPathComponent("frame.png")
    try Data(svg.utf8).write(to: input)
    let result = run(tool, options + ["-f", "png", "-o", output.path, input.path])
    guard result.status == 0 else {
      throw Failure(description: "rsvg-convert failed (\(result.status)): \(result.stderr)")
    }
    guard result.stderr.isEmpty else {
      throw Failure(description: "rsvg-convert warned: \(result.stderr)")
    }
    return try PNGImage(data: Data(contentsOf: output))
  }

  /// Rasterizes every `frame-*.svg` in a folder (two rsvg-convert processes at a time,
  /// driven by one shell) and returns one line per frame that failed or warned.
  public static func checkAll(folder: URL) throws -> [String] {
    let tool = try requireRenderer()
    let script = """
      cd "$1" && ls | grep '^frame-.*\\.svg$' | xargs -P 2 -n 25 sh -c '
        for f; do
          out=$("$0" -f png "$f" 2>&1 >/dev/null) || { echo "$f: failed: $out"; continue; }
          [ -z "$out" ] || echo "$f: $out"
        done' "$2"
      """
    let result = run("/bin/sh", ["-c", script, "sh", folder.path, tool])
    guard result.status == 0 else { return ["rasterizing \(folder.path) failed: \(result.stderr)"] }
    let warnings = result.stderr.isEmpty ? [] : [result.stderr]
    return result.stdout.split(separator: "\n").map(String.init) + warnings
  }

  public static func which(_ name: String) -> String? {
    let result = run("/bin/sh", ["-c", "command -v \(name)"])
    let path = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    return result.status == 0 && !path.isEmpty ? path : nil
  }

  @discardableResult
  public static func run(_ tool: String, _ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do {
      try process.run()
    } catch {
      return (-1, "", "\(error)")
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }
}
#endif

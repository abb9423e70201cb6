import SceneModel

/// `manifest.json`: the keys in the order docs/cli.md lists them, two-space
/// indentation, one frame per line, LF line ends and a final newline. Numbers are written
/// in their shortest form that reads back to the same double (integers without `.0`).
enum ManifestJSON {
  static func text(scene: SceneManifestInfo, frames: [WrittenFrame]) -> String {
    var lines: [String] = ["{"]
    lines.append("  \"scene\": \(string(scene.name)),")
    lines.append("  \"fps\": \(number(scene.fps)),")
    lines.append("  \"size\": [\(number(scene.size.width)), \(number(scene.size.height))],")
    lines.append("  \"duration\": \(number(scene.duration)),")
    lines.append("  \"frameCount\": \(scene.frameCount),")
    if frames.isEmpty {
      lines.append("  \"frames\": []")
    } else {
      lines.append("  \"frames\": [")
      for (i, frame) in frames.enumerated() {
        let comma = i == frames.count - 1 ? "" : ","
        lines.append(
          "    { \"file\": \(string(frame.file)), \"time\": \(number(frame.time)), "
            + "\"sha256\": \(string(frame.sha256)) }\(comma)")
      }
      lines.append("  ]")
    }
    // Added after the contract's keys: the fonts drawn, one per line.
    if !scene.fonts.isEmpty {
      lines[lines.count - 1] += ","
      lines.append("  \"fonts\": [")
      for (i, font) in scene.fonts.enumerated() {
        let comma = i == scene.fonts.count - 1 ? "" : ","
        lines.append(
          "    { \"family\": \(string(font.requestedFamily)), \"weight\": \(font.requestedWeight), "
            + "\"font\": \(string(font.family)), \"fontWeight\": \(font.weight), "
            + "\"file\": \(string(font.file)), \"fallback\": \(font.isFallback) }\(comma)")
      }
      lines.append("  ]")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func number(_ value: Double) -> String { JSONText.number(value) }

  static func string(_ text: String) -> String { JSONText.string(text) }
}

extension ManifestJSON {
  /// The frames a manifest scenec wrote lists, when its scene facts are `scene`'s; nil when
  /// they differ or the text is not in the form `text(scene:frames:)` writes.
  static func frames(in text: String, scene: SceneManifestInfo) -> [WrittenFrame]? {
    if text == Self.text(scene: scene, frames: []) { return [] }
    // Everything around the frame lines is what this scene's manifest has there.
    let sentinel = WrittenFrame(index: 0, file: "frame-00000.svg", time: 0, sha256: String(repeating: "0", count: 64))
    let template = Self.text(scene: scene, frames: [sentinel])
    let sentinelLine = template.split(separator: "\n").first { $0.contains("\"sha256\"") }!
    let around = template.components(separatedBy: sentinelLine + "\n")
    guard around.count == 2, text.hasPrefix(around[0]), text.hasSuffix(around[1]),
      text.count > around[0].count + around[1].count
    else { return nil }
    let body = text.dropFirst(around[0].count).dropLast(around[1].count + 1)
    var frames: [WrittenFrame] = []
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      // `    { "file": NAME, "time": T, "sha256": HEX }` with an optional comma.
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      guard parts.count == 11, parts[1] == "file", parts[5] == "time", parts[7] == "sha256",
        FrameSequenceWriter.isFrameFileName(String(parts[3])),
        let index = Int(parts[3].dropFirst(6).dropLast(4)),
        parts[6].hasPrefix(": "), parts[6].hasSuffix(", "),
        let time = Double(parts[6].dropFirst(2).dropLast(2)),
        parts[9].count == 64, parts[9].allSatisfy(\.isHexDigit)
      else { return nil }
      frames.append(WrittenFrame(index: index, file: String(parts[3]), time: time, sha256: String(parts[9])))
    }
    return frames
  }
}

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

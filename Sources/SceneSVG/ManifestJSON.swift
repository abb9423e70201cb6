import SceneModel

/// `manifest.json`: the keys in the order SCENE-FORMAT.md lists them, two-space
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
    let empty = Self.text(scene: scene, frames: [])
    if text == empty { return [] }
    let head = empty.replacingOccurrences(of: "  \"frames\": []\n}\n", with: "  \"frames\": [\n")
    guard text.hasPrefix(head), text.hasSuffix("\n  ]\n}\n") else { return nil }
    let body = text.dropFirst(head.count).dropLast("\n  ]\n}\n".count)
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

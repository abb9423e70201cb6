import SceneModel

/// A guess from a scene file's bytes, before they are parsed: might the scene have text
/// layers? True when some `type` key has the value `text` as the file would spell it
/// (`type: text`, `type: "text"`, `{type: text}`, `"type": "text"`). Used only to start
/// work early (the text libraries load while the file is decoded); the decoded scene
/// decides everything, so a wrong guess costs time, never output.
public enum TextLayerHint {
  public static func mayHaveTextLayers(_ bytes: [UInt8]) -> Bool {
    let key = Array("type".utf8)
    let value = Array(LayerKind.text.rawValue.utf8)
    return bytes.withUnsafeBufferPointer { b in
      var i = 0
      while i + key.count <= b.count {
        guard b[i] == key[0], matches(key, in: b, at: i) else {
          i += 1
          continue
        }
        var j = i + key.count
        if j < b.count, b[j] == quote || b[j] == apostrophe { j += 1 }
        while j < b.count, b[j] == space { j += 1 }
        guard j < b.count, b[j] == colon else {
          i += 1
          continue
        }
        j += 1
        while j < b.count, b[j] == space || b[j] == tab { j += 1 }
        if j < b.count, b[j] == quote || b[j] == apostrophe { j += 1 }
        if matches(value, in: b, at: j) {
          let end = j + value.count
          if end == b.count || !isNameByte(b[end]) { return true }
        }
        i += 1
      }
      return false
    }
  }

  private static let quote = UInt8(ascii: "\"")
  private static let apostrophe = UInt8(ascii: "'")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let colon = UInt8(ascii: ":")

  private static func matches(_ word: [UInt8], in b: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    guard start + word.count <= b.count else { return false }
    for k in word.indices where b[start + k] != word[k] { return false }
    return true
  }

  private static func isNameByte(_ c: UInt8) -> Bool {
    (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x2D
  }
}

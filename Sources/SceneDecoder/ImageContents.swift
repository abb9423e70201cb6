import Foundation
import SceneYAML

/// `contents` of an image layer: a `data:image/…;base64,…` URI as it is, or a PNG, JPEG,
/// GIF or WebP file relative to the scene file, read and turned into such a URI so every
/// frame stays standalone.
extension DecodeContext {
  static let imageMediaTypes = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"]
  /// Larger images are refused (a frame embeds its images).
  static let maxImageBytes = 16 << 20

  func imageContents(_ node: YAMLNode) -> String? {
    guard let text = values.string(node) else { return nil }
    if text.hasPrefix("data:") {
      let header = text.prefix(while: { $0 != "," })
      guard header.hasPrefix("data:image/"), header.hasSuffix(";base64"), text.count > header.count + 1 else {
        error("unreadable-image", "'contents' is a data URI but not a base64 image ('data:image/png;base64,…')", at: node.range)
        return nil
      }
      return text
    }
    let base = (file as NSString).deletingLastPathComponent
    let path = text.hasPrefix("/") ? text : (base.isEmpty ? text : base + "/" + text)
    let ext = (text as NSString).pathExtension.lowercased()
    guard let type = Self.imageMediaTypes[ext] else {
      error("unreadable-image", "image '\(text)' is not a PNG, JPEG, GIF or WebP file (by its extension)", at: node.range)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      error("unreadable-image", "cannot read image '\(text)' (looked for \(path))", at: node.range)
      return nil
    }
    guard data.count <= Self.maxImageBytes else {
      error("unreadable-image", "image '\(text)' has \(data.count) bytes; at most \(Self.maxImageBytes) are embedded", at: node.range)
      return nil
    }
    return "data:\(type);base64," + data.base64EncodedString()
  }
}

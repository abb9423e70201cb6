import Foundation
import SceneTestSupport
import XCTest

/// Scenes and folder comparisons the reliability tests share.
enum Fixture {
  /// A red box crossing the frame: every frame differs, so a frame of the wrong run or
  /// the wrong time cannot pass for the right one. `seconds` × `fps` + 1 frames.
  static func movingBox(name: String = "box", seconds: Double = 1, fps: Int = 30, color: String = "#ff0000")
    -> String
  {
    """
    version: 1
    scene: { name: \(name), size: [40, 40], fps: \(fps), duration: \(seconds) }
    layers:
      - id: box
        bounds: [0, 0, 10, 10]
        position: [5, 5]
        backgroundColor: "\(color)"
        animations:
          - { keyPath: position.x, fromValue: 5, toValue: 35, duration: \(seconds) }
          - { keyPath: opacity, fromValue: 1, toValue: 0.25, duration: \(seconds) }

    """
  }

  /// Writes `text` to `folder/name` and returns its path.
  @discardableResult
  static func write(_ text: String, _ name: String, in folder: URL) -> String {
    let url = folder.appendingPathComponent(name)
    try! Data(text.utf8).write(to: url)
    return url.path
  }

  /// Every regular file below `folder` (relative path → bytes); links and folders by kind.
  static func snapshot(_ folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    let fm = FileManager.default
    guard let entries = try? fm.contentsOfDirectory(atPath: folder.path) else { return [:] }
    for name in entries {
      let url = folder.appendingPathComponent(name)
      let attributes = try? fm.attributesOfItem(atPath: url.path)
      switch attributes?[.type] as? FileAttributeType {
      case .typeDirectory?:
        result[name + "/"] = Data()
        for (inner, data) in snapshot(url) { result[name + "/" + inner] = data }
      case .typeSymbolicLink?:
        result[name + "@"] = Data(((try? fm.destinationOfSymbolicLink(atPath: url.path)) ?? "").utf8)
      default:
        result[name] = (try? Data(contentsOf: url)) ?? Data()
      }
    }
    return result
  }

  static func names(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }
}

/// Two folders hold the same files with the same bytes.
func XCTAssertSameFolder(_ a: URL, _ b: URL, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  let left = Fixture.snapshot(a)
  let right = Fixture.snapshot(b)
  XCTAssertEqual(left.keys.sorted(), right.keys.sorted(), message, file: file, line: line)
  for key in left.keys.sorted() where left[key] != right[key] {
    XCTFail("\(key) differs \(message)", file: file, line: line)
  }
}

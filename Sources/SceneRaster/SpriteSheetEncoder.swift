import Foundation
import SceneDiagnostics
import SceneOutput

/// `sheet`: all frames in one PNG atlas, left to right and top to bottom in a grid, plus a
/// JSON map in TexturePacker's "JSON (Hash)" layout, which Phaser, Godot and Unity
/// importers read: `frames` keyed by frame name, each with its `frame` rectangle in the
/// atlas, `rotated`/`trimmed` false, `spriteSourceSize`/`sourceSize`, and its `duration`
/// in milliseconds (spread like every other format's: frame k starts at round(1000 k / fps)),
/// then `meta` (app, version, image, format, size, scale).
///
/// The atlas is written one grid row at a time, so only one row of frames is held.
final class SpriteSheetEncoder: FrameEncoder {
  /// Engines and GPUs commonly refuse textures wider or taller than this.
  static let textureLimit = 8192

  struct Layout: Equatable {
    var columns: Int
    var rows: Int
    var cellWidth: Int
    var cellHeight: Int
    var width: Int { columns * cellWidth }
    var height: Int { rows * cellHeight }

    /// A near-square grid, narrowed so the atlas stays within `textureLimit` wide.
    init(frameCount: Int, cellWidth: Int, cellHeight: Int) {
      let square = Int(Double(frameCount).squareRoot().rounded(.up))
      let fitting = max(1, SpriteSheetEncoder.textureLimit / max(cellWidth, 1))
      columns = max(1, min(square, fitting, frameCount))
      rows = (frameCount + columns - 1) / columns
      self.cellWidth = cellWidth
      self.cellHeight = cellHeight
    }

    func origin(ofCell position: Int) -> (x: Int, y: Int) {
      ((position % columns) * cellWidth, (position / columns) * cellHeight)
    }
  }

  let layout: Layout
  private let image: AtomicFile
  private let json: AtomicFile
  private let png: PNGWriter
  private let rate: FrameRate
  private let scale: Double
  private var strip: [UInt8]
  private var stripFrames = 0
  private var entries: [String] = []

  /// `basePath` without extension: writes `basePath.png` and `basePath.json`.
  init(basePath: String, frameCount: Int, cellWidth: Int, cellHeight: Int, rate: FrameRate, scale: Double)
    throws
  {
    layout = Layout(frameCount: frameCount, cellWidth: cellWidth, cellHeight: cellHeight)
    image = try AtomicFile(path: basePath + ".png")
    json = try AtomicFile(path: basePath + ".json")
    self.rate = rate
    self.scale = scale
    errno = 0
    do {
      png = try PNGWriter(path: image.temporary.path, width: layout.width, height: layout.height)
    } catch {
      throw PNGFolderEncoder.writeFailure(errno, at: image.target.path, folder: image.temporary.deletingLastPathComponent().path)
    }
    strip = [UInt8](repeating: 0, count: layout.width * cellHeight * 4)
  }

  func add(_ frame: RGBAImage, position: Int, sceneIndex: Int) throws {
    let (x, _) = layout.origin(ofCell: position)
    let rowBytes = frame.bytesPerRow
    let stripRow = layout.width * 4
    frame.pixels.withUnsafeBufferPointer { source in
      strip.withUnsafeMutableBufferPointer { target in
        for y in 0..<frame.height {
          let from = source.baseAddress! + y * rowBytes
          let to = target.baseAddress! + y * stripRow + x * 4
          to.update(from: from, count: rowBytes)
        }
      }
    }
    stripFrames += 1
    if stripFrames == layout.columns { try flushStrip() }
    entries.append(entry(position: position, sceneIndex: sceneIndex))
  }

  private func flushStrip() throws {
    try writingPNG { try strip.withUnsafeBufferPointer { try png.write(rows: $0) } }
    strip.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    stripFrames = 0
  }

  private func entry(position: Int, sceneIndex: Int) -> String {
    let (x, y) = layout.origin(ofCell: position)
    let w = layout.cellWidth
    let h = layout.cellHeight
    let name = PNGFolderEncoder.fileName(index: sceneIndex)
    let duration = rate.delay(ofFrame: position, unitsPerSecond: 1000)
    return [
      "    \"\(name)\": {",
      "      \"frame\": { \"x\": \(x), \"y\": \(y), \"w\": \(w), \"h\": \(h) },",
      "      \"rotated\": false,",
      "      \"trimmed\": false,",
      "      \"spriteSourceSize\": { \"x\": 0, \"y\": 0, \"w\": \(w), \"h\": \(h) },",
      "      \"sourceSize\": { \"w\": \(w), \"h\": \(h) },",
      "      \"duration\": \(duration)",
      "    }",
    ].joined(separator: "\n")
  }

  func finish() throws -> [String] {
    if stripFrames > 0 { try flushStrip() }
    try writingPNG { try png.finish() }
    let text = """
      {
        "frames": {
      \(entries.joined(separator: ",\n"))
        },
        "meta": {
          "app": "scenec",
          "version": "\(ToolVersion.scenec)",
          "image": "\(jsonEscaped(image.target.lastPathComponent))",
          "format": "RGBA8888",
          "size": { "w": \(layout.width), "h": \(layout.height) },
          "scale": "\(Self.number(scale))"
        }
      }

      """
    do {
      try json.write(Data(text.utf8))
    } catch {
      cancel()
      throw error
    }
    try AtomicFile.commit([image, json])
    return [image.target.path, json.target.path]
  }

  /// A libpng failure as one line with the system's reason, naming the atlas.
  private func writingPNG(_ body: () throws -> Void) throws {
    errno = 0
    do {
      try body()
    } catch {
      throw PNGFolderEncoder.writeFailure(
        errno, at: image.target.path, folder: image.temporary.deletingLastPathComponent().path)
    }
  }

  func cancel() {
    image.discard()
    json.discard()
  }

  /// `1`, `2`, `0.5`: the shortest spelling.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private func jsonEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

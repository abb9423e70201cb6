public import Foundation

/// Reads the timing and transparency fields of animated files straight from their bytes,
/// as the formats' specifications lay them out (GIF89a, APNG, WebP container), so the tests
/// check what a player reads rather than what a tool reports.
public struct ContainerError: Error, CustomStringConvertible {
  public var description: String
  public init(description: String) { self.description = description }
}

/// A byte cursor: little- or big-endian integers, bounds-checked.
struct ByteReader {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8], at position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  var atEnd: Bool { position >= bytes.count }

  mutating func u8() throws -> Int {
    guard position < bytes.count else { throw ContainerError(description: "unexpected end at \(position)") }
    position += 1
    return Int(bytes[position - 1])
  }

  mutating func take(_ n: Int) throws -> [UInt8] {
    guard n >= 0, position + n <= bytes.count else {
      throw ContainerError(description: "unexpected end at \(position)")
    }
    position += n
    return Array(bytes[position - n..<position])
  }

  mutating func le(_ count: Int) throws -> Int {
    var value = 0
    for i in 0..<count { value |= try u8() << (8 * i) }
    return value
  }

  mutating func be(_ count: Int) throws -> Int {
    var value = 0
    for _ in 0..<count { value = value << 8 | (try u8()) }
    return value
  }
}

/// GIF89a: the logical screen, the NETSCAPE2.0 loop count, and per image its Graphic
/// Control Extension (delay in hundredths of a second, disposal, transparent index).
public struct GIFFile {
  public struct Image {
    public var delay = 0
    public var disposal = 0
    public var transparentIndex: Int?
    public var x = 0, y = 0, width = 0, height = 0
    public var hasLocalColorTable = false
  }

  public var width = 0
  public var height = 0
  public var loopCount: Int?
  public var images: [Image] = []

  public init(_ data: Data) throws {
    var r = ByteReader([UInt8](data))
    guard String(decoding: try r.take(6), as: UTF8.self) == "GIF89a" else {
      throw ContainerError(description: "not a GIF89a")
    }
    width = try r.le(2)
    height = try r.le(2)
    let packed = try r.u8()
    _ = try r.take(2)
    if packed & 0x80 != 0 { _ = try r.take(3 << ((packed & 7) + 1)) }
    var pending = Image()
    while true {
      switch try r.u8() {
      case 0x21:
        let label = try r.u8()
        if label == 0xF9 {
          guard try r.u8() == 4 else { throw ContainerError(description: "bad graphic control extension") }
          let flags = try r.u8()
          pending.delay = try r.le(2)
          let index = try r.u8()
          pending.disposal = (flags >> 2) & 7
          pending.transparentIndex = flags & 1 != 0 ? index : nil
          _ = try r.u8()
        } else if label == 0xFF {
          let size = try r.u8()
          let name = String(decoding: try r.take(size), as: UTF8.self)
          if name == "NETSCAPE2.0" {
            guard try r.u8() == 3, try r.u8() == 1 else {
              throw ContainerError(description: "bad NETSCAPE2.0")
            }
            loopCount = try r.le(2)
          }
          try Self.skipSubBlocks(&r)
        } else {
          try Self.skipSubBlocks(&r)
        }
      case 0x2C:
        pending.x = try r.le(2)
        pending.y = try r.le(2)
        pending.width = try r.le(2)
        pending.height = try r.le(2)
        let flags = try r.u8()
        pending.hasLocalColorTable = flags & 0x80 != 0
        if pending.hasLocalColorTable { _ = try r.take(3 << ((flags & 7) + 1)) }
        _ = try r.u8()  // LZW minimum code size
        try Self.skipSubBlocks(&r)
        images.append(pending)
        pending = Image()
      case 0x3B:
        return
      case let other:
        throw ContainerError(
          description: "unknown GIF block 0x\(String(other, radix: 16)) at \(r.position - 1)")
      }
    }
  }

  private static func skipSubBlocks(_ r: inout ByteReader) throws {
    while true {
      let size = try r.u8()
      if size == 0 { return }
      _ = try r.take(size)
    }
  }
}

/// APNG: `acTL` (frame count, plays) and every `fcTL` (delay as a fraction of a second).
public struct APNGFile {
  public struct FrameControl {
    public var width, height, x, y: Int
    public var delayNumerator, delayDenominator: Int
    public var dispose, blend: Int
  }

  public var frameCount = 0
  public var plays = 0
  public var width = 0
  public var height = 0
  public var frames: [FrameControl] = []

  public init(_ data: Data) throws {
    var r = ByteReader([UInt8](data))
    guard try r.take(8) == [137, 80, 78, 71, 13, 10, 26, 10] else {
      throw ContainerError(description: "not a PNG")
    }
    var sawActl = false
    while !r.atEnd {
      let length = try r.be(4)
      let type = String(decoding: try r.take(4), as: UTF8.self)
      var body = ByteReader(try r.take(length))
      _ = try r.take(4)  // CRC
      switch type {
      case "IHDR":
        width = try body.be(4)
        height = try body.be(4)
      case "acTL":
        sawActl = true
        frameCount = try body.be(4)
        plays = try body.be(4)
      case "fcTL":
        _ = try body.be(4)
        frames.append(
          FrameControl(
            width: try body.be(4), height: try body.be(4), x: try body.be(4), y: try body.be(4),
            delayNumerator: try body.be(2), delayDenominator: try body.be(2), dispose: try body.u8(),
            blend: try body.u8()))
      default: break
      }
    }
    guard sawActl else { throw ContainerError(description: "no acTL: not animated") }
  }
}

/// Animated WebP: `ANIM` (loop count) and every `ANMF` (duration in milliseconds).
public struct WebPFile {
  public struct Frame {
    public var x, y, width, height, duration: Int
  }

  public var loopCount: Int?
  public var canvasWidth = 0
  public var canvasHeight = 0
  public var frames: [Frame] = []

  public init(_ data: Data) throws {
    var r = ByteReader([UInt8](data))
    guard String(decoding: try r.take(4), as: UTF8.self) == "RIFF" else {
      throw ContainerError(description: "not RIFF")
    }
    let size = try r.le(4)
    guard String(decoding: try r.take(4), as: UTF8.self) == "WEBP", size + 8 == data.count else {
      throw ContainerError(description: "not a WebP file (or its RIFF size is wrong)")
    }
    while !r.atEnd {
      let fourCC = String(decoding: try r.take(4), as: UTF8.self)
      let length = try r.le(4)
      var body = ByteReader(try r.take(length))
      if length % 2 == 1 { _ = try r.take(1) }
      switch fourCC {
      case "VP8X":
        _ = try body.take(4)
        canvasWidth = try body.le(3) + 1
        canvasHeight = try body.le(3) + 1
      case "ANIM":
        _ = try body.take(4)  // background color
        loopCount = try body.le(2)
      case "ANMF":
        frames.append(
          Frame(
            x: try body.le(3) * 2, y: try body.le(3) * 2, width: try body.le(3) + 1,
            height: try body.le(3) + 1,
            duration: try body.le(3)))
      default: break
      }
    }
  }
}

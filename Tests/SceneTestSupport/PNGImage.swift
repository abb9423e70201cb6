public import Foundation

/// An 8-bit RGBA image decoded from a PNG (non-interlaced, bit depth 8; gray, RGB, gray
/// with alpha or RGBA — what rsvg-convert writes).
public struct PNGImage {
  public struct Pixel: Equatable, Sendable, CustomStringConvertible {
    public var r, g, b, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
      self.r = r
      self.g = g
      self.b = b
      self.a = a
    }
    public var description: String { "(\(r), \(g), \(b), \(a))" }

    /// Every channel within `tolerance` of the other's.
    public func isClose(to other: Pixel, tolerance: Int) -> Bool {
      abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
        && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
  }

  public let width: Int
  public let height: Int
  /// Straight (not premultiplied) RGBA, row by row.
  public let rgba: [UInt8]

  public func pixel(_ x: Int, _ y: Int) -> Pixel {
    let i = (y * width + x) * 4
    return Pixel(rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }

  public struct Failure: Error, CustomStringConvertible { public var description: String }

  public init(data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
      throw Failure(description: "not a PNG")
    }
    var position = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    func uint32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while position + 8 <= bytes.count {
      let length = uint32(position)
      let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
      let body = Array(bytes[position + 8..<position + 8 + length])
      position += 12 + length
      switch type {
      case "IHDR": header = body
      case "IDAT": compressed += body
      case "IEND": position = bytes.count
      default: break
      }
    }
    guard header.count == 13 else { throw Failure(description: "no IHDR") }
    func u32(_ b: [UInt8], _ at: Int) -> Int {
      Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }
    width = u32(header, 0)
    height = u32(header, 4)
    let depth = header[8]
    let colorType = header[9]
    guard depth == 8, header[12] == 0 else { throw Failure(description: "unsupported PNG layout") }
    let channels: Int
    switch colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    default: throw Failure(description: "unsupported color type \(colorType)")
    }
    let raw = try Inflate.zlib(compressed)
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Failure(description: "short image data") }
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      let line = y * (stride + 1) + 1
      for x in 0..<stride {
        let value = Int(raw[line + x])
        let left = x >= channels ? Int(pixels[y * stride + x - channels]) : 0
        let up = y > 0 ? Int(pixels[(y - 1) * stride + x]) : 0
        let upLeft = (x >= channels && y > 0) ? Int(pixels[(y - 1) * stride + x - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let pa = abs(p - left)
          let pb = abs(p - up)
          let pc = abs(p - upLeft)
          predicted = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
        default: throw Failure(description: "bad filter \(filter)")
        }
        pixels[y * stride + x] = UInt8((value + predicted) & 0xff)
      }
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<(width * height) {
      let s = i * channels
      switch channels {
      case 1: rgba[4 * i] = pixels[s]; rgba[4 * i + 1] = pixels[s]; rgba[4 * i + 2] = pixels[s]
      case 2:
        rgba[4 * i] = pixels[s]; rgba[4 * i + 1] = pixels[s]; rgba[4 * i + 2] = pixels[s]
        rgba[4 * i + 3] = pixels[s + 1]
      case 3: for c in 0..<3 { rgba[4 * i + c] = pixels[s + c] }
      default: for c in 0..<4 { rgba[4 * i + c] = pixels[s + c] }
      }
    }
    self.rgba = rgba
  }
}

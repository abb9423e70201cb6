import Foundation

/// Makes a still PNG an animated PNG of one frame.
///
/// ffmpeg's APNG muxer writes a plain PNG when it is given a single frame (a one-frame scene,
/// or `--frames 3`): no `acTL`, no `fcTL`, so the file has no duration and is not an
/// animation, while the format promises one lasting frameCount / fps. This inserts, before
/// the first `IDAT` as the APNG specification asks, `acTL` (1 frame, played forever, as
/// `-plays 0` asks of longer files) and the default image's `fcTL` (sequence 0, the whole
/// canvas, the delay 1 / fps as a fraction, no disposal, source blending). The pixels are
/// the same bytes.
enum APNGStillToAnimation {
  /// `data` itself when it is already animated; nil when it is not a well-formed PNG.
  static func animated(_ data: Data, rate: FrameRate) -> Data? {
    let bytes = [UInt8](data)
    guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { return nil }
    var offset = 8
    var width: [UInt8]?, height: [UInt8]?
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      guard offset + 12 + length <= bytes.count else { return nil }
      switch type {
      case "acTL":
        return data
      case "IHDR" where length >= 8:
        width = Array(bytes[offset + 8..<offset + 12])
        height = Array(bytes[offset + 12..<offset + 16])
      case "IDAT":
        guard let width, let height else { return nil }
        let (numerator, denominator) = delay(rate)
        let actl = chunk("acTL", uint32(1) + uint32(0))
        let fctl = chunk(
          "fcTL", uint32(0) + width + height + uint32(0) + uint32(0) + uint16(numerator) + uint16(denominator) + [0, 0])
        return Data(bytes[..<offset] + actl + fctl + bytes[offset...])
      default:
        break
      }
      offset += 12 + length
    }
    return nil
  }

  /// 1 / fps as `delay_num / delay_den`, each at most 65535 (brought within by scaling both,
  /// as ffmpeg's muxer does for longer files).
  static func delay(_ rate: FrameRate) -> (Int, Int) {
    let largest = max(rate.seconds, rate.frames)
    guard largest > 0xFFFF else { return (rate.seconds, rate.frames) }
    let scale = Double(largest) / Double(0xFFFF)
    return (max(1, Int((Double(rate.seconds) / scale).rounded())), max(1, Int((Double(rate.frames) / scale).rounded())))
  }

  private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// A chunk: big-endian length, type, data, and the CRC-32 of type and data.
  private static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + payload
    return uint32(payload.count) + body + uint32(Int(crc32(body)))
  }

  private static func uint32(_ value: Int) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func uint16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

  /// PNG's CRC-32 (ISO 3309, polynomial 0xEDB88320 reflected), bit by bit: two chunks of a
  /// few bytes each.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

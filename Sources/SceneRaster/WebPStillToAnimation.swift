import Foundation

/// Puts a still WebP image back into an animation of one frame.
///
/// libwebp's animation assembler writes a still image when the animation stores a single
/// frame — every frame of the scene the same picture, or a one-frame scene. A still has no
/// duration and no loop count, so such a file would not last frame count / fps. This takes
/// the still's bitstream chunks (`ALPH`, `VP8 ` or `VP8L`) and wraps them, as the WebP
/// container specification lays an animation out, in `VP8X` (animation flag, alpha flag
/// when the still has alpha), `ANIM` (transparent background, loop forever) and one
/// full-canvas `ANMF` of the given duration. The pixels are the same bytes.
enum WebPStillToAnimation {
  /// `data` itself when it is already an animation; nil when it is not a WebP file.
  static func animated(_ data: Data, canvasWidth: Int, canvasHeight: Int, durationMilliseconds: Int) -> Data? {
    guard let chunks = Self.chunks(of: [UInt8](data)) else { return nil }
    if chunks.contains(where: { $0.fourCC == "ANIM" }) { return data }
    var hasAlpha = false
    var frameData: [UInt8] = []
    for chunk in chunks {
      switch chunk.fourCC {
      case "VP8X":
        // Flags byte: ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04, animation 0x02.
        hasAlpha = hasAlpha || (chunk.payload.first ?? 0) & 0x10 != 0
      case "ALPH":
        hasAlpha = true
        frameData += Self.chunk("ALPH", chunk.payload)
      case "VP8 ":
        frameData += Self.chunk("VP8 ", chunk.payload)
      case "VP8L":
        // Signature 0x2f, then 14 bits width − 1, 14 bits height − 1, 1 bit alpha_is_used.
        guard chunk.payload.count >= 5 else { return nil }
        let start = chunk.payload.startIndex
        let bits = chunk.payload[start + 1...start + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        // The frame covers the canvas (libwebp widens a lone frame to it).
        guard Int(bits & 0x3FFF) + 1 == canvasWidth, Int(bits >> 14 & 0x3FFF) + 1 == canvasHeight else { return nil }
        hasAlpha = hasAlpha || bits & (1 << 28) != 0
        frameData += Self.chunk("VP8L", chunk.payload)
      default:
        break  // ICCP, EXIF, XMP: libwebp's assembler writes none.
      }
    }
    guard !frameData.isEmpty, canvasWidth >= 1, canvasHeight >= 1 else { return nil }
    let duration = min(max(durationMilliseconds, 0), 0xFF_FFFF)
    let header: [UInt8] = [0x02 | (hasAlpha ? 0x10 : 0), 0, 0, 0]
    let vp8x = Self.chunk("VP8X", header + Self.uint24(canvasWidth - 1) + Self.uint24(canvasHeight - 1))
    let anim = Self.chunk("ANIM", [0, 0, 0, 0, 0, 0])  // background 0x00000000, loop count 0
    // Offset (0, 0), the whole canvas, the duration; flags: do not blend, do not dispose.
    let frame =
      Self.uint24(0) + Self.uint24(0) + Self.uint24(canvasWidth - 1) + Self.uint24(canvasHeight - 1)
      + Self.uint24(duration) + [0x02]
    let anmf = Self.chunk("ANMF", frame + frameData)
    let body = Array("WEBP".utf8) + vp8x + anim + anmf
    return Data(Array("RIFF".utf8) + Self.uint32(body.count) + body)
  }

  private struct Chunk {
    var fourCC: String
    var payload: ArraySlice<UInt8>
  }

  /// The RIFF container's chunks, or nil when `bytes` is not a well-formed WebP file.
  private static func chunks(of bytes: [UInt8]) -> [Chunk]? {
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8)
    else { return nil }
    var chunks: [Chunk] = []
    var offset = 12
    while offset + 8 <= bytes.count {
      let fourCC = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size = bytes[offset + 4..<offset + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
      let start = offset + 8
      guard start + size <= bytes.count else { return nil }
      chunks.append(Chunk(fourCC: fourCC, payload: bytes[start..<start + size]))
      offset = start + size + size % 2
    }
    return chunks
  }

  /// A chunk: FourCC, little-endian size, payload, a pad byte when the size is odd.
  private static func chunk(_ fourCC: String, _ payload: some Collection<UInt8>) -> [UInt8] {
    Array(fourCC.utf8) + uint32(payload.count) + Array(payload) + (payload.count % 2 == 1 ? [0] : [])
  }

  private static func uint24(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
  }

  private static func uint32(_ value: Int) -> [UInt8] { uint24(value) + [UInt8(value >> 24 & 0xFF)] }
}

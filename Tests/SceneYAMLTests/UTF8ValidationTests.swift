import XCTest

@testable import SceneYAML

/// The up-front UTF-8 check: the exact offset of the first bad byte wherever it falls
/// relative to the eight-byte steps over ASCII.
final class UTF8ValidationTests: XCTestCase {
  func testFirstInvalidByteIsFoundAtEveryOffset() {
    for offset in 0..<20 {
      var bytes = Array(repeating: UInt8(ascii: "a"), count: 24)
      bytes[offset] = 0xFF
      XCTAssertEqual(UTF8Validation.firstInvalidByte(in: bytes), offset, "0xFF at \(offset)")
      // A valid two-byte sequence before it does not hide it.
      bytes = Array("é".utf8) + Array(repeating: UInt8(ascii: "a"), count: offset) + [0xC3, 0x28, 0x61]
      XCTAssertEqual(UTF8Validation.firstInvalidByte(in: bytes), offset + 2, "bad continuation at \(offset + 2)")
    }
  }

  func testWellFormedInputHasNoInvalidByte() {
    XCTAssertNil(UTF8Validation.firstInvalidByte(in: []))
    XCTAssertNil(UTF8Validation.firstInvalidByte(in: Array("layers: [a, b] # ünïcödé 🎬 K\n".utf8)))
    // A sequence cut off by the end of the input.
    XCTAssertEqual(UTF8Validation.firstInvalidByte(in: Array("abcdefgh".utf8) + [0xE2, 0x82]), 8)
  }
}

import Foundation
import XCTest

@testable import SceneSVG

/// FIPS 180-2 appendix B test vectors, plus block-boundary lengths checked against
/// python3 hashlib.sha256.
final class SHA256Tests: XCTestCase {
  func testFIPSVectors() {
    XCTAssertEqual(
      SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    XCTAssertEqual(
      SHA256.hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    XCTAssertEqual(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  func testMillionAs() {
    XCTAssertEqual(
      SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  func testBlockBoundaries() {
    // python3: hashlib.sha256(b"x" * n).hexdigest()
    let expected: [Int: String] = [
      55: "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072",
      56: "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e",
      64: "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c",
    ]
    for (n, digest) in expected.sorted(by: { $0.key < $1.key }) {
      XCTAssertEqual(SHA256.hex([UInt8](repeating: 0x78, count: n)), digest, "length \(n)")
    }
  }

  func testIncrementalUpdatesMatchOneShot() {
    var hasher = SHA256()
    hasher.update(Array("abcdbcdecdefdefgefgh".utf8))
    hasher.update(Array("fghighijhijkijkljklmklmnlmnomnopnopq".utf8))
    let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
    XCTAssertEqual(digest, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }
}

import Foundation
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// FIPS 180-4 test vectors (and the examples of FIPS 180-2 appendix B), plus lengths around
/// the padding edges (55/56 bytes: the length still fits the last block or not; 64: a whole
/// block) checked against python3 hashlib.sha256. Every vector runs through every
/// compression this CPU can run (SHA256BackendTests compares them on random data).
final class SHA256Tests: XCTestCase {
  /// The compressions this CPU runs: the portable scalar C always.
  static var backends: [SHA256.Backend] {
    [.automatic, .scalar] + (SHA256.hasVector ? [.vector] : []) + (SHA256.hasExtensions ? [.extensions] : [])
  }

  func testFIPSVectors() {
    let vectors: [(String, String)] = [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      // 448 bits
      ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
      // 896 bits
      ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
       "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ]
    for backend in Self.backends {
      for (message, digest) in vectors {
        XCTAssertEqual(SHA256.hex(Array(message.utf8), backend: backend), digest, "\(backend) \(message.utf8.count) bytes")
      }
    }
  }

  func testMillionAs() {
    let bytes = [UInt8](repeating: 0x61, count: 1_000_000)
    for backend in Self.backends {
      XCTAssertEqual(
        SHA256.hex(bytes, backend: backend), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
        "\(backend)")
    }
  }

  func testPaddingEdges() {
    // python3: hashlib.sha256(b"x" * n).hexdigest()
    let expected: [Int: String] = [
      1: "2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881",
      55: "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072",
      56: "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e",
      57: "ae14a2563ccf969d99aca69ce6bb74981f734bbf9f655f73b8f06db68cab5217",
      63: "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2",
      64: "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c",
      65: "9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9",
      119: "000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c",
      120: "13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98",
      127: "70156a14adbabf98cff3a71c7084b417abf057a8efd27329ca36b7202c87d81f",
      128: "24da1b81d0b16df6428eee73c69fcb2a93c76bc6df706f0c6670fe6bfe800464",
      129: "0ec9eb33e74510bcdd1f2ea55206e82f21649c5c2becbf2b433eb475b34c01bd",
    ]
    for backend in Self.backends {
      for (n, digest) in expected.sorted(by: { $0.key < $1.key }) {
        XCTAssertEqual(SHA256.hex([UInt8](repeating: 0x78, count: n), backend: backend), digest, "\(backend) length \(n)")
      }
    }
  }

  func testIncrementalUpdatesMatchOneShot() {
    for backend in Self.backends {
      var hasher = SHA256(backend: backend)
      hasher.update(Array("abcdbcdecdefdefgefgh".utf8))
      hasher.update(Array("fghighijhijkijkljklmklmnlmnomnopnopq".utf8))
      let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
      XCTAssertEqual(digest, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", "\(backend)")
    }
  }

  func testIncrementalUpdatesAcrossBlocks() {
    var generator = SplitMix64(seed: 11)
    let bytes = (0..<1000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    for backend in Self.backends {
      var hasher = SHA256(backend: backend)
      var index = 0
      for size in [1, 63, 64, 65, 7, 200, 0, 128] {
        hasher.update(bytes[index..<(index + size)])
        index += size
      }
      hasher.update(bytes[index...])
      let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
      XCTAssertEqual(digest, SHA256.hex(bytes, backend: .scalar), "\(backend)")
    }
  }
}

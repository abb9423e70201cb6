import Foundation
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// The frame hasher resumes a digest from the checkpoints (every 256 bytes) inside the bytes
/// a frame shares with the one before. Its digests must be those of a one-pass SHA-256
/// (`SHA256.hex`, checked against the FIPS vectors in SHA256Tests), whatever the two frames
/// share, with every compression this CPU runs.
final class FrameHasherTests: XCTestCase {
  private func hex(_ hasher: FrameHasher, _ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { hasher.hex($0) }
  }

  func testFIPSVectorsAfterOtherMessages() {
    let vectors: [(String, String)] = [
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ]
    for backend in SHA256Tests.backends {
      let hasher = FrameHasher(backend: backend)
      for (message, digest) in vectors {
        XCTAssertEqual(hex(hasher, Array(message.utf8)), digest, "\(backend) \(message.utf8.count) bytes")
      }
      // A million "a": the second time every checkpoint but the tail's is reused.
      let million = [UInt8](repeating: 0x61, count: 1_000_000)
      for _ in 0..<2 {
        XCTAssertEqual(hex(hasher, million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0", "\(backend)")
      }
      XCTAssertEqual(hasher.lastHashedBytes, 1_000_000 % 256, "\(backend)")
    }
  }

  func testResumesFromTheLastCheckpointInTheSharedBytes() {
    var generator = SplitMix64(seed: 3)
    let first = (0..<2_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let hasher = FrameHasher()
    _ = hex(hasher, first)
    XCTAssertEqual(hasher.lastHashedBytes, 2_000)
    // 1,000 bytes shared: the checkpoints at 256, 512 and 768 bytes hold, hashing restarts at 768.
    var second = first
    second[1_000] ^= 1
    XCTAssertEqual(hex(hasher, second), SHA256.hex(second))
    XCTAssertEqual(hasher.lastHashedBytes, 2_000 - 768)
    // Shared up to a checkpoint exactly: 512 bytes shared, the checkpoint at 512 holds.
    var third = second
    third[512] ^= 1
    XCTAssertEqual(hex(hasher, third), SHA256.hex(third))
    XCTAssertEqual(hasher.lastHashedBytes, 2_000 - 512)
    // Nothing shared: hashed from the start.
    var fourth = third
    fourth[0] ^= 1
    XCTAssertEqual(hex(hasher, fourth), SHA256.hex(fourth))
    XCTAssertEqual(hasher.lastHashedBytes, 2_000)
  }

  /// Random frames made from the one before: a byte changed somewhere (or nowhere), the end
  /// cut off or more appended, every length from empty to a few kilobytes.
  func testRandomFramesMatchOnePassDigests() {
    for backend in SHA256Tests.backends {
      var generator = SplitMix64(seed: 42)
      let hasher = FrameHasher(backend: backend)
      var frame: [UInt8] = []
      for step in 0..<400 {
        let random = { (bound: Int) -> Int in Int(generator.next() % UInt64(max(bound, 1))) }
        switch random(4) {
        case 0 where !frame.isEmpty:
          frame[random(frame.count)] ^= UInt8(1 + random(255))
        case 1:
          frame.removeLast(random(frame.count + 1))
        case 2:
          frame += (0..<random(1_500)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        default:
          break  // the same bytes again
        }
        XCTAssertEqual(hex(hasher, frame), SHA256.hex(frame, backend: .scalar), "\(backend) step \(step), \(frame.count) bytes")
      }
    }
  }

  // MARK: - Two frames at once

  private func hexPair(_ hasher: FrameHasher, _ first: [UInt8], _ second: [UInt8]) -> (String, String) {
    first.withUnsafeBytes { a in second.withUnsafeBytes { b in hasher.hexPair(a, b) } }
  }

  /// The FIPS 180-4 vectors as pairs, each side by side with a message of another length
  /// (the side by side part ends where the shorter one does), in both orders.
  func testFIPSVectorsInPairs() {
    let vectors: [([UInt8], String)] = [
      (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      (Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
      (Array(
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
          .utf8), "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
      ([UInt8](repeating: 0x61, count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ]
    for backend in SHA256Tests.backends {
      for (first, firstDigest) in vectors {
        for (second, secondDigest) in vectors {
          let hasher = FrameHasher(backend: backend)
          let (a, b) = hexPair(hasher, first, second)
          XCTAssertEqual(a, firstDigest, "\(backend): \(first.count) bytes beside \(second.count)")
          XCTAssertEqual(b, secondDigest, "\(backend): \(second.count) bytes beside \(first.count)")
        }
      }
    }
  }

  /// Each frame of a pair resumes from the frame hashed before the pair; the second is the
  /// one the next frame resumes from.
  func testAPairResumesFromTheFrameBeforeAndHandsOnItsSecond() {
    var generator = SplitMix64(seed: 5)
    let base = (0..<3_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let hasher = FrameHasher()
    _ = hex(hasher, base)
    // Shares 1,300 bytes with `base` (checkpoints to 1,280 hold), the second 600 (to 512).
    var first = base
    first[1_300] ^= 1
    var second = base
    second[600] ^= 1
    second += [1, 2, 3]
    XCTAssertEqual(hexPair(hasher, first, second).0, SHA256.hex(first))
    XCTAssertEqual(hexPair(hasher, first, second).1, SHA256.hex(second))
    // The second call resumed both from `second` (the first of them shares 600 bytes with it).
    XCTAssertEqual(hasher.lastHashedBytes, (3_000 - 512) + (3_003 - 3_003 / 256 * 256))
    // A frame after the pair resumes from its second: 2,000 bytes shared, the checkpoint at 1,792.
    var third = second
    third[2_000] ^= 1
    XCTAssertEqual(hex(hasher, third), SHA256.hex(third))
    XCTAssertEqual(hasher.lastHashedBytes, 3_003 - 1_792)
  }

  /// Random pairs made from the frame before, singles and pairs mixed, every length from
  /// empty to a few kilobytes: each digest is the one-pass one.
  func testRandomPairsMatchOnePassDigests() {
    for backend in SHA256Tests.backends {
      var generator = SplitMix64(seed: 77)
      let random = { (bound: Int) -> Int in Int(generator.next() % UInt64(max(bound, 1))) }
      let hasher = FrameHasher(backend: backend)
      var frame: [UInt8] = []
      func changed(_ frame: [UInt8]) -> [UInt8] {
        var frame = frame
        switch random(4) {
        case 0 where !frame.isEmpty: frame[random(frame.count)] ^= UInt8(1 + random(255))
        case 1: frame.removeLast(random(frame.count + 1))
        case 2: frame += (0..<random(1_500)).map { _ in UInt8(truncatingIfNeeded: random(256)) }
        default: break
        }
        return frame
      }
      for step in 0..<300 {
        let first = changed(frame)
        if random(3) == 0 {
          XCTAssertEqual(hex(hasher, first), SHA256.hex(first, backend: .scalar), "\(backend) step \(step)")
          frame = first
        } else {
          let second = changed(first)
          let (a, b) = hexPair(hasher, first, second)
          XCTAssertEqual(a, SHA256.hex(first, backend: .scalar), "\(backend) step \(step), first of \(first.count) bytes")
          XCTAssertEqual(b, SHA256.hex(second, backend: .scalar), "\(backend) step \(step), second of \(second.count) bytes")
          frame = second
        }
      }
    }
  }

  /// Pairs are worth holding frames back for only where the SHA extensions run them side by
  /// side; tests can ask for either.
  func testPairsOnlyWithTheExtensions() {
    XCTAssertFalse(FrameHasher(backend: .scalar).pairs)
    XCTAssertFalse(FrameHasher(backend: .vector).pairs)
    XCTAssertEqual(FrameHasher().pairs, SHA256.hasExtensions)
    XCTAssertTrue(FrameHasher(backend: .scalar, pairs: true).pairs)
    XCTAssertFalse(FrameHasher(pairs: false).pairs)
  }
}

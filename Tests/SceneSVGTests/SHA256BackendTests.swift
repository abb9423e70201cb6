import XCTest

@testable import SceneSVG

/// Frames are hashed with the CPU's SHA extensions where present; the portable Swift
/// compression must give the same states for every length (FIPS vectors: SHA256Tests).
final class SHA256BackendTests: XCTestCase {
  func portableHex(_ bytes: [UInt8]) -> String {
    var state = SHA256.initial
    let whole = bytes.count / 64
    bytes.withUnsafeBytes { raw in
      if whole > 0 { SHA256.portableCompress(&state, blocks: raw.baseAddress!, count: whole) }
    }
    let tail = SHA256.padding(Array(bytes[(whole * 64)...]), totalBytes: UInt64(bytes.count))
    tail.withUnsafeBytes { SHA256.portableCompress(&state, blocks: $0.baseAddress!, count: tail.count / 64) }
    return SHA256.hexString(SHA256.bytes(of: state))
  }

  func testBothBackendsAgreeOnEveryLengthUpTo300AndALargeBuffer() throws {
    var generator = SplitMix64(seed: 7)
    var lengths = Array(0...300)
    lengths += [4096, 65_536 + 17]
    for n in lengths {
      let bytes = (0..<n).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      XCTAssertEqual(SHA256.hex(bytes), portableHex(bytes), "length \(n)")
    }
  }

  func testPortableBackendPassesTheFIPSVectors() {
    XCTAssertEqual(portableHex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    XCTAssertEqual(portableHex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    XCTAssertEqual(
      portableHex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  func testTheExtensionsAreUsedWhereTheCPUHasThem() throws {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    guard cpuinfo.contains(" sha_ni") else { throw XCTSkip("this CPU has no SHA extensions") }
    XCTAssertTrue(SHA256.hasExtensions)
  }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

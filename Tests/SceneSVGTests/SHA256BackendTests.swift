import CSHA256
import XCTest

@testable import SceneSVG

/// Frames are hashed with the CPU's SHA extensions where present, else with portable C
/// (vector where the CPU has AVX2 and BMI2, else scalar); every compression must give the
/// same digests for every length (FIPS vectors: SHA256Tests).
final class SHA256BackendTests: XCTestCase {
  func testEveryBackendAgreesWithTheScalarOneOnEveryLengthUpTo300AndLargeBuffers() throws {
    var generator = SplitMix64(seed: 7)
    var lengths = Array(0...300)
    lengths += [4096, 22_222, 65_536 + 17]
    for n in lengths {
      let bytes = (0..<n).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      let scalar = SHA256.hex(bytes, backend: .scalar)
      for backend in SHA256Tests.backends where backend != .scalar {
        XCTAssertEqual(SHA256.hex(bytes, backend: backend), scalar, "\(backend) length \(n)")
      }
    }
  }

  func testTheExtensionsAreUsedWhereTheCPUHasThem() throws {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    guard cpuinfo.contains(" sha_ni") else { throw XCTSkip("this CPU has no SHA extensions") }
    XCTAssertTrue(SHA256.hasExtensions)
    XCTAssertEqual(csha256_automatic_backend(), CSHA256_EXTENSIONS)
  }

  func testTheVectorCodeIsUsedWhereTheCPUHasAVX2AndBMI2() throws {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    guard cpuinfo.contains(" avx2"), cpuinfo.contains(" bmi2") else { throw XCTSkip("this CPU has no AVX2 or BMI2") }
    XCTAssertTrue(SHA256.hasVector)
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

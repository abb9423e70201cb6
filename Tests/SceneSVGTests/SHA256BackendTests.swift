import CSHA256
import SceneTestSupport
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

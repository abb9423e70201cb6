import SceneModel
import XCTest

@testable import SceneText

/// fontconfig picks the fonts the set-up installs (fonts-dejavu-core, fonts-liberation2).
final class FontResolverTests: XCTestCase {
  func testAnInstalledFamilyResolvesToItself() throws {
    let font = try XCTUnwrap(TextLayouter.font(family: "DejaVu Sans", weight: 400))
    XCTAssertEqual(font.family, "DejaVu Sans")
    XCTAssertTrue(font.file.hasSuffix("/DejaVuSans.ttf"), font.file)
    XCTAssertFalse(font.isFallback)
    XCTAssertEqual(font.generic, .sansSerif)
  }

  func testBoldPicksTheBoldFace() throws {
    let font = try XCTUnwrap(TextLayouter.font(family: "Liberation Serif", weight: 700))
    XCTAssertTrue(font.file.hasSuffix("/LiberationSerif-Bold.ttf"), font.file)
    XCTAssertEqual(font.weight, 700)
    XCTAssertFalse(font.isFallback)
    XCTAssertEqual(font.generic, .serif)
  }

  func testAMissingFamilyIsAFallbackNamingTheFontUsed() throws {
    let font = try XCTUnwrap(TextLayouter.font(family: "Helvetica Neue", weight: 400))
    XCTAssertTrue(font.isFallback)
    XCTAssertNotEqual(font.family, "Helvetica Neue")
    XCTAssertFalse(font.file.isEmpty)
    XCTAssertEqual(font.generic, .sansSerif)
  }

  func testAMonospaceFamilyWithoutASubstituteFallsBackToMonospace() throws {
    // fontconfig knows no substitute for Menlo and would answer its default sans-serif.
    let font = try XCTUnwrap(TextLayouter.font(family: "Menlo", weight: 400))
    XCTAssertTrue(font.isFallback)
    XCTAssertEqual(font.family, TextLayouter.family(for: .monospace))
    XCTAssertEqual(font.generic, .monospace)
    XCTAssertEqual(font.requestedFamily, "Menlo")
  }

  func testAMetricCompatibleSubstituteIsKept() throws {
    let font = try XCTUnwrap(TextLayouter.font(family: "Courier New", weight: 400))
    XCTAssertEqual(font.family, "Liberation Mono")
    XCTAssertTrue(font.isFallback)
  }

  func testGenericFamiliesOfApplesFamilies() {
    XCTAssertEqual(GenericFamily(family: "Helvetica Neue"), .sansSerif)
    XCTAssertEqual(GenericFamily(family: "HelveticaNeue-Bold"), .sansSerif)
    XCTAssertEqual(GenericFamily(family: "Avenir Next"), .sansSerif)
    XCTAssertEqual(GenericFamily(family: "Times New Roman"), .serif)
    XCTAssertEqual(GenericFamily(family: "Georgia"), .serif)
    XCTAssertEqual(GenericFamily(family: "Liberation Serif"), .serif)
    XCTAssertEqual(GenericFamily(family: "PT Sans"), .sansSerif)
    XCTAssertEqual(GenericFamily(family: "Menlo-Regular"), .monospace)
    XCTAssertEqual(GenericFamily(family: "Courier New"), .monospace)
    XCTAssertEqual(GenericFamily(family: "DejaVu Sans Mono"), .monospace)
  }

  func testGenericFamiliesResolve() throws {
    XCTAssertEqual(TextLayouter.family(for: .sansSerif), "DejaVu Sans")
    XCTAssertEqual(TextLayouter.family(for: .serif), "DejaVu Serif")
    XCTAssertNotNil(TextLayouter.family(for: .monospace))
  }
}

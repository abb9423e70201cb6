import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// `after:` must name a top-level animation and must not go round in a cycle. A cycle is
/// reported once per `after` value on it, each message spelling out the whole cycle.
final class AfterReferenceTests: XCTestCase {
  func testUnknownAnimationIDSuggestsTheClosest() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          animations:
            - { id: fadeIn, keyPath: opacity, toValue: 1 }
            - { keyPath: opacity, after: 1️⃣fadein, toValue: 0 }
      """, "unknown-animation-id")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'fadeIn'?")
    XCTAssertEqual(diagnostic?.fixIts.first?.replacement, "fadeIn")
  }

  func testAfterMayNameAnAnimationOfAnotherLayer() {
    let scene = assertClean(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: a
          animations:
            - { keyPath: opacity, after: second, delay: 0.5, toValue: 0 }
        - id: b
          animations:
            - { id: second, keyPath: opacity, toValue: 1, duration: 1 }
      """)
    XCTAssertEqual(scene?.layers.first?.animations.first?.timing.start, .after(AnimationReference(id: "second", target: AnimationPosition(layer: 1, index: 0)), delay: 0.5))
  }

  func testAfterMustNameATopLevelAnimation() throws {
    let (text, markers) = extractMarkers(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          animations:
            - type: group
              animations:
                - { id: 1️⃣inner, keyPath: opacity, toValue: 1 }
            - { keyPath: opacity, after: 2️⃣inner, toValue: 0 }
      """)
    let result = decodeScene(text)
    XCTAssertEqual(result.diagnostics.map(\.id), ["after-not-top-level"])
    XCTAssertEqual(result.diagnostics.first?.range?.start, markers["2️⃣"])
    XCTAssertEqual(result.diagnostics.first?.notes.first?.range?.start, markers["1️⃣"])
  }

  func testTwoAnimationsWaitingForEachOtherReportEachAfter() {
    let (text, markers) = extractMarkers(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          animations:
            - { id: a, keyPath: opacity, after: 1️⃣b, toValue: 1 }
            - { id: b, keyPath: opacity, after: 2️⃣a, toValue: 0 }
      """)
    let result = decodeScene(text)
    XCTAssertEqual(
      describe(result.diagnostics).filter { !$0.contains("note:") },
      [
        "\(markers["1️⃣"]!): error: 'after' forms a cycle: 'a' → 'b' → 'a' [after-cycle]",
        "\(markers["2️⃣"]!): error: 'after' forms a cycle: 'b' → 'a' → 'b' [after-cycle]",
      ])
    XCTAssertNil(result.scene)
  }

  func testAnAnimationWaitingForItself() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          animations:
            - { id: loop, keyPath: opacity, after: 1️⃣loop, toValue: 1 }
      """, "after-cycle")
    XCTAssertEqual(diagnostic?.message, "'after' forms a cycle: 'loop' → 'loop'")
  }

  func testThreeAnimationCycleAcrossLayersIsReportedAtEveryAfter() {
    let (text, markers) = extractMarkers(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: one
          animations:
            - { id: a, keyPath: opacity, after: 1️⃣c, toValue: 1 }
            - { id: free, keyPath: opacity, after: a, toValue: 1 }
        - id: two
          animations:
            - { id: b, keyPath: opacity, after: 2️⃣a, toValue: 1 }
            - { id: c, keyPath: opacity, after: 3️⃣b, toValue: 1 }
      """)
    let result = decodeScene(text)
    XCTAssertEqual(
      describe(result.diagnostics).filter { !$0.contains("note:") },
      [
        "\(markers["1️⃣"]!): error: 'after' forms a cycle: 'a' → 'c' → 'b' → 'a' [after-cycle]",
        "\(markers["2️⃣"]!): error: 'after' forms a cycle: 'b' → 'a' → 'c' → 'b' [after-cycle]",
        "\(markers["3️⃣"]!): error: 'after' forms a cycle: 'c' → 'b' → 'a' → 'c' [after-cycle]",
      ])
  }

  func testAChildWaitingForItsOwnGroupIsACycle() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          animations:
            - id: outer
              type: sequence
              animations:
                - { keyPath: opacity, toValue: 1 }
                - { keyPath: opacity, after: 1️⃣outer, toValue: 0 }
      """, "after-cycle")
    XCTAssertEqual(diagnostic?.message, "'after' forms a cycle: 'outer' → 'outer'")
  }

  func testASetMayWaitForAnAnimation() {
    let scene = assertClean(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          animations:
            - { id: fade, keyPath: opacity, toValue: 0, duration: 1 }
            - { type: set, after: fade, delay: 0.25, values: { hidden: true } }
      """)
    let set = scene?.layers.first?.animations.last
    XCTAssertEqual(set?.timing.start, .after(AnimationReference(id: "fade", target: AnimationPosition(layer: 0, index: 0)), delay: 0.25))
    XCTAssertEqual(set?.kind, .set([SetValue(keyPath: KeyPath(.hidden), value: .bool(true))]))
  }
}

import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// One scene with a dozen mistakes: every one is reported, at its own place, in one run;
/// a bad layer or animation does not stop the others from being checked.
final class ManyMistakesTests: XCTestCase {
  static let marked = """
    version: 1
    scene:
      size: [375, 667]
      fps: 1️⃣0
    defs:
      colors: { brand: "#009ad6" }
    layers:
      - id: card
        2️⃣opactiy: 0.5
        backgroundColor: 3️⃣"$brnd"
        animations:
          - id: fadeIn
            keyPath: 4️⃣opacty
            toValue: 1
          - keyPath: position
            toValue: 5️⃣0.5
            fillMode: 6️⃣forward
      - id: 7️⃣card
        type: shape
        8️⃣fontSize: 12
        animations:
          - type: keyframe
            keyPath: strokeEnd
            values: [0, 0.5, 1, 0.5]
            keyTimes: [0, 0.7, 9️⃣0.5, 1]
          - keyPath: strokeEnd
            after: 🔟fadIn
            toValue: 1
      - id: label
        type: text
        animations:
          - type: set
            values: { ⓐstrokeEnd: 0 }
          - type: spring
            keyPath: fontSize
            toValue: 40
            dampingRatio: 0.5
            ⓑstiffness: 100
            duration: 0.5
          - keyPath: opacity
            toValue: 0
            repeatCount: ⓒ-1
    """

  func testEveryMistakeIsReportedAtItsPlace() {
    // extractMarkers knows 1️⃣…🔟; the places marked ⓐⓑⓒ are found in a second pass in
    // which they become keycaps (markers take no room, so both passes agree on positions).
    let (first, markers) = extractMarkers(
      Self.marked.replacingOccurrences(of: "ⓐ|ⓑ|ⓒ", with: "", options: .regularExpression))
    let (_, letters) = extractMarkers(
      Self.marked.replacingOccurrences(of: #"[1-9]\x{FE0F}\x{20E3}|🔟"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: "ⓐ", with: "1️⃣").replacingOccurrences(of: "ⓑ", with: "2️⃣")
        .replacingOccurrences(of: "ⓒ", with: "3️⃣"))

    let result = decodeScene(first)
    XCTAssertNil(result.scene)
    let actual = result.diagnostics.map { "\($0.range!.start) \($0.id)" }
    let expected: [(SourceLocation?, String)] = [
      (markers["1️⃣"], "value-out-of-range"),
      (markers["2️⃣"], "unknown-key"),
      (markers["3️⃣"], "unknown-reference"),
      (markers["4️⃣"], "unknown-key-path"),
      (markers["5️⃣"], "type-mismatch"),
      (markers["6️⃣"], "unknown-value"),
      (markers["7️⃣"], "duplicate-id"),
      (markers["8️⃣"], "property-not-on-layer-type"),
      (markers["9️⃣"], "invalid-key-times"),
      (markers["🔟"], "unknown-animation-id"),
      (letters["1️⃣"], "key-path-not-on-layer-type"),
      (letters["2️⃣"], "conflicting-keys"),
      (letters["3️⃣"], "value-out-of-range"),
    ]
    XCTAssertEqual(actual, expected.map { "\($0.0.map { "\($0)" } ?? "?") \($0.1)" })

    // Useful suggestions where one exists.
    let suggestions = result.diagnostics.flatMap(\.notes).map(\.message).filter {
      $0.hasPrefix("did you mean")
    }
    XCTAssertEqual(
      suggestions,
      [
        "did you mean 'opacity'?", "did you mean '$brand'?", "did you mean 'opacity'?",
        "did you mean 'forwards'?", "did you mean 'fadeIn'?",
      ])
  }

  /// The text renderer's first lines, as `scenec lint` prints them.
  func testRenderedHeaders() {
    let text = extractMarkers(
      Self.marked.replacingOccurrences(of: #"ⓐ|ⓑ|ⓒ"#, with: "", options: .regularExpression)
    ).text
    let result = decodeScene(text, file: "scenes/card.yaml")
    let rendered = TextRenderer(showsSourceExcerpts: false).render(result.diagnostics) { _ in nil }
    let headers = rendered.split(separator: "\n").filter { !$0.contains(": note: ") }
    XCTAssertEqual(headers.count, 13)
    XCTAssertEqual(
      headers[1], "scenes/card.yaml:9:5: error: unknown key 'opactiy' for layer [unknown-key]")
  }
}

import SceneModel
import XCTest

@testable import SceneText

/// `startLoading` hands its requests to `preloadLibraries`' thread while that thread still
/// takes them (no second thread), and starts its own once it no longer does.
final class PreloadHandOverTests: XCTestCase {
  typealias State = TextLayouter.PreloadState

  func request(_ family: String, _ weight: Int) -> TextLayoutRequest {
    TextLayoutRequest("Aa", family: family, fontSize: 12, weight: weight, bounds: Rect(0, 0, 100, 20), alignment: .left)
  }

  func testNothingIsHandedBeforeThePreloadStarts() {
    var state = State()
    XCTAssertFalse(state.hand([request("serif", 400)]))
    XCTAssertFalse(state.isRunning)
  }

  func testTheRunningThreadTakesWhatIsHandedInOrderThenStops() {
    var state = State()
    state.start()
    XCTAssertTrue(state.isRunning)
    XCTAssertTrue(state.hand([request("serif", 400)]))
    XCTAssertTrue(state.hand([request("DejaVu Sans", 700), request("monospace", 100)]))
    let taken = state.takePending()
    XCTAssertEqual(taken?.map(\.family), ["serif", "DejaVu Sans", "monospace"])
    XCTAssertEqual(taken?.map(\.weight), [400, 700, 100])
    XCTAssertTrue(state.isRunning, "still running until it finds nothing pending")
    XCTAssertTrue(state.hand([request("sans-serif", 400)]))
    XCTAssertEqual(state.takePending()?.map(\.family), ["sans-serif"])
    XCTAssertNil(state.takePending())
    XCTAssertFalse(state.isRunning)
    // Once it stopped, `startLoading` starts a thread of its own.
    XCTAssertFalse(state.hand([request("serif", 400)]))
    XCTAssertNil(state.takePending())
    XCTAssertFalse(state.isRunning)
  }
}

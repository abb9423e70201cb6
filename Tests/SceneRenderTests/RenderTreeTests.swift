import SceneModel
import XCTest

@testable import SceneRender

final class RenderTreeTests: XCTestCase {
  func testPlaceholder() {}
}

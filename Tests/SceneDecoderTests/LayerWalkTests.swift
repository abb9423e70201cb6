import SceneDecoder
import SceneModel
import XCTest

/// `allLayers()` and `layers(where:)` walk a scene depth-first in file order, each layer
/// before its mask and the mask before the sublayers.
final class LayerWalkTests: XCTestCase {
  private let text = sceneText(
    layers: """
        - id: a
          mask: { id: am, type: shape, path: { rect: [0, 0, 1, 1] } }
          sublayers:
            - id: b
              type: text
              string: hi
              sublayers:
                - { id: c, type: text, string: "" }
            - { id: d, mask: { type: shape, path: { rect: [0, 0, 1, 1] } } }
        - { id: e, type: text, string: there }
      """)

  func testEveryLayerInFileOrderWithMasksBeforeSublayers() throws {
    let scene = try XCTUnwrap(decodeScene(text).scene)
    XCTAssertEqual(scene.allLayers().map(\.id), ["a", "am", "b", "c", "d", "d.mask", "e"])
    XCTAssertEqual(scene.layers[0].allLayers().map(\.id), ["a", "am", "b", "c", "d", "d.mask"])
  }

  func testOnlyTheLayersAcceptedInTheSameOrder() throws {
    let scene = try XCTUnwrap(decodeScene(text).scene)
    let text = scene.layers(where: { $0.kind == .text && !$0.properties.string.isEmpty })
    XCTAssertEqual(text.map(\.id), ["b", "e"])
    XCTAssertEqual(scene.layers(where: { _ in false }).count, 0)
    XCTAssertEqual(scene.layers[0].layers(where: { $0.id.hasPrefix("d") }).map(\.id), ["d", "d.mask"])
  }
}

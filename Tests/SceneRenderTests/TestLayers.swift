import SceneGeometry
import SceneModel
@testable import SceneRender

/// A frame layer for the render tree's tests: 10 × 10 points at (5, 5), then `configure`.
func testLayer(
  _ id: String, _ kind: LayerKind = .layer, sublayers: [FrameLayer] = [], mask: FrameLayer? = nil,
  instances: [ReplicatorInstance] = [], _ configure: (inout LayerProperties) -> Void = { _ in }
) -> FrameLayer {
  var p = LayerProperties()
  p.bounds = Rect(0, 0, 10, 10)
  p.position = Point(5, 5)
  configure(&p)
  return FrameLayer(id: id, kind: kind, properties: p, sublayers: sublayers, instances: instances, mask: mask)
}

/// A 100 × 100 frame of `layers`.
func testFrame(_ layers: [FrameLayer], index: Int = 0) -> Frame {
  Frame(index: index, time: 0, size: Size(100, 100), background: nil, layers: layers)
}

/// Everything a render tree says, as text (`dump` numbers objects per call, not by
/// address), but the nodes' serials, which say which object a node is.
func treeText(_ tree: RenderFrame) -> String {
  var out = ""
  dump(tree.layers, to: &out)
  return out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("- serial: ") }
    .joined(separator: "\n")
}

import SceneGeometry
import SceneModel

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

import SceneGeometry
import SceneModel

/// A layer's own content (shape, text or gradient): the definitions it needs and the
/// elements that draw it. Ids are claimed when the plan is made, before the group opens.
struct ContentPlan {
  let layer: FrameLayer
  let paint: PaintMode
  let writer: SVGFrameWriter
  let gradient: GradientPlan?
  let id: String

  init(layer: FrameLayer, paint: PaintMode, writer: SVGFrameWriter, id: String) {
    self.id = id
    self.layer = layer
    self.paint = paint
    self.writer = writer
    gradient = layer.kind == .gradient ? GradientPlan(layer.properties, writer: writer, id: id) : nil
  }

  var needsDefinitions: Bool { gradient?.needsDefinitions ?? false }

  var draws: Bool {
    switch layer.kind {
    case .shape: ShapePlan(layer.properties, paint: paint, writer: writer).draws
    case .text: TextPlan(layer.properties, paint: paint, writer: writer).draws
    case .gradient: gradient != nil
    case .image:
      layer.properties.contents != nil && layer.properties.bounds.width > 0
        && layer.properties.bounds.height > 0
    case .layer, .replicator: false
    }
  }

  func writeDefinitions() {
    gradient?.writeDefinitions(paint: paint)
  }

  func writeContent() {
    switch layer.kind {
    case .shape: ShapePlan(layer.properties, paint: paint, writer: writer).write()
    case .text: TextPlan(layer.properties, paint: paint, writer: writer).write()
    case .gradient: gradient?.writeContent(paint: paint)
    case .image: if draws { writer.writeImage(layer.properties, paint: paint, id: id) }
    case .layer, .replicator: break
    }
  }
}

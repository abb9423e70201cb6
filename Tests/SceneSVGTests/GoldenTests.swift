import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// Small frames whose SVG text was reviewed by eye; `UPDATE_GOLDENS=1` re-records them
/// (and fails, so a recording never passes silently).
final class GoldenTests: XCTestCase {
  func assertFrameGolden(_ name: String, _ frame: Frame, file: StaticString = #filePath, line: UInt = #line) {
    let svg = SVGFrameRenderer().render(frame)
    assertGolden(svg, path: "Tests/SceneSVGTests/Goldens/\(name).svg", file: file, line: line)
  }

  func testPlainLayers() {
    let card = layer("card") {
      $0.bounds = Rect(0, 0, 120, 80)
      $0.position = Point(100, 60)
      $0.backgroundColor = rgb(0, 0.604, 0.839)
      $0.cornerRadius = 12
      $0.borderWidth = 2
      $0.borderColor = rgb(1, 1, 1, 0.5)
      $0.opacity = 0.8
    }
    let rotated = layer("rotated") {
      $0.bounds = Rect(0, 0, 40, 20)
      $0.position = Point(150, 150)
      $0.anchorPoint = Point(0, 0)
      $0.transform = Transform(rotation: Double.pi / 6)
      $0.backgroundColor = rgb(1, 0, 0)
    }
    let hidden = layer("hidden") {
      $0.bounds = Rect(0, 0, 10, 10)
      $0.backgroundColor = .black
      $0.hidden = true
    }
    assertFrameGolden(
      "plain-layers", frame([card, rotated, hidden], size: Size(200, 200), background: .white))
  }

  func testShapeLayer() {
    let ring = layer("ring", .shape) {
      $0.bounds = Rect(0, 0, 100, 100)
      $0.position = Point(60, 60)
      $0.path = circlePath(center: Point(50, 50), radius: 40)
      $0.fillColor = nil
      $0.strokeColor = rgb(0, 0.5, 1)
      $0.lineWidth = 6
      $0.lineCap = .round
      $0.strokeEnd = 0.5
    }
    let dashed = layer("dashed", .shape) {
      $0.path = rectPath(130, 20, 50, 30)
      $0.fillColor = rgb(1, 0.8, 0, 0.5)
      $0.fillRule = .evenOdd
      $0.strokeColor = .black
      $0.lineJoin = .bevel
      $0.miterLimit = 4
      $0.lineDashPattern = [4, 2]
      $0.lineDashPhase = 1
    }
    let filled = layer("filled", .shape) {
      $0.path = BezierPath([
        .move(Point(130, 80)), .quad(control: Point(155, 60), to: Point(180, 80)),
        .line(Point(155, 110)), .close,
      ])
    }
    assertFrameGolden("shape-layer", frame([ring, dashed, filled], size: Size(200, 120)))
  }

  func testTextLayer() {
    let title = layer("title", .text) {
      $0.bounds = Rect(0, 0, 200, 50)
      $0.position = Point(100, 40)
      $0.string = "Fish & <Chips> \"now\""
      $0.fontFamily = "Helvetica Neue"
      $0.fontSize = 24
      $0.fontWeight = 700
      $0.foregroundColor = rgb(0.2, 0.2, 0.2)
      $0.alignmentMode = .center
    }
    let lines = layer("lines", .text) {
      $0.bounds = Rect(0, 0, 180, 80)
      $0.position = Point(100, 120)
      $0.string = "first line\nsecond  line"
      $0.fontSize = 18
      $0.alignmentMode = .right
      $0.foregroundColor = rgb(0, 0, 0, 0.75)
    }
    assertFrameGolden("text-layer", frame([title, lines], size: Size(200, 170)))
  }

  func testGradientLayers() {
    let colors = [rgb(1, 0, 0), rgb(0, 0, 1, 0.5)]
    let axial = layer("axial", .gradient) {
      place(&$0, 10, 10, 80, 40)
      $0.colors = colors
      $0.startPoint = Point(0, 0.5)
      $0.endPoint = Point(1, 0.5)
      $0.cornerRadius = 8
    }
    let radial = layer("radial", .gradient) {
      place(&$0, 110, 10, 80, 40)
      $0.colors = colors + [.white]
      $0.locations = [0, 0.3, 1]
      $0.gradientType = .radial
      $0.startPoint = Point(0.5, 0.5)
      $0.endPoint = Point(1, 1)
    }
    let solid = layer("solid", .gradient) {
      place(&$0, 10, 60, 30, 30)
      $0.colors = [rgb(0, 1, 0)]
    }
    assertFrameGolden("gradient-layers", frame([axial, radial, solid], size: Size(200, 100)))
  }

  func testMasksClipsAndShadows() {
    let content = layer("content") {
      place(&$0, -20, -20, 140, 140)
      $0.backgroundColor = rgb(1, 0.5, 0)
    }
    let clipped = layer("clipped", sublayers: [content]) {
      place(&$0, 10, 10, 80, 80)
      $0.masksToBounds = true
      $0.cornerRadius = 10
      $0.shadowOpacity = 0.5
      $0.shadowRadius = 4
      $0.shadowOffset = Size(0, 3)
    }
    let maskShape = layer("dot", .shape) {
      $0.path = circlePath(center: Point(40, 40), radius: 30)
      $0.fillColor = rgb(0, 0, 0, 0.5)
    }
    let masked = layer("masked", mask: maskShape) {
      place(&$0, 110, 10, 80, 80)
      $0.backgroundColor = rgb(0, 0.6, 0.2)
    }
    assertFrameGolden("masks-clips-shadows", frame([clipped, masked], size: Size(200, 100)))
  }

  func testReplicator() {
    let bar = layer("bar") {
      $0.bounds = Rect(0, 0, 4, 16)
      $0.position = Point(50, 20)
      $0.backgroundColor = rgb(1, 1, 1)
      $0.zPosition = 1
    }
    let cap = layer("cap") {
      $0.bounds = Rect(0, 0, 4, 4)
      $0.position = Point(50, 10)
      $0.backgroundColor = rgb(0.5, 0.5, 0.5)
    }
    var instances: [ReplicatorInstance] = []
    for i in 0..<3 {
      let k = Double(i)
      let turn = AffineMatrix.rotation(k * Double.pi / 6)
      let about = AffineMatrix.translation(-50, -50).then(turn).then(.translation(50, 50))
      let color = rgb(1, 1 - 0.25 * k, 1 - 0.5 * k, 1 - 0.2 * k)
      instances.append(ReplicatorInstance(index: i, transform: about, color: color, sublayers: [bar, cap]))
    }
    let replicator = layer("spinner", .replicator, sublayers: [bar, cap], instances: instances) {
      place(&$0, 0, 0, 100, 100)
    }
    assertFrameGolden("replicator", frame([replicator], background: .black))
  }
}

import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// Every YAML example of the scene format (docs/scene-format.md, README.md), put into a complete minimal scene, decodes
/// without any diagnostic (and to the values the page describes).
final class FormatExampleTests: XCTestCase {
  /// The "File layout" block, verbatim except `layers: [ ... ]`, which is a placeholder.
  func testFileLayoutExample() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1                  # required; other values are an error
        scene:
          name: welcome             # [A-Za-z0-9_-]+; default: the file's stem
          size: [375, 667]          # required, points
          fps: 60                   # 1…240, default 60
          duration: 4.5             # default: the end of the last animation; required if one repeats forever
          background: "#ffffff"     # default: none (transparent)
        defs:                       # optional named values, used as "$name"
          colors:          { brand: "#009ad6" }
          paths:           { circleBig: { oval: [2.5, 17.5, 95, 95] } }
          timingFunctions: { pop: [0.2, 0.88, 0.09, 0.99] }
        layers: []                  # the root layer's sublayers, back to front
        """))
    XCTAssertEqual(scene.name, "welcome")
    XCTAssertEqual(scene.size, Size(375, 667))
    XCTAssertEqual(scene.fps, 60)
    XCTAssertEqual(scene.duration, 4.5)
    XCTAssertEqual(scene.background, .white)
    XCTAssertEqual(
      scene.definitions.map { "\($0.kind.rawValue) \($0.name) \($0.useCount)" },
      ["colors brand 0", "paths circleBig 0", "timingFunctions pop 0"])
  }

  func testDefaultsWhenOptionalSceneKeysAreLeftOut() throws {
    let scene = try XCTUnwrap(
      assertClean("version: 1\nscene:\n  size: [10, 20]\n")
    )
    XCTAssertEqual(scene.name, "test")  // the stem of test.yaml
    XCTAssertEqual(scene.fps, 60)
    XCTAssertNil(scene.duration)
    XCTAssertNil(scene.background)
    XCTAssertEqual(scene.layers, [])
  }

  func testEmptyListsMayBeLeftBlank() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [10, 10] }
        layers:
          - id: a
            sublayers:
            animations:
        """))
    XCTAssertEqual(scene.layers.map(\.id), ["a"])
    XCTAssertEqual(scene.layers[0].sublayers, [])
  }

  func testUnitsAndValuesTable() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - { id: n1, zPosition: 12 }
          - { id: n2, zPosition: -0.5 }
          - { id: n3, zPosition: 1e3 }
          - { id: c1, backgroundColor: "#abc" }
          - { id: c2, backgroundColor: "#abcd" }
          - { id: c3, backgroundColor: "#aabbcc" }
          - { id: c4, backgroundColor: "#aabbccdd" }
          - { id: c5, backgroundColor: rebeccapurple }
          - { id: c6, backgroundColor: clear }
          - { id: c7, backgroundColor: "rgb(255, 0, 0)" }
          - { id: c8, backgroundColor: "rgba(0, 0, 255, 0.5)" }
          - { id: c9, backgroundColor: [1, 0, 0] }
          - { id: c10, backgroundColor: [1, 0, 0, 0.5] }
          - id: t
            bounds: [0, 0, 20, 10]
            transform: { rotation: "90deg" }
            animations:
              - { keyPath: transform.rotation, toValue: 3.14159, duration: 0.3 }
              - { keyPath: transform.rotation, toValue: "0.25turn", duration: "300ms" }
              - { keyPath: transform.rotation, toValue: "1.5rad", duration: "0.3s", repeatCount: 2 }
        """))
    let z = scene.layers.prefix(3).map(\.properties.zPosition)
    XCTAssertEqual(z, [12, -0.5, 1000])
    let colors = scene.layers[3..<13].map { $0.properties.backgroundColor?.hexRGBA }
    XCTAssertEqual(
      colors,
      [
        "#aabbccff", "#aabbccdd", "#aabbccff", "#aabbccdd", "#663399ff", "#00000000", "#ff0000ff",
        "#0000ff80", "#ff0000ff", "#ff000080",
      ])
    let t = scene.layers[13]
    XCTAssertEqual(t.properties.transform.rotation, Double.pi / 2, accuracy: 1e-12)
    XCTAssertEqual(t.properties.bounds, Rect(0, 0, 20, 10))
    XCTAssertEqual(t.animations.map(\.timing.duration), [0.3, 0.3, 0.3])
    guard case .basic(let quarterTurn) = t.animations[1].kind, case .number(let angle)? = quarterTurn.toValue
    else { return XCTFail("not a basic animation with a number") }
    XCTAssertEqual(angle, Double.pi / 2, accuracy: 1e-12)
    XCTAssertEqual(t.animations[2].timing.repeatCount, 2)
  }

  /// Every path form of the "Paths" section, as shape layers' `path`.
  func testPathForms() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [100, 100] }
        defs:
          paths: { star: { polygon: [[50, 0], [61, 35], [98, 35], [68, 57], [79, 91], [50, 70]] } }
        layers:
          - { id: d, type: shape, path: { d: "M 10 10 C 20 0 40 0 50 10 Z" } }
          - { id: rect, type: shape, path: { rect: [0, 0, 10, 20] } }
          - { id: rounded, type: shape, path: { roundedRect: [0, 0, 40, 20], cornerRadius: 5 } }
          - { id: oval, type: shape, path: { oval: [0, 0, 40, 20] } }
          - { id: circle, type: shape, path: { circle: [50, 50], radius: 45 } }
          - { id: polygon, type: shape, path: { polygon: [[0, 0], [10, 0], [5, 8]] } }
          - { id: polyline, type: shape, path: { polyline: [[0, 0], [10, 0], [5, 8]] } }
          - { id: reference, type: shape, path: "$star" }
          - id: arcs
            type: shape
            path:
              d: "M 10 50 A 40 40 0 0 1 90 50 a 40 40 0 1 0 -80 0 z"
        """))
    XCTAssertEqual(scene.layers.count, 9)
    XCTAssertTrue(scene.layers.allSatisfy { $0.properties.path?.isEmpty == false })
    XCTAssertEqual(
      scene.layers[1].properties.path?.elements,
      [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 20)), .line(Point(0, 20)), .close])
    XCTAssertEqual(scene.definitions.first?.useCount, 1)
  }

  /// The `elements` example, verbatim, plus the arc and close it shows.
  func testElementsExample() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: drawn
            type: shape
            path:
              elements:
                - move: [5, 95]
                - line: [50, 42.5]
                - curve: [25.5, 56.5]           # cubic; c1 and c2 are its control points
                  c1: [25.5, 185.5]
                  c2: [25.5, 88.75]
                - quad: [10, 10]
                  c: [5, 5]
                - arc: { center: [50, 50], radius: 45, startAngle: 0, endAngle: "360deg", clockwise: true }
                - close
        """))
    let elements = try XCTUnwrap(scene.layers.first?.properties.path?.elements)
    XCTAssertEqual(
      Array(elements.prefix(4)),
      [
        .move(Point(5, 95)), .line(Point(50, 42.5)),
        .cubic(control1: Point(25.5, 185.5), control2: Point(25.5, 88.75), to: Point(25.5, 56.5)),
        .quad(control: Point(5, 5), to: Point(10, 10)),
      ])
    XCTAssertEqual(elements.last, .close)
  }

  func testTransformForms() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: components
            transform:
              { translation: [10, 20], rotation: "45deg", scale: 2, rotationX: 0, rotationY: "0.1rad" }
          - id: uneven
            transform: { scale: [2, 3] }
          - id: matrix
            transform: { matrix: [1, 0, 0, 1, 5, 6] }
        """))
    let t = scene.layers[0].properties.transform
    XCTAssertEqual(t.translation, Point(10, 20))
    XCTAssertEqual(t.rotation, Double.pi / 4, accuracy: 1e-12)
    XCTAssertEqual([t.scaleX, t.scaleY, t.rotationY], [2, 2, 0.1])
    XCTAssertEqual(
      [scene.layers[1].properties.transform.scaleX, scene.layers[1].properties.transform.scaleY], [2, 3])
    XCTAssertEqual(scene.layers[2].properties.transform.matrix, AffineMatrix.translation(5, 6))
  }

  /// Every key path the "Animations" section lists, on a layer type that has it.
  func testEveryListedKeyPath() throws {
    let keyPaths: [(String, String, String)] = [
      ("layer", "opacity", "0.5"), ("layer", "position", "[1, 2]"), ("layer", "position.x", "1"),
      ("layer", "position.y", "2"), ("layer", "bounds", "[0, 0, 10, 10]"),
      ("layer", "bounds.size.width", "10"), ("layer", "bounds.size.height", "10"),
      ("layer", "anchorPoint", "[0, 0]"), ("layer", "cornerRadius", "4"),
      ("layer", "backgroundColor", "red"), ("layer", "borderWidth", "2"), ("layer", "borderColor", "blue"),
      ("layer", "shadowOpacity", "0.5"), ("layer", "shadowRadius", "4"), ("layer", "shadowOffset", "[0, 3]"),
      ("layer", "shadowColor", "gray"), ("layer", "zPosition", "1"), ("layer", "hidden", "true"),
      ("shape", "path", "{ rect: [0, 0, 5, 5] }"), ("shape", "fillColor", "red"),
      ("shape", "strokeColor", "none"), ("shape", "lineWidth", "3"), ("shape", "strokeStart", "0.2"),
      ("shape", "strokeEnd", "0.8"), ("shape", "lineDashPhase", "4"), ("shape", "miterLimit", "4"),
      ("gradient", "colors", "[red, blue]"), ("gradient", "locations", "[0, 1]"),
      ("gradient", "startPoint", "[0, 0]"), ("gradient", "endPoint", "[1, 1]"),
      ("text", "foregroundColor", "black"), ("text", "fontSize", "20"),
      ("replicator", "instanceDelay", "0.1"), ("replicator", "instanceTransform", "{ translation: [10, 0] }"),
      ("layer", "transform", "{ scale: 2 }"), ("layer", "transform.rotation", "1"),
      ("layer", "transform.rotation.x", "1"), ("layer", "transform.rotation.y", "1"),
      ("layer", "transform.rotation.z", "\"90deg\""), ("layer", "transform.scale", "2"),
      ("layer", "transform.scale.x", "2"), ("layer", "transform.scale.y", "2"),
      ("layer", "transform.translation", "[3, 4]"), ("layer", "transform.translation.x", "3"),
      ("layer", "transform.translation.y", "4"),
    ]
    var layers = ""
    for (index, (type, keyPath, value)) in keyPaths.enumerated() {
      layers += """
          - id: l\(index)
            type: \(type)
            animations:
              - { keyPath: \(keyPath), toValue: \(value) }
              - { type: keyframe, keyPath: \(keyPath), values: [\(value), \(value)] }
              - { type: set, values: { \(keyPath): \(value) } }

        """
    }
    let scene = try XCTUnwrap(assertClean("version: 1\nscene: { size: [100, 100] }\nlayers:\n" + layers))
    XCTAssertEqual(
      scene.layers.map { $0.animations.first?.keyPath?.description },
      keyPaths.map {
        $0.1 == "transform.rotation" ? "transform.rotation.z" : $0.1
      })
  }

  /// Every animation type with every key the "Animations" section names.
  func testAnimationTypesAndTimingKeys() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [200, 200] }
        defs:
          timingFunctions: { pop: [0.2, 0.88, 0.09, 0.99] }
        layers:
          - id: dot
            type: shape
            path: { circle: [0, 0], radius: 5 }
            animations:
              - id: fade
                type: basic
                keyPath: opacity
                fromValue: 0
                toValue: 1
                beginTime: 0.5
                duration: 1
                timingFunction: easeInEaseOut
                repeatCount: 2
                autoreverses: true
                speed: 2
                timeOffset: 0.25
                fillMode: both
                removedOnCompletion: false
                additive: false
                cumulative: true
              - { keyPath: opacity, byValue: 0.5, additive: true, repeatDuration: 3, timingFunction: "$pop" }
              - { keyPath: opacity, toValue: 0, timingFunction: [0.5, 0, 0.5, 1], fillMode: forwards }
              - { keyPath: opacity, toValue: 0, timingFunction: linear, fillMode: backwards }
              - { keyPath: opacity, toValue: 0, timingFunction: easeIn, fillMode: removed, repeatCount: 0 }
              - { keyPath: opacity, toValue: 0, timingFunction: easeOut }
              - { keyPath: opacity, toValue: 0, timingFunction: default }
              - id: move
                type: keyframe
                keyPath: position
                after: fade
                delay: 0.2
                values: [[0, 0], [50, 50], [100, 0]]
                keyTimes: [0, 0.3, 1]
                timingFunctions: [easeIn, easeOut]
                calculationMode: cubic
                tensionValues: [0, 0.5, 0]
                continuityValues: [0, -0.5, 0]
                biasValues: [0, 1, -1]
              - type: keyframe
                keyPath: position
                path: { circle: [100, 100], radius: 50 }
                calculationMode: paced
                rotationMode: autoReverse
              - type: keyframe
                keyPath: opacity
                values: [0, 1, 0.5]
                keyTimes: [0, 0.25, 0.75, 1]
                calculationMode: discrete
              - { type: keyframe, keyPath: opacity, values: [0, 1], calculationMode: linear }
              - { type: keyframe, keyPath: opacity, values: [0, 1, 0], calculationMode: cubicPaced }
              - type: spring
                keyPath: position.y
                toValue: 100
                mass: 1
                stiffness: 100
                damping: 10
                initialVelocity: 0
                allowsOverdamping: false
              - { type: spring, keyPath: transform.scale, toValue: 1, dampingRatio: 0.7, duration: 0.4,
                  initialVelocity: 0.1 }
              - type: group
                duration: 2
                animations:
                  - { keyPath: strokeEnd, fromValue: 0, toValue: 1 }
                  - { type: set, beginTime: 1, values: { fillColor: red } }
              - type: sequence
                after: move
                animations:
                  - { keyPath: lineWidth, toValue: 4, duration: 0.5 }
                  - { keyPath: lineWidth, toValue: 1, duration: 0.5, beginTime: 0.1 }
              - { type: set, beginTime: 3, values: { strokeColor: black, lineWidth: 2 } }
        """))
    let animations = scene.layers[0].animations
    XCTAssertEqual(animations.count, 17)
    let fade = animations[0]
    XCTAssertEqual(fade.id, "fade")
    XCTAssertEqual(fade.timing.start, .beginTime(0.5))
    XCTAssertEqual(fade.timing.duration, 1)
    XCTAssertEqual(fade.timing.timingFunction, .easeInEaseOut)
    XCTAssertEqual(fade.timing.repeatCount, 2)
    XCTAssertTrue(fade.timing.autoreverses)
    XCTAssertEqual(fade.timing.speed, 2)
    XCTAssertEqual(fade.timing.timeOffset, 0.25)
    XCTAssertEqual(fade.timing.fillMode, .both)
    XCTAssertFalse(fade.timing.removedOnCompletion)
    XCTAssertTrue(fade.cumulative)
    XCTAssertEqual(animations[1].timing.timingFunction, TimingFunction(0.2, 0.88, 0.09, 0.99))
    XCTAssertEqual(animations[1].timing.repeatDuration, 3)
    XCTAssertTrue(animations[1].additive)
    let move = animations[7]
    XCTAssertEqual(move.timing.start, .after(AnimationReference(id: "fade", target: AnimationPosition(layer: 0, index: 0)), delay: 0.2))
    XCTAssertEqual(
      move.kind,
      .keyframe(
        KeyframeAnimation(
          keyPath: KeyPath(.position),
          values: [.point(Point(0, 0)), .point(Point(50, 50)), .point(Point(100, 0))],
          keyTimes: [0, 0.3, 1], timingFunctions: [.easeIn, .easeOut], calculationMode: .cubic,
          tensionValues: [0, 0.5, 0], continuityValues: [0, -0.5, 0], biasValues: [0, 1, -1])))
    guard case .keyframe(let alongPath) = animations[8].kind else { return XCTFail("not a keyframe") }
    XCTAssertEqual(alongPath.rotationMode, .autoReverse)
    XCTAssertEqual(alongPath.calculationMode, .paced)
    XCTAssertNotNil(alongPath.path)
    guard case .group(let children) = animations[14].kind else { return XCTFail("not a group") }
    XCTAssertEqual(children.count, 2)
    XCTAssertEqual(animations[14].timing.duration, 2)
    guard case .sequence(let steps) = animations[15].kind else { return XCTFail("not a sequence") }
    XCTAssertEqual(steps[1].timing.start, .beginTime(0.1))
    XCTAssertEqual(
      animations[16].kind,
      .set([
        SetValue(keyPath: KeyPath(.strokeColor), value: .color(.black)),
        SetValue(keyPath: KeyPath(.lineWidth), value: .number(2)),
      ]))
    XCTAssertEqual(scene.definitions.first?.useCount, 1)
  }

  func testLayerTypesAndTheirDefaults() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: plain
          - { id: shape, type: shape }
          - { id: text, type: text, string: Hello, fontWeight: bold }
          - { id: gradient, type: gradient, colors: [red, blue], gradientType: radial }
          - { id: replicator, type: replicator, instanceCount: 3, instanceDelay: "100ms" }
        """))
    XCTAssertEqual(scene.layers.map(\.kind), [.layer, .shape, .text, .gradient, .replicator])
    XCTAssertEqual(scene.layers[0].properties, LayerProperties())
    XCTAssertEqual(scene.layers[2].properties.fontWeight, 700)
    XCTAssertEqual(scene.layers[2].properties.string, "Hello")
    XCTAssertEqual(
      scene.layers[2].propertySources.mapValues { "\($0.start)" },
      [.id: "6:11", .type: "6:23", .setting(.string): "6:37", .setting(.fontWeight): "6:56"])
    XCTAssertEqual(scene.layers[3].properties.gradientType, .radial)
    XCTAssertEqual(scene.layers[4].properties.instanceCount, 3)
    XCTAssertEqual(scene.layers[4].properties.instanceDelay, 0.1, accuracy: 1e-15)
  }
}

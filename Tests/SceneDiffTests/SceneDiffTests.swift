import Foundation
import SceneDecoder
import SceneModel
import SceneTiming
import XCTest

@testable import SceneDiff

/// SceneDiff compares two evaluated scenes per (layer, property) at the new scene's frame
/// times; these tests pin what counts as a change and how it is reported.
final class SceneDiffTests: XCTestCase {
  func evaluator(_ yaml: String, file: String = "scene.yaml") throws -> SceneEvaluator {
    let result = SceneLoader.decode(bytes: Array(yaml.utf8), file: file)
    let scene = try XCTUnwrap(result.scene, result.diagnostics.map(\.message).joined(separator: "\n"))
    return SceneEvaluator(scene: scene)
  }

  func diff(_ old: String, _ new: String, tolerance: Double = SceneDiff.defaultTolerance) throws -> SceneDiff {
    SceneDiff.compare(old: try evaluator(old), new: try evaluator(new), tolerance: tolerance)
  }

  static let badge = """
    version: 1
    scene: { size: [100, 100], fps: 30, duration: 1 }
    layers:
      - id: badge
        type: shape
        path: { circle: [50, 50], radius: 20 }
        fillColor: "#ff0000"
        animations:
          - { keyPath: opacity, fromValue: 1, toValue: 0.2, duration: 1, timingFunction: linear }

    """

  /// The fade now starts at 0.5 s and ends at 0.5: frame 0 (1 = 1) is equal, every later
  /// frame differs; the largest difference is at frame 15 (0.6 → 1).
  func testChangedAnimationIsOneChangeOverTheFramesItChanges() throws {
    let new = Self.badge.replacingOccurrences(
      of: "toValue: 0.2, duration: 1", with: "toValue: 0.5, duration: 0.5, beginTime: 0.5")
    let result = try diff(Self.badge, new)
    XCTAssertFalse(result.isEqual)
    XCTAssertEqual(result.scene, [])
    XCTAssertEqual(result.changes.count, 1)
    let change = try XCTUnwrap(result.changes.first)
    XCTAssertEqual(change.layer, "badge")
    XCTAssertEqual(change.keyPath, "opacity")
    XCTAssertEqual(change.firstFrame, 1)
    XCTAssertEqual(change.lastFrame, 30)
    XCTAssertEqual(change.firstTime, 1.0 / 30)
    XCTAssertEqual(change.lastTime, 1)
    XCTAssertEqual(change.frameCount, 30)
    XCTAssertEqual(try XCTUnwrap(change.maxDifference), 0.4, accuracy: 1e-12)
    XCTAssertEqual(change.old, .value(.number(1 - 0.8 / 30)))
    XCTAssertEqual(change.new, .value(.number(1)))
    XCTAssertEqual(
      DiffReport.text(result),
      "badge  opacity  frames 1–30 (0.033–1.000 s)  max Δ 0.4  (0.973333 → 1 at frame 1)\n")
  }

  func testJSONHasTheDocumentedKeysInOrder() throws {
    let new = Self.badge.replacingOccurrences(of: "toValue: 0.2", with: "toValue: 0.5")
    let json = DiffReport.json(try diff(Self.badge, new))
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    XCTAssertEqual(Set(object.keys), ["equal", "scene", "layersAdded", "layersRemoved", "changes"])
    XCTAssertEqual(object["equal"] as? Bool, false)
    let changes = try XCTUnwrap(object["changes"] as? [[String: Any]])
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(
      Set(changes[0].keys),
      ["layer", "keyPath", "firstFrame", "lastFrame", "firstTime", "lastTime", "maxDifference", "old", "new"])
    // 1 - 0.8 t vs 1 - 0.5 t: from frame 1 to 30, largest at the end (0.2 → 0.5).
    XCTAssertEqual(changes[0]["firstFrame"] as? Int, 1)
    XCTAssertEqual(changes[0]["lastFrame"] as? Int, 30)
    XCTAssertEqual(try XCTUnwrap(changes[0]["maxDifference"] as? Double), 0.3, accuracy: 1e-12)
    XCTAssertEqual(try XCTUnwrap(changes[0]["new"] as? Double), 1 - 0.5 / 30, accuracy: 1e-15)
    let keyOrder = ["\"layer\"", "\"keyPath\"", "\"firstFrame\"", "\"lastFrame\"", "\"firstTime\"",
      "\"lastTime\"", "\"maxDifference\"", "\"old\"", "\"new\""].map { json.range(of: $0)!.lowerBound }
    XCTAssertEqual(keyOrder, keyOrder.sorted())
    XCTAssertTrue(json.hasPrefix("{\n  \"equal\": false,\n  \"scene\": [],\n  \"layersAdded\": [],\n"), json)
  }

  /// Reordered keys, flow instead of block style, comments, a color moved into `defs` and
  /// an anchor: the same scene, so no change at all.
  func testFormatChangesAreNoChange() throws {
    let reformatted = """
      # the same badge, written differently
      layers:
        - animations:
            - timingFunction: linear   # as before
              duration: 1
              toValue: 0.2
              fromValue: 1
              keyPath: opacity
          fillColor: $red
          path:
            radius: 20
            circle: [50, 50]
          type: shape
          id: badge
      defs:
        colors: { red: "#f00" }
      scene:
        duration: 1
        fps: 30
        size: &size [100, 100]
      version: 1

      """
    let result = try diff(Self.badge, reformatted)
    XCTAssertTrue(result.isEqual, DiffReport.text(result))
    XCTAssertEqual(DiffReport.text(result), "no changes on screen\n")
    XCTAssertTrue(DiffReport.json(result).hasPrefix("{\n  \"equal\": true,\n"))
  }

  func testSceneSettingsAndAddedAndRemovedLayers() throws {
    let old = """
      version: 1
      scene: { size: [100, 100], fps: 30, duration: 1 }
      layers:
        - { id: a, bounds: [0, 0, 10, 10] }
        - { id: b, bounds: [0, 0, 10, 10] }

      """
    let new = """
      version: 1
      scene: { size: [120, 100], fps: 60, duration: 2, background: white }
      layers:
        - { id: a, bounds: [0, 0, 10, 10] }
        - { id: c, bounds: [0, 0, 10, 10] }

      """
    let result = try diff(old, new)
    XCTAssertEqual(
      result.scene,
      [
        .init(property: "size", old: "[100, 100]", new: "[120, 100]"),
        .init(property: "fps", old: "30", new: "60"),
        .init(property: "duration", old: "1", new: "2"),
        .init(property: "background", old: "null", new: "\"#ffffffff\""),
      ])
    XCTAssertEqual(result.layersAdded, ["c"])
    XCTAssertEqual(result.layersRemoved, ["b"])
    XCTAssertEqual(result.changes, [])
    XCTAssertEqual(result.frameCount, 121)
    XCTAssertEqual(
      DiffReport.text(result),
      """
      scene  size        [100, 100] → [120, 100]
      scene  fps         30 → 60
      scene  duration    1 → 2
      scene  background  null → "#ffffffff"
      b      layer removed
      c      layer added

      """)
  }

  /// OLD (30 fps, 1 s) fades in; NEW (10 fps, 2 s) does not: compared at NEW's 21 frames,
  /// they differ at t = 0 … 0.9 and agree from t = 1 (the fade's end value is the model's).
  func testFramesAreTheNewScenesOverTheLongerDuration() throws {
    let old = """
      version: 1
      scene: { size: [100, 100], fps: 30, duration: 1 }
      layers:
        - id: a
          bounds: [0, 0, 10, 10]
          animations: [{ keyPath: opacity, fromValue: 0, toValue: 1, duration: 1, timingFunction: linear }]

      """
    let new = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 2 }
      layers:
        - { id: a, bounds: [0, 0, 10, 10] }

      """
    let result = try diff(old, new)
    XCTAssertEqual(result.frameCount, 21)
    let change = try XCTUnwrap(result.changes.first)
    XCTAssertEqual(result.changes.count, 1)
    XCTAssertEqual([change.firstFrame, change.lastFrame, change.frameCount], [0, 9, 10])
    XCTAssertEqual(change.lastTime, 0.9)
    XCTAssertEqual(change.maxDifference, 1)
    XCTAssertEqual(change.old, .value(.number(0)))
    XCTAssertEqual(change.new, .value(.number(1)))
  }

  func testColorsCompareByChannelAgainstTheTolerance() throws {
    let new = Self.badge.replacingOccurrences(of: "#ff0000", with: "#fe0000")
    let change = try XCTUnwrap(try diff(Self.badge, new).changes.first)
    XCTAssertEqual(change.keyPath, "fillColor")
    XCTAssertEqual(try XCTUnwrap(change.maxDifference), 1.0 / 255, accuracy: 1e-12)
    XCTAssertEqual([change.firstFrame, change.lastFrame], [0, 30])
    XCTAssertEqual(change.old.json, "\"#ff0000ff\"")
    XCTAssertEqual(change.new.json, "\"#fe0000ff\"")
    XCTAssertTrue(try diff(Self.badge, new, tolerance: 0.004).isEqual)
    XCTAssertFalse(try diff(Self.badge, new, tolerance: 0.0039).isEqual)
  }

  func testPathsComparePerCoordinateOrAsAWholeWhenTheirElementsDiffer() throws {
    let bigger = Self.badge.replacingOccurrences(of: "radius: 20", with: "radius: 21")
    let grown = try XCTUnwrap(try diff(Self.badge, bigger).changes.first)
    XCTAssertEqual(grown.keyPath, "path")
    XCTAssertEqual(grown.maxDifference, 1)  // the 3 o'clock point moves from x 70 to 71

    let square = Self.badge.replacingOccurrences(of: "{ circle: [50, 50], radius: 20 }", with: "{ rect: [30, 30, 40, 40] }")
    let result = try diff(Self.badge, square)
    let reshaped = try XCTUnwrap(result.changes.first)
    XCTAssertEqual(result.changes.count, 1)
    XCTAssertEqual(reshaped.keyPath, "path")
    XCTAssertEqual([reshaped.firstFrame, reshaped.lastFrame, reshaped.frameCount], [0, 30, 31])
    XCTAssertNil(reshaped.maxDifference)
    XCTAssertEqual(reshaped.new.json, "\"M 30 30 L 70 30 L 70 70 L 30 70 Z\"")
    XCTAssertTrue(DiffReport.text(result).hasPrefix("badge  path  frames 0–30 (0.000–1.000 s)  (\"M 70 50 C"))
    XCTAssertFalse(DiffReport.text(result).contains("max Δ"))
  }

  func testTextAndBooleansCompareByEquality() throws {
    let old = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 0.2 }
      layers:
        - { id: label, type: text, string: Hi, bounds: [0, 0, 50, 20] }
        - { id: dot, bounds: [0, 0, 10, 10], hidden: false }

      """
    let new = old.replacingOccurrences(of: "string: Hi", with: "string: Hello")
      .replacingOccurrences(of: "hidden: false", with: "hidden: true")
    let changes = try diff(old, new).changes
    XCTAssertEqual(changes.map(\.layer), ["label", "dot"])
    XCTAssertEqual(changes.map(\.keyPath), ["string", "hidden"])
    XCTAssertEqual(changes.map(\.maxDifference), [nil, nil])
    XCTAssertEqual(changes[0].old, .text("Hi"))
    XCTAssertEqual(changes[0].new, .text("Hello"))
    XCTAssertEqual(changes[1].new, .value(.bool(true)))
    XCTAssertEqual(changes.map(\.frameCount), [3, 3])
  }

  /// Transforms compare as the matrices drawn: a whole turn is no change; a quarter turn
  /// moves the matrix's a, b, c, d by 1.
  func testTransformsCompareAsDrawn() throws {
    let old = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 0.1 }
      layers:
        - { id: box, bounds: [0, 0, 10, 10], transform: { rotation: 0 } }

      """
    XCTAssertTrue(try diff(old, old.replacingOccurrences(of: "rotation: 0", with: "rotation: 1turn")).isEqual)
    let turned = try XCTUnwrap(
      try diff(old, old.replacingOccurrences(of: "rotation: 0", with: "rotation: 90deg")).changes.first)
    XCTAssertEqual(turned.keyPath, "transform")
    XCTAssertEqual(try XCTUnwrap(turned.maxDifference), 1, accuracy: 1e-12)
  }

  /// Changes are listed by layer in the new scene's order (depth-first), then by property.
  func testChangesAreSortedByLayerOrderThenProperty() throws {
    let old = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 0.1 }
      layers:
        - { id: z, bounds: [0, 0, 10, 10], sublayers: [{ id: inner, bounds: [0, 0, 5, 5] }] }
        - { id: a, bounds: [0, 0, 10, 10] }

      """
    let new = old.replacingOccurrences(of: "[0, 0, 10, 10]", with: "[0, 0, 11, 10], opacity: 0.5")
      .replacingOccurrences(of: "[0, 0, 5, 5]", with: "[0, 0, 5, 5], cornerRadius: 2")
    let changes = try diff(old, new).changes
    XCTAssertEqual(changes.map { "\($0.layer).\($0.keyPath)" }, ["z.bounds", "z.opacity", "inner.cornerRadius", "a.bounds", "a.opacity"])
  }

  /// Drawing order is what the picture shows too: swapping two layers, or moving one into
  /// another, changes where it draws though no property changes.
  func testReorderedOrMovedLayersAreChanges() throws {
    let old = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 0.1 }
      layers:
        - { id: back, bounds: [0, 0, 10, 10] }
        - { id: front, bounds: [0, 0, 10, 10] }

      """
    let swapped = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 0.1 }
      layers:
        - { id: front, bounds: [0, 0, 10, 10] }
        - { id: back, bounds: [0, 0, 10, 10] }

      """
    let changes = try diff(old, swapped).changes
    XCTAssertEqual(changes.map { "\($0.layer).\($0.keyPath)" }, ["front.sublayerIndex", "back.sublayerIndex"])
    XCTAssertEqual(changes[0].old, .value(.number(1)))
    XCTAssertEqual(changes[0].new, .value(.number(0)))
    XCTAssertEqual(changes.map(\.maxDifference), [1, 1])

    let nested = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 0.1 }
      layers:
        - { id: back, bounds: [0, 0, 10, 10], sublayers: [{ id: front, bounds: [0, 0, 10, 10] }] }

      """
    let moved = try diff(old, nested).changes
    XCTAssertEqual(moved.map { "\($0.layer).\($0.keyPath)" }, ["front.sublayerIndex", "front.superlayer"])
    XCTAssertEqual(moved[1].old, .text(""))
    XCTAssertEqual(moved[1].new, .text("back"))
  }

  /// Adding or removing a layer changes nothing on screen for the others: they keep their
  /// order among themselves, so only the added or removed layer is listed.
  func testAddingOrRemovingALayerMovesNoOtherLayer() throws {
    func scene(_ layers: String) -> String {
      "version: 1\nscene: { size: [100, 100], fps: 10, duration: 0.1 }\nlayers:\n" + layers
    }
    let old = scene(
      """
        - { id: a, bounds: [0, 0, 10, 10], backgroundColor: red }
        - { id: b, bounds: [0, 0, 10, 10], sublayers: [{ id: c }, { id: d }] }

      """)
    let inserted = scene(
      """
        - { id: x, bounds: [0, 0, 10, 10] }
        - { id: a, bounds: [0, 0, 10, 10], backgroundColor: red }
        - { id: b, bounds: [0, 0, 10, 10], sublayers: [{ id: y }, { id: c }, { id: d }] }

      """)
    let added = try diff(old, inserted)
    XCTAssertEqual(added.layersAdded, ["x", "y"])
    XCTAssertEqual(added.layersRemoved, [])
    XCTAssertEqual(added.changes.map { "\($0.layer).\($0.keyPath)" }, [])
    let removed = try diff(inserted, old)
    XCTAssertEqual(removed.layersRemoved, ["x", "y"])
    XCTAssertEqual(removed.changes.map { "\($0.layer).\($0.keyPath)" }, [])

    // c moved into d: c's place changes, d's does not (it is still in front of nothing but c).
    let moved = scene(
      """
        - { id: a, bounds: [0, 0, 10, 10], backgroundColor: red }
        - { id: b, bounds: [0, 0, 10, 10], sublayers: [{ id: d, sublayers: [{ id: c }] }] }

      """)
    XCTAssertEqual(try diff(old, moved).changes.map { "\($0.layer).\($0.keyPath)" }, ["c.superlayer"])
    // Adding a layer and swapping two others still reports the swap, as ranks among the shared ones.
    let swapped = scene(
      """
        - { id: x, bounds: [0, 0, 10, 10] }
        - { id: b, bounds: [0, 0, 10, 10], sublayers: [{ id: c }, { id: d }] }
        - { id: a, bounds: [0, 0, 10, 10], backgroundColor: red }

      """)
    let swap = try diff(old, swapped).changes
    XCTAssertEqual(swap.map { "\($0.layer).\($0.keyPath)" }, ["b.sublayerIndex", "a.sublayerIndex"])
    XCTAssertEqual(swap.map(\.old), [.value(.number(1)), .value(.number(0))])
    XCTAssertEqual(swap.map(\.new), [.value(.number(0)), .value(.number(1))])
  }

  func testLayerWhoseTypeChangedReportsItsType() throws {
    let old = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 0.1 }
      layers:
        - { id: box, type: layer, bounds: [0, 0, 10, 10] }

      """
    let changes = try diff(old, old.replacingOccurrences(of: "type: layer", with: "type: gradient")).changes
    XCTAssertEqual(changes.map(\.keyPath), ["type"])
    XCTAssertEqual(changes.first?.old, .text("layer"))
    XCTAssertEqual(changes.first?.new, .text("gradient"))
  }

  func testReadableValuesAndTimes() {
    XCTAssertEqual(DiffReport.short(0.30000000000000004), "0.3")
    XCTAssertEqual(DiffReport.short(1e-7), "1e-7")
    XCTAssertEqual(DiffReport.readable("[0.30000000000000004, -2]"), "[0.3, -2]")
    XCTAssertEqual(DiffReport.readable("\"#ff0000ff\""), "\"#ff0000ff\"")
    XCTAssertEqual(DiffReport.seconds(0.5333333), "0.533")
    XCTAssertEqual(DiffReport.seconds(12), "12.000")
  }
}

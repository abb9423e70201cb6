import Foundation
import SceneGeometry
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneRender

/// The shortcuts that make each node cheaply (docs/performance.md, "Building the render
/// tree of animated layers") against the slow way, exact: the singular-matrix pre-check,
/// the byte rounding without libm, the definition ids and gradient stops kept per tree
/// position, and the children lists handed on from the node built before.
final class RenderTreeNodeCostTests: XCTestCase {
  /// The exact test: the determinant of the printed entries.
  func printedSingular(_ m: AffineMatrix, precision: Int) -> Bool {
    let q = { FixedDecimal.printedValue($0, digits: precision) }
    return q(m.a) * q(m.d) - q(m.b) * q(m.c) == 0
  }

  // MARK: - Singular matrices

  func testTheSingularityPreCheckNeverDecidesWhatTheExactTestWouldNot() {
    var random = SplitMix64(seed: 7)
    var checked = 0
    var decidedFast = 0
    for precision in [0, 1, 2, 3, 4, 6, 9, 15] {
      let builder = RenderTreeBuilder(precision: precision)
      let unit = pow(10, -Double(precision))
      // Entries near the last printed decimal, on both sides of a half, large and small,
      // and products that nearly cancel.
      var entries: [Double] = [0, -0.0, 1, -1, .nan, .infinity, -.infinity, 1e300, -1e-300, 1e15, 123_456.5]
      for k in -3...3 {
        let half = (Double(k) + 0.5) * unit
        entries += [half, half.nextUp, half.nextDown, Double(k) * unit, 0.4 * unit, 0.6 * unit]
      }
      for _ in 0..<2_000 {
        let pick = { entries[Int(random.next() % UInt64(entries.count))] }
        let wide = { (random.unit() - 0.5) * pow(10, Double(Int(random.next() % 9)) - 4) }
        for m in [
          AffineMatrix(a: pick(), b: pick(), c: pick(), d: pick(), tx: 0, ty: 0),
          AffineMatrix(a: wide(), b: wide(), c: wide(), d: wide(), tx: 0, ty: 0),
          // Nearly singular: rows nearly parallel.
          { () -> AffineMatrix in
            let (a, b, s) = (wide(), wide(), 1 + (random.unit() - 0.5) * 4 * unit)
            return AffineMatrix(a: a, b: b, c: a * s, d: b * s + pick(), tx: 0, ty: 0)
          }(),
        ] {
          let exact = printedSingular(m, precision: precision)
          XCTAssertEqual(builder.isSingular(m), exact, "\(m) at precision \(precision)")
          if RenderTreeBuilder.clearlyRegular(m, rounding: 0.6 * unit) {
            XCTAssertFalse(exact, "\(m) at precision \(precision)")
            decidedFast += 1
          }
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 48_000)
    XCTAssertEqual(decidedFast, 14_369, "a third of these (mostly near-singular) matrices decided without printing")
  }

  func testMatricesThatPrintSingularAreCulled() {
    let builder = RenderTreeBuilder(precision: 3)
    // 0.0004 prints as 0: the determinant of the printed matrix is 0 although a·d is 0.4.
    XCTAssertTrue(builder.isSingular(AffineMatrix(a: 0.0004, b: 0, c: 0, d: 1000, tx: 0, ty: 0)))
    XCTAssertFalse(builder.isSingular(AffineMatrix(a: 0.0005, b: 0, c: 0, d: 1000, tx: 0, ty: 0)))
    XCTAssertFalse(RenderTreeBuilder.clearlyRegular(.identity, rounding: .nan))
    XCTAssertTrue(RenderTreeBuilder.clearlyRegular(.identity, rounding: 0.0006))
    XCTAssertFalse(builder.isSingular(.identity))
  }

  // MARK: - Bytes

  func testBytesRoundAsRoundedDoes() {
    func slow(_ v: Double) -> UInt8 { UInt8(truncatingIfNeeded: Int((min(max(v, 0), 1) * 255).rounded())) }
    var values: [Double] = [0, -0.0, 1, -1, 2, 0.5, 0.5 - 0x1p-54, 0x1p-1074, 1.nextDown]
    for k in 0...255 {
      let exact = Double(k) / 255
      let half = (Double(k) + 0.5) / 255
      values += [exact, exact.nextUp, exact.nextDown, half, half.nextUp, half.nextDown]
      // Values whose product with 255 lands just below a half (the sum rounds up there).
      let belowHalf = (Double(k) + 0.5).nextDown
      values += [belowHalf / 255, (belowHalf / 255).nextUp, (belowHalf / 255).nextDown]
    }
    var random = SplitMix64(seed: 11)
    for _ in 0..<100_000 { values.append(random.unit()) }
    for v in values { XCTAssertEqual(PaintMode.byte(v), slow(v), "\(v)") }
    XCTAssertEqual(PaintMode.byte(0.5 / 255), 1)
    XCTAssertEqual(PaintMode.byte((0.5 / 255).nextDown), slow((0.5 / 255).nextDown))
    XCTAssertEqual(PaintMode.byte(128 / 255), 128)
  }

  func testPaintsClampAsColorClampedDoes() {
    let colors = [
      Color(red: .nan, green: -1, blue: 2, alpha: .nan), Color(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.3),
      Color(red: .infinity, green: -.infinity, blue: 0.5 / 255, alpha: 1.5),
    ]
    for color in colors {
      for mode in [PaintMode.plain, .white, .black, .normal(red: 0.5, green: 0.25, blue: 1)] {
        let c = color.clamped()
        let expected: RenderPaint
        switch mode {
        case .white: expected = RenderPaint(red: 255, green: 255, blue: 255, alpha: c.alpha)
        case .black: expected = RenderPaint(red: 0, green: 0, blue: 0, alpha: c.alpha)
        case .normal(let r, let g, let b):
          func byte(_ v: Double) -> UInt8 { UInt8(Int((min(max(v, 0), 1) * 255).rounded())) }
          expected = RenderPaint(red: byte(c.red * r), green: byte(c.green * g), blue: byte(c.blue * b), alpha: c.alpha)
        }
        XCTAssertEqual(mode.paint(color), expected, "\(color) in \(mode)")
      }
    }
    XCTAssertEqual(
      PaintMode.plain.paint(Color(red: 0.2, green: 0.5, blue: 1, alpha: 0.25)),
      RenderPaint(red: 51, green: 128, blue: 255, alpha: 0.25))
  }

  // MARK: - Per tree position

  func testDefinitionSlotsAreTheCaseIndices() {
    for (i, kind) in SceneRender.DefinitionKind.allCases.enumerated() { XCTAssertEqual(kind.slot, i, "\(kind)") }
  }

  /// A gradient whose start point animates over colors that stay, then colors that change,
  /// then the same colors under a replicator's tint: each frame's tree is the one a fresh
  /// builder makes, and stops that stay share the last frame's list.
  func testGradientStopsAreReusedWhileColorsLocationsAndPaintStay() {
    let colors: [Color] = [.black, .white, Color(red: 1, green: 0, blue: 0, alpha: 0.5)]
    func gradient(_ x: Double, _ colors: [Color], locations: [Double]? = [0, 0.25, 1]) -> FrameLayer {
      testLayer("g", .gradient) {
        $0.colors = colors
        $0.locations = locations
        $0.startPoint = Point(x, 0)
      }
    }
    let other = [Color.white, .black, .black]
    let frames = [
      gradient(0, colors), gradient(0.25, colors), gradient(0.5, other), gradient(0.5, other, locations: nil),
    ].enumerated().map { i, layer in testFrame([layer], index: i) }
    let builder = RenderTreeBuilder(precision: 3)
    var stopLists: [[RenderGradientStop]] = []
    for frame in frames {
      let tree = builder.build(frame)
      XCTAssertEqual(treeText(tree), treeText(RenderTreeBuilder(precision: 3).build(frame)), "frame \(frame.index)")
      guard case .linear(let id, _, _, let stops) = tree.layers[0].gradientDefinition else {
        return XCTFail("frame \(frame.index): no linear gradient")
      }
      XCTAssertEqual(id, "gradient-g")
      stopLists.append(stops)
    }
    func storage(_ list: [RenderGradientStop]) -> UnsafeRawPointer? {
      list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    XCTAssertEqual(storage(stopLists[0]), storage(stopLists[1]), "the same colors: the same list")
    XCTAssertNotEqual(storage(stopLists[1]), storage(stopLists[2]))
    XCTAssertEqual(stopLists[2].map(\.offset), [0, 0.25, 1])
    XCTAssertEqual(stopLists[3].map(\.offset), [0, 0.5, 1], "locations gone: evenly spaced")
    XCTAssertEqual(
      stopLists[1].map(\.paint),
      [
        RenderPaint(red: 0, green: 0, blue: 0, alpha: 1), RenderPaint(red: 255, green: 255, blue: 255, alpha: 1),
        RenderPaint(red: 255, green: 0, blue: 0, alpha: 0.5),
      ])
  }

  // MARK: - Children lists

  func storage<T>(_ list: [T]) -> UnsafeRawPointer? { list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }

  func testReusableListIsThePreviousListWhileEveryElementIsTheSame() {
    let previous = [1, 2, 3]
    func list(_ elements: [Int]) -> [Int] {
      var list = ReusableList(previous: previous, capacity: elements.count)
      for e in elements { list.append(e, same: ==) }
      return list.list
    }
    XCTAssertEqual(storage(list([1, 2, 3])), storage(previous))
    XCTAssertEqual(list([1, 2, 3]), [1, 2, 3])
    XCTAssertEqual(list([1, 2]), [1, 2])
    XCTAssertNotEqual(storage(list([1, 2])), storage(previous))
    XCTAssertEqual(list([1, 5, 3]), [1, 5, 3])
    XCTAssertEqual(list([1, 2, 3, 4]), [1, 2, 3, 4])
    XCTAssertEqual(list([]), [])
    XCTAssertEqual(list([9]), [9])
    var empty = ReusableList(previous: [Int](), capacity: 2)
    empty.append(1, same: ==)
    empty.append(2, same: ==)
    XCTAssertEqual(empty.list, [1, 2])
  }

  /// A replicator that moves while its copies stay: the copies' nodes are reused, and the
  /// new replicator node gets the children list (and each copy's list of nodes) the last
  /// one had; a copy that changes gets a list of its own. Every tree is a fresh build's.
  func testAMovingReplicatorHandsOnTheChildrenOfCopiesThatStay() {
    let dot = testLayer("dot") { $0.backgroundColor = .black }
    let moved = testLayer("dot") { $0.backgroundColor = .white }
    func replicator(_ x: Double, second: FrameLayer) -> Frame {
      let layer = testLayer(
        "r", .replicator, sublayers: [dot],
        instances: [
          ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [dot]),
          ReplicatorInstance(index: 1, transform: .translation(20, 0), color: .white, sublayers: [second]),
        ]
      ) { $0.position = Point(x, 5) }
      return testFrame([layer], index: Int(x))
    }
    let frames = [replicator(1, second: dot), replicator(2, second: dot), replicator(3, second: moved)]
    let builder = RenderTreeBuilder(precision: 3)
    var children: [[RenderChild]] = []
    for frame in frames {
      let tree = builder.build(frame)
      XCTAssertEqual(treeText(tree), treeText(RenderTreeBuilder(precision: 3).build(frame)), "frame \(frame.index)")
      children.append(tree.layers[0].children)
    }
    func copyLayers(_ child: RenderChild) -> [RenderLayer] {
      guard case .copy(let copy) = child else { return [] }
      return copy.layers
    }
    XCTAssertEqual(builder.reusedCount, 2 + 1, "frame 2 reuses both copies' nodes, frame 3 the first's")
    XCTAssertEqual(storage(children[0]), storage(children[1]), "nothing in the copies changed")
    XCTAssertNotEqual(storage(children[1]), storage(children[2]))
    XCTAssertEqual(storage(copyLayers(children[1][0])), storage(copyLayers(children[2][0])), "copy 0 stayed")
    XCTAssertNotEqual(storage(copyLayers(children[1][1])), storage(copyLayers(children[2][1])))
    XCTAssertEqual(copyLayers(children[2][1]).map(\.id), ["dot-i1"])
  }
}

extension SplitMix64 {
  /// Uniform in 0..<1.
  fileprivate mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

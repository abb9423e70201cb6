import SceneModel
import XCTest

@testable import SceneTiming

/// docs/timing.md, "Reference values": y(x) for the named curves, a custom curve, an
/// overshooting curve and Chromium's unclamped test curve (exact roots, 6 decimals).
final class TimingFunctionTableTests: XCTestCase {
  static let curves: [TimingFunction] = [
    .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
    TimingFunction(0.2, 0.88, 0.09, 0.99),
    TimingFunction(0.175, 0.885, 0.32, 1.275),
    TimingFunction(0.5, -1, 0.5, 2),
  ]

  // Columns in the order of `curves`; rows x = 0.00, 0.05, …, 1.00 (the table verbatim).
  static let table: [[Double]] = [
    [0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, -0.000000],
    [0.050000, 0.004475, 0.082242, 0.004830, 0.032952, 0.231749, 0.240725, -0.089537],
    [0.100000, 0.017027, 0.160572, 0.019722, 0.094796, 0.470962, 0.448261, -0.156134],
    [0.150000, 0.036577, 0.235869, 0.045210, 0.185457, 0.660618, 0.616313, -0.196409],
    [0.200000, 0.062282, 0.308366, 0.081660, 0.295244, 0.776337, 0.747065, -0.206515],
    [0.250000, 0.093465, 0.378138, 0.129162, 0.408511, 0.845057, 0.846681, -0.182322],
    [0.300000, 0.129577, 0.445186, 0.187396, 0.513315, 0.888706, 0.921687, -0.119920],
    [0.350000, 0.170167, 0.509462, 0.255486, 0.604795, 0.918219, 0.977559, -0.016718],
    [0.400000, 0.214861, 0.570880, 0.331884, 0.682541, 0.939100, 1.018516, 0.126595],
    [0.450000, 0.263345, 0.629324, 0.414340, 0.747853, 0.954349, 1.047725, 0.303494],
    [0.500000, 0.315357, 0.684643, 0.500000, 0.802403, 0.965735, 1.067553, 0.500000],
    [0.550000, 0.370676, 0.736655, 0.585660, 0.847752, 0.974366, 1.079786, 0.696506],
    [0.600000, 0.429120, 0.785139, 0.668116, 0.885229, 0.980974, 1.085787, 0.873405],
    [0.650000, 0.490538, 0.829833, 0.744514, 0.915934, 0.986061, 1.086612, 1.016718],
    [0.700000, 0.554814, 0.870423, 0.812604, 0.940765, 0.989984, 1.083088, 1.119920],
    [0.750000, 0.621862, 0.906535, 0.870838, 0.960459, 0.993005, 1.075875, 1.182322],
    [0.800000, 0.691634, 0.937718, 0.918340, 0.975625, 0.995317, 1.065502, 1.206515],
    [0.850000, 0.764131, 0.963423, 0.954790, 0.986770, 0.997069, 1.052401, 1.196409],
    [0.900000, 0.839428, 0.982973, 0.980278, 0.994316, 0.998377, 1.036928, 1.156134],
    [0.950000, 0.917758, 0.995525, 0.995170, 0.998625, 0.999330, 1.019379, 1.089537],
    [1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000],
  ]

  func testTableReproducedToSixDecimals() {
    for (row, values) in Self.table.enumerated() {
      let x = Double(row) * 0.05
      for (column, expected) in values.enumerated() {
        let y = TimingFunctionSolver.solve(Self.curves[column], x)
        // The table is rounded to 6 decimals: half a unit in the last place plus 1e-9.
        XCTAssertEqual(
          y, expected, accuracy: 5e-7 + 1e-9, "curve \(column) at x = \(x)")
      }
    }
  }

  func testChromiumExactValues() {
    // Exact values (Chromium's cubic_bezier_unittest).
    XCTAssertEqual(TimingFunctionSolver.solve(TimingFunction(0.5, 1, 0.5, 1), 0.5), 0.875, accuracy: 1e-12)
    XCTAssertEqual(TimingFunctionSolver.solve(TimingFunction(0.5, 2, 0.5, 2), 0.5), 1.625, accuracy: 1e-12)
  }

  func testSolverAccurateToTightTolerance() {
    // Independent bisection in Python (200 halvings, double precision):
    // easeInEaseOut at 0.25 = 0.1291619310473198.
    XCTAssertEqual(
      TimingFunctionSolver.solve(.easeInEaseOut, 0.25), 0.1291619310473198, accuracy: 1e-12)
  }

  func testEndpointsExact() {
    for curve in Self.curves {
      XCTAssertEqual(TimingFunctionSolver.solve(curve, 0), 0)
      XCTAssertEqual(TimingFunctionSolver.solve(curve, 1), 1)
    }
  }

  func testExtrapolatesAlongEndGradients() {
    // easeOut starts with control point (0,0) then (0.58,1): start gradient y2/x2.
    XCTAssertEqual(TimingFunctionSolver.solve(.easeOut, -0.5), -0.5 * (1 / 0.58), accuracy: 1e-12)
    // easeIn ends towards (1,1) from (0.42, 0): x2 = 1, so the gradient is (y1−1)/(x1−1).
    XCTAssertEqual(TimingFunctionSolver.solve(.easeIn, 1.5), 1 + 0.5 * (1 / 0.58), accuracy: 1e-12)
    // A custom curve: start gradient y1/x1 = 0.88/0.2, end gradient (0.99−1)/(0.09−1).
    let custom = TimingFunction(0.2, 0.88, 0.09, 0.99)
    XCTAssertEqual(TimingFunctionSolver.solve(custom, -0.1), -0.1 * 4.4, accuracy: 1e-12)
    XCTAssertEqual(
      TimingFunctionSolver.solve(custom, 1.2), 1 + 0.2 * (-0.01 / -0.91), accuracy: 1e-12)
  }

  func testSteepCurvesStillSolve() {
    // Nearly vertical start and end: Newton's slope vanishes, bisection must take over.
    let steep = TimingFunction(0, 1, 1, 0)
    var previous = -Double.infinity
    for i in 0...200 {
      let x = Double(i) / 200
      let y = TimingFunctionSolver.solve(steep, x)
      let curve = UnitBezier(steep)
      let t = curve.parameter(forX: x)
      XCTAssertEqual(curve.x(t), x, accuracy: 1e-10)
      XCTAssertGreaterThanOrEqual(y, previous - 1e-12)
      previous = y
    }
  }

  /// Monotone wherever the control points imply it: x1, x2, y1, y2 all in 0…1.
  func testMonotoneForControlPointsInUnitSquare() {
    var generator = SplitMix(seed: 7)
    for _ in 0..<200 {
      let f = TimingFunction(
        generator.unit(), generator.unit(), generator.unit(), generator.unit())
      var previous = 0.0
      for i in 0...100 {
        let y = TimingFunctionSolver.solve(f, Double(i) / 100)
        XCTAssertGreaterThanOrEqual(y, previous - 1e-12, "\(f) at \(Double(i) / 100)")
        XCTAssertGreaterThanOrEqual(y, -1e-12)
        XCTAssertLessThanOrEqual(y, 1 + 1e-12)
        previous = y
      }
    }
  }
}

/// A small deterministic generator for property tests.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in 0…1.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

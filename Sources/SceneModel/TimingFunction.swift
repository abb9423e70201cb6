/// A cubic Bézier timing curve from (0,0) to (1,1) with control points (x1,y1), (x2,y2).
public struct TimingFunction: Hashable, Sendable {
  public var x1, y1, x2, y2: Double

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  public static let linear = TimingFunction(0, 0, 1, 1)
  public static let easeIn = TimingFunction(0.42, 0, 1, 1)
  public static let easeOut = TimingFunction(0, 0, 0.58, 1)
  public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
  public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

  /// Core Animation's named functions, by their scene-file names.
  public static let named: [(name: String, function: TimingFunction)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  public var isLinear: Bool { x1 == y1 && x2 == y2 }
}

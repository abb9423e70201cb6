extension Int {
  /// A whole number from a number of the Lottie file, or one computed from its numbers,
  /// which may be anything a double holds: truncated toward zero as `Int(_:)` truncates,
  /// but clamped to ±2^53 and NaN taken as 0, where `Int(_:)` would stop the process. No
  /// index, count, code or frame of a file comes near 2^53, so a clamped value is out of
  /// range wherever it is used (an unknown layer type, no such `ind`), as the file's was.
  init(lottie x: Double) {
    let limit = 9_007_199_254_740_992.0
    self = x.isNaN ? 0 : Int(Swift.min(Swift.max(x, -limit), limit))
  }
}

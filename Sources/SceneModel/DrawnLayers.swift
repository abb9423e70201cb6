extension Layer {
  /// The layers one frame draws for this layer: itself, its mask, and its sublayers, times
  /// the instance count for a replicator (nested replicators multiply). Saturates at `cap`
  /// (a count of 10^9 copies must not overflow). The decoder refuses scenes above a hard
  /// limit; lint's `frame-budget` warns far below it.
  public func drawnLayerCount(cap: Int = .max) -> Int {
    func add(_ a: Int, _ b: Int) -> Int {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? cap : min(sum, cap)
    }
    let sublayers = self.sublayers.reduce(0) { add($0, $1.drawnLayerCount(cap: cap)) }
    let copies = kind == .replicator ? max(properties.instanceCount, 0) : 1
    let (product, overflow) = copies.multipliedReportingOverflow(by: sublayers)
    let mask = self.mask?.drawnLayerCount(cap: cap) ?? 0
    return add(add(1, mask), overflow ? cap : min(product, cap))
  }
}

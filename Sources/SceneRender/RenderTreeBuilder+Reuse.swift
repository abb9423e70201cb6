import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the builder tells that a layer is the one it built a node of before (see "Reuse"
/// in RenderTreeBuilder.swift).
extension RenderTreeBuilder {
  /// Whether `a` equals `b` (FrameLayer's ==), cheaply where it can: two frame layers with
  /// the same bits share their storage (immutable), so they are equal without a look
  /// inside; else the fields, the properties first (where a changed layer usually differs,
  /// so the sublayers are not looked at). (Comparing the properties' bytes with memcmp
  /// first cost more than it saved: the value is copied out of its storage for that.)
  static func unchanged(_ a: FrameLayer, _ b: FrameLayer) -> Bool {
    if sameBits(a, b) { return true }
    guard a.id == b.id, a.kind == b.kind, equal(a.properties, b.properties), unchanged(a.sublayers, b.sublayers)
    else { return false }
    // Through the buffers, fields read in place: a copy of each instance cost a retain,
    // a release and its outlined copy and destroy. A replicator's copies usually share
    // its sublayers' list (evaluated once when the copies show the same instant): a pair
    // of lists with the same storage as a pair already found equal is equal too.
    let instances = a.instances.withUnsafeBufferPointer { x in
      b.instances.withUnsafeBufferPointer { y in
        guard x.count == y.count else { return false }
        var (knownOld, knownNew) = (a.sublayers, b.sublayers)
        for i in x.indices {
          guard x[i].index == y[i].index, x[i].transform == y[i].transform, x[i].color == y[i].color
          else { return false }
          if FrameLayer.sameList(x[i].sublayers, knownOld) && FrameLayer.sameList(y[i].sublayers, knownNew) { continue }
          guard unchanged(x[i].sublayers, y[i].sublayers) else { return false }
          (knownOld, knownNew) = (x[i].sublayers, y[i].sublayers)
        }
        return true
      }
    }
    guard instances else { return false }
    switch (a.mask, b.mask) {
    case (nil, nil): return true
    case (let m?, let n?): return unchanged(m, n)
    default: return false
    }
  }

  /// The properties as borrowed from their storage (compared in place, not copied out).
  @inline(__always)
  static func equal(_ a: borrowing LayerProperties, _ b: borrowing LayerProperties) -> Bool { a == b }

  /// Whether two lists of sublayers are equal, each pair as `unchanged(_:_:)` compares it.
  static func unchanged(_ a: [FrameLayer], _ b: [FrameLayer]) -> Bool {
    if FrameLayer.sameList(a, b) { return true }
    return a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        guard x.count == y.count else { return false }
        for i in x.indices where !unchanged(x[i], y[i]) { return false }
        return true
      }
    }
  }

  @inline(__always)
  static func sameBits<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in
      withUnsafeBytes(of: b) { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
    }
  }
}

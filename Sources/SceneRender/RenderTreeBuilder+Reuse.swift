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
    guard a.id == b.id, a.kind == b.kind, a.properties == b.properties else { return false }
    guard a.sublayers.count == b.sublayers.count, a.instances.count == b.instances.count else { return false }
    for i in a.sublayers.indices where !unchanged(a.sublayers[i], b.sublayers[i]) { return false }
    for i in a.instances.indices {
      let (x, y) = (a.instances[i], b.instances[i])
      guard x.index == y.index, x.transform == y.transform, x.color == y.color, x.sublayers.count == y.sublayers.count
      else { return false }
      for j in x.sublayers.indices where !unchanged(x.sublayers[j], y.sublayers[j]) { return false }
    }
    switch (a.mask, b.mask) {
    case (nil, nil): return true
    case (let m?, let n?): return unchanged(m, n)
    default: return false
    }
  }

  @inline(__always)
  static func sameBits<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in
      withUnsafeBytes(of: b) { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
    }
  }
}

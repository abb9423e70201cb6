import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the builder tells that a layer is the one it built a node of before (see "Reuse"
/// in RenderTreeBuilder.swift).
extension RenderTreeBuilder {
  /// Whether `a` equals `b` (FrameLayer's ==), cheaply where it can: two values with the
  /// same bits are equal (their references point to the same storage, which is immutable
  /// while both share it), and a layer's properties are about 800 bytes that one memcmp
  /// compares at once where a field-by-field comparison takes some sixty steps. Bits that
  /// differ (other storage with equal contents, padding) fall back to comparing values.
  static func unchanged(_ a: FrameLayer, _ b: FrameLayer) -> Bool {
    if sameBits(a, b) { return true }
    guard a.id == b.id, a.kind == b.kind else { return false }
    guard sameBits(a.properties, b.properties) || a.properties == b.properties else { return false }
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

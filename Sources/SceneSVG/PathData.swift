import SceneModel

/// SVG path data: absolute commands, numbers separated by single spaces.
enum PathData {
  static func string(_ path: BezierPath, _ n: (Double) -> String) -> String {
    var parts: [String] = []
    parts.reserveCapacity(path.elements.count)
    for element in path.elements {
      switch element {
      case .move(let p): parts.append("M \(n(p.x)) \(n(p.y))")
      case .line(let p): parts.append("L \(n(p.x)) \(n(p.y))")
      case .quad(let c, let p): parts.append("Q \(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))")
      case .cubic(let c1, let c2, let p):
        parts.append("C \(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))")
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }

  /// True when the path draws something (has an element other than moves).
  static func draws(_ path: BezierPath) -> Bool {
    path.elements.contains { if case .move = $0 { false } else { true } }
  }

  /// A rectangle with circular corners of `radius` (already clamped), clockwise from the
  /// top edge's left end, using SVG arcs (exact circles).
  static func roundedRect(_ r: Rect, radius: Double, _ n: (Double) -> String) -> String {
    let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
    if radius <= 0 {
      return "M \(n(x0)) \(n(y0)) H \(n(x1)) V \(n(y1)) H \(n(x0)) Z"
    }
    let k = n(radius)
    let arc = "A \(k) \(k) 0 0 1"
    return "M \(n(x0 + radius)) \(n(y0)) H \(n(x1 - radius)) \(arc) \(n(x1)) \(n(y0 + radius))"
      + " V \(n(y1 - radius)) \(arc) \(n(x1 - radius)) \(n(y1))"
      + " H \(n(x0 + radius)) \(arc) \(n(x0)) \(n(y1 - radius))"
      + " V \(n(y0 + radius)) \(arc) \(n(x0 + radius)) \(n(y0)) Z"
  }

  /// Core Animation's corner radius is limited to half the shorter side (corners stay
  /// circular; SVG would clamp rx and ry separately and make them elliptical).
  static func clampedCornerRadius(_ radius: Double, in r: Rect) -> Double {
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, r.width / 2, r.height / 2)
  }
}

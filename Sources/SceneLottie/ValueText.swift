import Foundation

/// How Lottie values are spelled in the scene file.
enum ValueText {
  static func point(_ v: [Double]) -> YAMLText {
    .numbers([v.first ?? 0, v.count > 1 ? v[1] : 0])
  }
  static func degrees(_ v: [Double]) -> YAMLText {
    .string(NumberText.format(v.first ?? 0) + "deg")
  }
  static func percent(_ v: [Double]) -> YAMLText { .number((v.first ?? 0) / 100) }

  /// "#rrggbb" (or "#rrggbbaa" when not opaque) from components 0…1 (0…255 in old files).
  static func hex(_ v: [Double], alpha: Double? = nil) -> String {
    let big = v.prefix(3).contains { $0 > 1 }
    func byte(_ x: Double) -> Int { Int(lottie: (min(max(big ? x / 255 : x, 0), 1) * 255).rounded()) }
    var text = "#" + v.prefix(3).map { String(format: "%02x", byte($0)) }.joined()
    while text.count < 7 { text += "00" }
    let a = alpha ?? (v.count > 3 ? (big && v[3] > 1 ? v[3] / 255 : v[3]) : 1)
    if a < 1 { text += String(format: "%02x", Int(lottie: (min(max(a, 0), 1) * 255).rounded())) }
    return text
  }

  static func pathData(_ shapes: [BezierShape]) -> String {
    func n(_ x: Double) -> String { NumberText.format(x, decimals: 3) }
    func p(_ v: Vec) -> String { n(v.x) + " " + n(v.y) }
    var parts: [String] = []
    for shape in shapes where !shape.vertices.isEmpty {
      parts.append("M " + p(shape.vertices[0]))
      for i in 0..<shape.segmentCount {
        let s = shape.segment(i)
        parts.append("C " + p(s.1) + " " + p(s.2) + " " + p(s.3))
      }
      if shape.closed { parts.append("Z") }
    }
    return parts.isEmpty ? "M 0 0" : parts.joined(separator: " ")
  }
}

import SceneDiagnostics
import SceneModel

/// Spellings shared by rule messages.
enum MessageFormat {
  /// `0.8 s`, `1.473 s`, `2 s`: at most three decimals, no trailing zeros.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite else { return "never" }
    return number(value) + " s"
  }

  /// A number with at most three decimals, no trailing zeros, never `-0`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "infinity" : "-infinity" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    var text = String(rounded)
    if text.contains("e") { return text }
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A fraction as a percentage with at most one decimal: `0.03655` → `3.7%`.
  static func percent(_ fraction: Double) -> String {
    let rounded = (fraction * 1000).rounded() / 10
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text + "%"
  }

  /// "animation 'fade'", "the 'opacity' animation", "the group", … for messages.
  static func describe(_ animation: Animation) -> String {
    if let id = animation.id { return "animation '\(id)'" }
    switch animation.kind {
    case .basic, .keyframe, .spring:
      return "the '\(animation.keyPath!.description)' animation"
    case .group: return "the group"
    case .sequence: return "the sequence"
    case .set: return "the set"
    }
  }

  /// "1 move, 4 cubic, 1 close" for a path's elements.
  static func structure(of path: BezierPath) -> String {
    var counts: [(PathElement.Kind, Int)] = []
    for element in path.elements {
      if let last = counts.last, last.0 == element.kind {
        counts[counts.count - 1].1 += 1
      } else {
        counts.append((element.kind, 1))
      }
    }
    return counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
  }

  /// "1 element", "5 elements", "2 entries".
  static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    Wording.count(n, noun, plural: plural)
  }
}

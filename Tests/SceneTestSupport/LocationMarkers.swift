public import SceneDiagnostics

/// The markers `extractMarkers` recognizes, in the swift-syntax style: keycap digits
/// `1️⃣`…`9️⃣` (digit, U+FE0F, U+20E3) and `🔟` (U+1F51F).
private let keycapSuffix: [Unicode.Scalar] = ["\u{FE0F}", "\u{20E3}"]
private let keycapTen: Unicode.Scalar = "\u{1F51F}"

/// Removes location markers from `text` and records where each one stood in the cleaned
/// text: 1-based line and column counting Unicode scalars, and the 0-based scalar offset
/// (the same conventions as libyaml marks and `SourceLocation`).
///
///     let (text, markers) = extractMarkers("opacity: 1️⃣1.5")
///     // text == "opacity: 1.5", markers["1️⃣"] == 1:10
public func extractMarkers(_ text: String) -> (text: String, markers: [String: SourceLocation]) {
  let scalars = Array(text.unicodeScalars)
  var cleaned = String.UnicodeScalarView()
  var markers: [String: SourceLocation] = [:]
  var line = 1
  var column = 1
  var offset = 0
  var index = 0
  while index < scalars.count {
    let scalar = scalars[index]
    var marker: String?
    var markerLength = 0
    if ("1"..."9").contains(scalar), index + 2 < scalars.count,
      Array(scalars[(index + 1)...(index + 2)]) == keycapSuffix
    {
      marker = String(String.UnicodeScalarView([scalar] + keycapSuffix))
      markerLength = 3
    } else if scalar == keycapTen {
      marker = String(scalar)
      markerLength = 1
    }
    if let marker {
      precondition(markers[marker] == nil, "marker \(marker) appears twice")
      markers[marker] = SourceLocation(line: line, column: column, offset: offset)
      index += markerLength
      continue
    }
    cleaned.append(scalar)
    offset += 1
    if scalar == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }
  return (String(cleaned), markers)
}

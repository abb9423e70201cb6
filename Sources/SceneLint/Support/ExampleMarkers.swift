import SceneDiagnostics

/// Location markers in rule examples: `↓` or `1️⃣` (any keycap digit) stands just before
/// the text a finding must point at. `strip` returns the YAML without markers and where each
/// marker stood (1-based line and column, counting Unicode scalars as diagnostics do).
enum ExampleMarkers {
  static func strip(_ text: String) -> (text: String, locations: [SourceLocation]) {
    var out = String.UnicodeScalarView()
    var locations: [SourceLocation] = []
    var line = 1
    var column = 1
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "↓" {
        locations.append(SourceLocation(line: line, column: column))
        index += 1
        continue
      }
      // A keycap digit: digit, optional U+FE0F, U+20E3.
      if ("0"..."9").contains(scalar) {
        var next = index + 1
        if next < scalars.count, scalars[next] == "\u{FE0F}" { next += 1 }
        if next < scalars.count, scalars[next] == "\u{20E3}" {
          locations.append(SourceLocation(line: line, column: column))
          index = next + 1
          continue
        }
      }
      out.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    return (String(out), locations)
  }
}

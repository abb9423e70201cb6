import Foundation
import SceneModel
import SceneTiming

/// `scenec diff` output: text for people reading a pull request, JSON for scripts.
public enum DiffReport {
  /// `{ "equal", "scene", "layersAdded", "layersRemoved", "changes" }`, two-space indented,
  /// each change's keys in the documented order, with a final newline.
  public static func json(_ diff: SceneDiff) -> String {
    var out = "{\n"
    out += "  \"equal\": \(diff.isEqual),\n"
    out += "  \"scene\": " + list(diff.scene.map { s in
      "{ \"property\": \(JSONText.string(s.property)), \"old\": \(s.old), \"new\": \(s.new) }"
    }) + ",\n"
    out += "  \"layersAdded\": " + list(diff.layersAdded.map(JSONText.string)) + ",\n"
    out += "  \"layersRemoved\": " + list(diff.layersRemoved.map(JSONText.string)) + ",\n"
    out += "  \"changes\": " + list(diff.changes.map(change)) + "\n"
    out += "}\n"
    return out
  }

  private static func change(_ c: SceneDiff.Change) -> String {
    let fields = [
      ("layer", JSONText.string(c.layer)), ("keyPath", JSONText.string(c.keyPath)),
      ("firstFrame", String(c.firstFrame)), ("lastFrame", String(c.lastFrame)),
      ("firstTime", JSONText.number(c.firstTime)), ("lastTime", JSONText.number(c.lastTime)),
      ("maxDifference", c.maxDifference.map(JSONText.number) ?? "null"),
      ("old", c.old.json), ("new", c.new.json),
    ]
    return "{\n" + fields.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n    }"
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "[]" : "[\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
  }

  /// One line per difference: changed scene settings, removed and added layers, then each
  /// change in layer order and by property, columns aligned:
  /// `badge  opacity  frames 16–30 (0.533–1.000 s)  max Δ 0.3  (0.62 → 0.41 at frame 16)`.
  /// "no changes on screen" when nothing differs.
  public static func text(_ diff: SceneDiff) -> String {
    if diff.isEqual { return "no changes on screen\n" }
    var rows: [[String]] = []
    for setting in diff.scene {
      rows.append(["scene", setting.property, "\(readable(setting.old)) → \(readable(setting.new))"])
    }
    for id in diff.layersRemoved { rows.append([id, "layer removed"]) }
    for id in diff.layersAdded { rows.append([id, "layer added"]) }
    for c in diff.changes {
      let frames =
        c.firstFrame == c.lastFrame
        ? "frame \(c.firstFrame) (\(seconds(c.firstTime)) s)"
        : "frames \(c.firstFrame)–\(c.lastFrame) (\(seconds(c.firstTime))–\(seconds(c.lastTime)) s)"
      var row = [c.layer, c.keyPath, frames]
      if let amount = c.maxDifference { row.append("max Δ \(short(amount))") }
      row.append("(\(readable(c.old.json)) → \(readable(c.new.json)) at frame \(c.firstFrame))")
      rows.append(row)
    }
    let widths = (0..<2).map { column in rows.map { $0.count > column + 1 ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index < 2 && index < row.count - 1 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0) : cell
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }

  /// Seconds with three decimals, as frame times are shown everywhere.
  static func seconds(_ t: Double) -> String { fixed(t, decimals: 3) }

  /// A difference rounded to 6 significant decimals (`0.3`, not `0.30000000000000004`).
  static func short(_ v: Double) -> String {
    guard v.isFinite else { return v > 0 ? "inf" : "nan" }
    return JSONText.number((v * 1e6).rounded() / 1e6 == 0 ? v : (v * 1e6).rounded() / 1e6)
  }

  /// A JSON value made shorter for reading: numbers rounded as `short`, long path data
  /// cut after 60 characters.
  static func readable(_ json: String) -> String {
    var out = ""
    var token = ""
    func flush() {
      if let number = Double(token) { out += short(number) } else { out += token }
      token = ""
    }
    var inString = false
    for character in json {
      if character == "\"" { inString.toggle() }
      if !inString, character.isNumber || character == "." || character == "-" || character == "e" {
        token.append(character)
      } else {
        flush()
        out.append(character)
      }
    }
    flush()
    if out.count > 64 { out = String(out.prefix(60)) + "…\"" }
    return out
  }

  static func fixed(_ v: Double, decimals: Int) -> String {
    let scale = Double.pow10(decimals)
    let scaled = (abs(v) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let digits = String(fraction)
    let sign = v < 0 && scaled != 0 ? "-" : ""
    return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
}

extension Double {
  static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { a, _ in a * 10 } }
}

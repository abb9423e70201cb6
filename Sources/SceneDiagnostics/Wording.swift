/// Small pieces of English every stage's messages share.
public enum Wording {
  /// "1 entry", "2 entries", "1 element", "5 elements".
  public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
  }

  /// "there is 1 value", "there are 2 values".
  public static func thereAre(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    (n == 1 ? "there is " : "there are ") + count(n, noun, plural: plural)
  }
}

extension Wording {
  /// Greedy word wrapping at `width` columns, for terminal output.
  public static func wrap(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// Every line of `text` indented by four spaces (examples in terminal output).
  public static func indented(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
  }
}

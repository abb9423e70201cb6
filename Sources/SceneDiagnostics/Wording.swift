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

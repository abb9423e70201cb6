import Foundation

/// A progress line on standard error for long work: `compiling 120/286 frames  0.4 s
/// 300/s  ETA 0.6 s`, redrawn in place (carriage return, erase line), at most a few times a
/// second. Silent when standard error is not a terminal (CI logs stay clean) or with
/// `--quiet`. Safe to update from several threads. `finish()` erases it, so the summary
/// line that follows stands alone.
final class ProgressLine: @unchecked Sendable {
  private let label: String
  private let unit: String
  private var total: Int
  private let enabled: Bool
  private let start = Date()
  private let lock = NSLock()
  private var lastDraw: Date?
  private var drawn = false
  /// Seconds between two redraws.
  static let interval = 0.2
  /// Seconds of silence before the first draw, so that short work does not flicker;
  /// `SCENEC_PROGRESS_DELAY` changes it (0 draws at once, as the tests need on a fast machine).
  static let silence: Double = {
    guard let text = ProcessInfo.processInfo.environment["SCENEC_PROGRESS_DELAY"],
      let value = Double(text), value >= 0
    else { return 0.25 }
    return value
  }()

  init(_ label: String, total: Int, unit: String = "frames", quiet: Bool) {
    self.label = label
    self.unit = unit
    self.total = total
    enabled = !quiet && Output.isTerminal(2)
  }

  func update(_ done: Int) { update(done, of: nil) }

  /// `total`: when the amount of work is learnt only as it goes (lint's files).
  func update(_ done: Int, of total: Int?) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    if let total { self.total = total }
    guard self.total > 0 else { return }
    let now = Date()
    if let lastDraw, now.timeIntervalSince(lastDraw) < Self.interval, done < self.total { return }
    guard now.timeIntervalSince(start) >= Self.silence else { return }
    lastDraw = now
    drawn = true
    Output.stderr("\r\u{1B}[K" + Self.text(label: label, unit: unit, done: done, total: self.total, elapsed: now.timeIntervalSince(start)))
  }

  func finish() {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    if drawn { Output.stderr("\r\u{1B}[K") }
    drawn = false
  }

  static func text(label: String, unit: String, done: Int, total: Int, elapsed: Double) -> String {
    var line = "\(label) \(done)/\(total) \(unit)  \(RunSummary.seconds(elapsed))"
    if elapsed > 0, done > 0 {
      let rate = Double(done) / elapsed
      line += "  \(rate >= 10 ? String(Int(rate.rounded())) : RunSummary.fixed(rate, digits: 1))/s"
      line += "  ETA \(RunSummary.seconds(Double(total - done) / rate))"
    }
    return line
  }
}

/// The one-line summaries commands print when they are done.
enum RunSummary {
  /// What a step wrote: its exit status and, when it succeeded, what it wrote (`286 frames
  /// (307.0 kB) to out/welcome`) and how long it took; the caller prints `wrote … in …`.
  struct Outcome {
    var status: Int32
    var what = ""
    var seconds = 0.0
  }

  /// `286 frames`, `1 frame`.
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  /// Decimal units, as file managers show them: `812 bytes`, `41.3 kB`, `1.9 MB`.
  static func bytes(_ n: Int) -> String {
    if n < 1000 { return count(n, "byte") }
    let units = ["kB", "MB", "GB", "TB"]
    var value = Double(n) / 1000
    var unit = 0
    while value >= 999.95, unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    return fixed(value, digits: 1) + " " + units[unit]
  }

  /// `0.41 s`, `12.3 s`, `245 s`.
  static func seconds(_ t: Double) -> String {
    if t < 10 { return fixed(t, digits: 2) + " s" }
    if t < 100 { return fixed(t, digits: 1) + " s" }
    return "\(Int(t.rounded())) s"
  }

  /// `value` as printf's `%.Nf` writes it, through the C library's `fcvt_r` (which formats
  /// with printf's own `%.*f`, and is not variadic): `String(format:)` casts each argument
  /// dynamically, which on first use scans the binary's conformance records (0.85 M
  /// instructions of every compile, for the summary line's size).
  static func fixed(_ value: Double, digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 400)
    var point: Int32 = 0
    var negative: Int32 = 0
    guard fcvt_r(value, Int32(digits), &point, &negative, &buffer, buffer.count) == 0 else { return "\(value)" }
    // The digits without leading zeros; the point goes `digits` from the right.
    var text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    if text.count < digits + 1 { text = [UInt8](repeating: UInt8(ascii: "0"), count: digits + 1 - text.count) + text }
    if digits > 0 { text.insert(UInt8(ascii: "."), at: text.count - digits) }
    return (negative != 0 ? "-" : "") + String(decoding: text, as: UTF8.self)
  }
}

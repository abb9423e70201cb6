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
      line += "  \(rate >= 10 ? String(Int(rate.rounded())) : String(format: "%.1f", rate))/s"
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
    return String(format: "%.1f", value) + " " + units[unit]
  }

  /// `0.41 s`, `12.3 s`, `245 s`.
  static func seconds(_ t: Double) -> String {
    if t < 10 { return String(format: "%.2f s", t) }
    if t < 100 { return String(format: "%.1f s", t) }
    return "\(Int(t.rounded())) s"
  }
}

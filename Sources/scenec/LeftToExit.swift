/// What a command that runs once per process leaves to the process's exit instead of
/// freeing: the decoded scene, its YAML document and the evaluator are a tree of many
/// small objects, and releasing them one by one just before `exit` was 160,000
/// instructions of a one-frame compile of stroke-pop (2.4 %), with nothing to show for
/// it (clang's `-disable-free` skips its final frees for the same reason;
/// docs/performance.md, "Freeing at exit (eleventh session)"). Commands that load again
/// and again in one process (`watch`) must not use it.
enum LeftToExit {
  nonisolated(unsafe) private static var kept: [Any] = []

  /// Keeps `value` alive until the process exits. Called on the main thread only.
  static func keep(_ value: Any) { kept.append(value) }
}

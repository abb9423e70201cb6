import SceneDiagnostics
import SceneModel

/// Checks every `after: <id>` once the whole scene is decoded: the id must name a
/// top-level animation, and waiting must not go round in a cycle.
///
/// Cycles are found between top-level animations: one waits for another when it, or any
/// animation nested in it, says `after` the other (a group ends with its last child, so a
/// child waiting for its own group is a cycle too). Each `after` value on a cycle gets
/// its own `after-cycle` error, whose message spells the whole cycle out.
struct AfterReferenceChecker {
  let context: DecodeContext

  /// Reports every problem; true when there is none, so the references can be resolved.
  @discardableResult
  func check() -> Bool {
    var valid = true
    let topLevelIDs = context.topLevelAnimationIDs.compactMap { $0 }
    var edges: [(reference: AfterReference, target: Int)] = []
    for reference in context.afterReferences {
      guard let record = context.animationIDs[reference.target] else {
        unknownTarget(reference, candidates: topLevelIDs)
        valid = false
        continue
      }
      guard record.isTopLevel else {
        context.error(
          "after-not-top-level",
          "'after' must name a top-level animation, but '\(reference.target)' is inside a group or sequence",
          at: reference.range,
          notes: [DiagnosticNote("'\(reference.target)' is declared here", range: record.range)])
        valid = false
        continue
      }
      edges.append((reference, record.topLevelIndex))
    }

    var successors: [Int: [Int]] = [:]
    for edge in edges { successors[edge.reference.waitingTopLevelIndex, default: []].append(edge.target) }
    for edge in edges {
      let from = edge.reference.waitingTopLevelIndex
      guard let back = shortestPath(from: edge.target, to: from, successors: successors) else { continue }
      valid = false
      let cycle = ([from] + back).map { "'\(name(of: $0))'" }.joined(separator: " → ")
      context.error(
        "after-cycle", "'after' forms a cycle: \(cycle)", at: edge.reference.range,
        notes: [DiagnosticNote("an animation cannot wait, directly or through others, for its own end")])
    }
    return valid
  }

  private func unknownTarget(_ reference: AfterReference, candidates: [String]) {
    let (notes, fixIts) = Suggestions.didYouMean(reference.target, among: candidates, at: reference.range)
    context.error(
      "unknown-animation-id", "no animation has the id '\(reference.target)'", at: reference.range,
      notes: notes, fixIts: fixIts)
  }

  private func name(of topLevelIndex: Int) -> String {
    context.topLevelAnimationIDs[topLevelIndex] ?? "#\(topLevelIndex)"
  }

  /// A shortest path from `start` to `goal`, both included (`[goal]` when they are equal),
  /// or nil when `goal` is not reachable. Breadth-first in edge order, so deterministic.
  private func shortestPath(from start: Int, to goal: Int, successors: [Int: [Int]]) -> [Int]? {
    if start == goal { return [goal] }
    var previous: [Int: Int] = [start: start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for next in successors[node] ?? [] where previous[next] == nil {
        previous[next] = node
        if next == goal {
          var path = [goal]
          var current = node
          while current != start {
            path.insert(current, at: 0)
            current = previous[current]!
          }
          return [start] + path
        }
        queue.append(next)
      }
    }
    return nil
  }
}

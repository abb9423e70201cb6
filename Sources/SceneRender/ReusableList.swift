/// A list made element by element that stays the previous frame's list (the same storage)
/// while each element is the one the previous list holds at its place: a node whose
/// children are the nodes handed out again (see "Reuse" in RenderTreeBuilder.swift) then
/// gets the list it had, without an allocation for a new one (and without the destroy of
/// the old one, which the new node now shares). A list that differs anywhere is made
/// anew from the first difference on, so the result always holds exactly the elements
/// appended.
struct ReusableList<Element> {
  private let previous: [Element]
  private var made: [Element]?
  private var count = 0
  private let capacity: Int

  /// `capacity`: how many elements at most will be appended (reserved once when a new
  /// list is made).
  init(previous: [Element], capacity: Int) {
    self.previous = previous
    self.capacity = capacity
  }

  /// Appends `element`; `same` tells whether it may stand for the previous list's element
  /// at its place (then the two are interchangeable for every reader).
  @inline(__always)
  mutating func append(_ element: Element, same: (Element, Element) -> Bool) {
    if made == nil {
      if count < previous.count && same(previous[count], element) {
        count += 1
        return
      }
      var list: [Element] = []
      list.reserveCapacity(max(capacity, count + 1))
      list.append(contentsOf: previous[..<count])
      made = list
    }
    made!.append(element)
    count += 1
  }

  /// The elements appended: the previous list itself when they are all of it.
  var list: [Element] {
    if let made { return made }
    return count == previous.count ? previous : Array(previous[..<count])
  }
}

extension RenderChild {
  /// Whether two children draw the same for every reader: the same node, or copies with
  /// the same bits of matrix and alpha and the same list of nodes.
  static func same(_ a: RenderChild, _ b: RenderChild) -> Bool {
    switch (a, b) {
    case (.layer(let x), .layer(let y)): return x === y
    case (.copy(let x), .copy(let y)):
      return RenderTreeBuilder.sameBits(x.transform, y.transform) && RenderTreeBuilder.sameBits(x.opacity, y.opacity)
        && x.layers.withUnsafeBufferPointer { p in
          y.layers.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress && p.count == q.count }
        }
    default: return false
    }
  }
}

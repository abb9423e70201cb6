extension Array {
  /// The first index whose element is not below (`isBelow` false), in an array ordered so
  /// that every element below comes first; `count` when all are below. A binary search:
  /// `NameTable`'s keys by signature, `CSSColorNames`' names.
  func lowerBound(where isBelow: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isBelow(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

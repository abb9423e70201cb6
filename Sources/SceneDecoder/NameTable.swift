import SceneYAML

/// Names (an enum's raw values, a node kind's keys) looked up by a key's `KeySignature`:
/// a binary search over integers, then one String comparison, instead of hashing the key.
/// Keys without a signature (not short ASCII) go through `==` on every name, so Unicode
/// canonical equivalence decides as it would for a `Set<String>`.
struct NameTable<Value> {
  private let signatures: [UInt64]
  private let names: [String]
  private let values: [Value]
  /// A name without a signature (none of the format's): then every lookup compares Strings.
  private let hasNameWithoutSignature: Bool

  init(_ pairs: [(name: String, value: Value)]) {
    // The order sorted as integers, then each list taken in it: sorting the (signature, name,
    // value) triples themselves moved their Strings at every step.
    let unsorted = pairs.map { KeySignature.of($0.name) }
    let order = unsorted.indices.sorted { unsorted[$0] < unsorted[$1] || (unsorted[$0] == unsorted[$1] && $0 < $1) }
    signatures = order.map { unsorted[$0] }
    names = order.map { pairs[$0].name }
    values = order.map { pairs[$0].value }
    hasNameWithoutSignature = signatures.contains(KeySignature.none)
  }

  func value(for key: YAMLScalar) -> Value? { value(signature: key.keySignature, text: key.value) }

  /// The value of a name written in the code (a key of the key tables).
  func value(named name: String) -> Value? { value(signature: KeySignature.of(name), text: name) }

  private func value(signature: UInt64, text: @autoclosure () -> String) -> Value? {
    guard signature != KeySignature.none, !hasNameWithoutSignature else {
      let text = text()
      return names.firstIndex { $0 == text }.map { values[$0] }
    }
    var low = signatures.lowerBound { $0 < signature }
    // A signature that holds its whole text names one key: no String comparison.
    if low < signatures.count, signatures[low] == signature, KeySignature.holdsWholeText(signature) {
      return values[low]
    }
    while low < signatures.count, signatures[low] == signature {
      if names[low] == text() { return values[low] }
      low += 1
    }
    return nil
  }
}

extension NameTable: Sendable where Value: Sendable {}

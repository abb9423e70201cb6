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
    let sorted = pairs.map { (KeySignature.of($0.name), $0.name, $0.value) }.sorted { $0.0 < $1.0 }
    signatures = sorted.map(\.0)
    names = sorted.map(\.1)
    values = sorted.map(\.2)
    hasNameWithoutSignature = signatures.contains(KeySignature.none)
  }

  func value(for key: YAMLScalar) -> Value? {
    let signature = key.keySignature
    guard signature != KeySignature.none, !hasNameWithoutSignature else {
      let text = key.value
      return names.firstIndex { $0 == text }.map { values[$0] }
    }
    var low = signatures.lowerBound { $0 < signature }
    // A signature that holds its whole text names one key: no String comparison.
    if low < signatures.count, signatures[low] == signature, KeySignature.holdsWholeText(signature) {
      return values[low]
    }
    while low < signatures.count, signatures[low] == signature {
      if names[low] == key.value { return values[low] }
      low += 1
    }
    return nil
  }
}

extension NameTable: Sendable where Value: Sendable {}

public import SceneDiagnostics

/// How a scalar was written. Type resolution happens in the decoder, which needs the
/// style to tell the number `0.5` from the string `"0.5"`.
public enum YAMLScalarStyle: String, Hashable, Sendable {
  case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A scalar with its text exactly as written (after YAML unescaping) and where it stands.
/// A handle into its document's `YAMLTree`: copying it copies two words.
public struct YAMLScalar: Hashable, Sendable {
  let tree: YAMLTree
  let index: Int32

  init(tree: YAMLTree, index: Int32) {
    self.tree = tree
    self.index = index
  }

  /// A scalar outside any document (a value typed on the command line, read with the
  /// rules of a scene value).
  public init(value: String, style: YAMLScalarStyle, tag: String? = nil, range: SourceRange) {
    var storage = YAMLTree.Storage()
    index = storage.addScalar(value, signature: KeySignature.of(value), style: style, tag: tag, range: range)
    tree = YAMLTree(storage)
  }

  private var record: YAMLTree.Record { tree.records[Int(index)] }

  public var value: String { tree.text(index) }
  public var style: YAMLScalarStyle { record.style }
  /// The explicit tag (`!!str`, …) in its resolved long form, or nil.
  public var tag: String? {
    let tag = record.tag
    return tag < 0 ? nil : tree.tags[Int(tag)]
  }
  public var range: SourceRange { record.range }
  /// The text's `KeySignature` (`KeySignature.none` unless it is short ASCII).
  public var keySignature: UInt64 { record.signature }
  /// For a value left empty (`fillColor: #ff0000` is `fillColor:` and a comment): the hex
  /// color the line's comment starts with, which the author meant as the value.
  public var hiddenHexColor: HiddenHexColor? { tree.hiddenHexColor(of: index) }

  /// True for a plain scalar that YAML 1.1 reads as null (`~`, `null`, empty).
  public var isNull: Bool {
    let record = record
    guard record.style == .plain, record.tag < 0 else { return false }
    switch tree.texts[Int(record.start)] {
    case "", "~", "null", "Null", "NULL": return true
    default: return false
    }
  }

  /// Nothing written at all: `key:` with no value, which YAML reads as null (zero-width,
  /// unlike the null that stands in for an unknown alias).
  public var isEmptyPlain: Bool {
    let record = record
    return record.style == .plain && record.tag < 0 && record.range.start == record.range.end
      && tree.texts[Int(record.start)].isEmpty
  }

  public static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
    (lhs.tree === rhs.tree && lhs.index == rhs.index)
      || (lhs.value == rhs.value && lhs.style == rhs.style && lhs.tag == rhs.tag
        && lhs.range == rhs.range && lhs.hiddenHexColor == rhs.hiddenHexColor)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(range)
  }
}

/// A comment that reads as a hex color (`#` and 3, 4, 6 or 8 hex digits), and where it is.
public struct HiddenHexColor: Hashable, Sendable {
  /// As written: `#ff0000`.
  public var text: String
  public var range: SourceRange

  public init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// One `key: value` pair of a mapping. Keys are always scalars (others are rejected).
public struct YAMLMappingEntry: Hashable, Sendable {
  public var key: YAMLScalar
  public var value: YAMLNode

  public init(key: YAMLScalar, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

/// A mapping's entries in source order: a view of the tree's entry array (or, after
/// `removingEntries(where:)`, of the positions kept).
public struct YAMLMappingEntries: RandomAccessCollection, Hashable, Sendable {
  let tree: YAMLTree
  let first: Int
  let total: Int
  /// Positions in `tree.entries` when some entries were removed.
  let kept: [Int32]?

  public var startIndex: Int { 0 }
  public var endIndex: Int { kept?.count ?? total }

  func position(_ index: Int) -> Int {
    if let kept { return Int(kept[index]) }
    return first + index
  }

  public subscript(index: Int) -> YAMLMappingEntry {
    let entry = tree.entries[position(index)]
    return YAMLMappingEntry(
      key: YAMLScalar(tree: tree, index: entry.key), value: tree.node(entry.value))
  }

  /// The key text of entry `index`, without building the entry.
  public func keyText(_ index: Int) -> String { tree.text(tree.entries[position(index)].key) }

  /// The first entry whose key is `key`. Keys whose signatures differ are passed over
  /// without String's `==` (whose Unicode-aware path every differing pair takes).
  public func firstIndex(ofKey key: String) -> Int? {
    let signature = KeySignature.of(key)
    for index in 0..<endIndex {
      let keyNode = tree.entries[position(index)].key
      if KeySignature.differ(signature, tree.records[Int(keyNode)].signature) { continue }
      if tree.text(keyNode) == key { return index }
    }
    return nil
  }

  /// `firstIndex(ofKey:)` for a key known to be ASCII (a format key the decoders look
  /// up): keys are compared by signature, and as Strings only when the signatures are
  /// equal and the key is longer than a signature holds, or when a key has no signature.
  public func firstIndex(ofASCIIKey key: String) -> Int? {
    assert(key.utf8.allSatisfy { $0 < 0x80 }, "'\(key)' is not ASCII")
    let wanted = KeySignature.of(key)
    let isWhole = KeySignature.holdsWholeText(wanted)
    for index in 0..<endIndex {
      let keyNode = tree.entries[position(index)].key
      let signature = tree.records[Int(keyNode)].signature
      if signature == wanted {
        if isWhole || tree.text(keyNode) == key { return index }
      } else if signature == KeySignature.none, tree.text(keyNode) == key {
        return index
      }
    }
    return nil
  }

  public static func == (lhs: YAMLMappingEntries, rhs: YAMLMappingEntries) -> Bool {
    lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(count) }
}

/// A mapping, in source order. Duplicate keys were already reported by the parser; the
/// first occurrence is kept.
public struct YAMLMapping: Hashable, Sendable {
  let tree: YAMLTree
  let index: Int32
  /// Positions in `tree.entries` when `removingEntries(where:)` dropped some.
  var kept: [Int32]?

  init(tree: YAMLTree, index: Int32) {
    self.tree = tree
    self.index = index
  }

  public var entries: YAMLMappingEntries {
    let record = tree.records[Int(index)]
    return YAMLMappingEntries(tree: tree, first: Int(record.start), total: Int(record.count), kept: kept)
  }

  public var range: SourceRange { tree.records[Int(index)].range }

  public subscript(key: String) -> YAMLNode? {
    let entries = entries
    return entries.firstIndex(ofKey: key).map { entries[$0].value }
  }

  public func entry(_ key: String) -> YAMLMappingEntry? {
    let entries = entries
    return entries.firstIndex(ofKey: key).map { entries[$0] }
  }

  /// The same mapping without the entries `shouldRemove` picks (the tree is unchanged).
  public func removingEntries(where shouldRemove: (YAMLMappingEntry) -> Bool) -> YAMLMapping {
    let entries = entries
    var copy = self
    copy.kept = entries.indices.filter { !shouldRemove(entries[$0]) }.map { Int32(entries.position($0)) }
    return copy
  }

  public static func == (lhs: YAMLMapping, rhs: YAMLMapping) -> Bool {
    lhs.range == rhs.range && lhs.entries == rhs.entries
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(range) }
}

/// A sequence's items in source order: a view of the tree's item array.
public struct YAMLSequenceItems: RandomAccessCollection, Hashable, Sendable {
  let tree: YAMLTree
  let first: Int
  public let endIndex: Int

  public var startIndex: Int { 0 }

  public subscript(index: Int) -> YAMLNode { tree.node(tree.items[first + index]) }

  /// No items (what a blank list value reads as).
  public static let empty = YAMLSequenceItems(tree: YAMLTree(YAMLTree.Storage()), first: 0, endIndex: 0)

  public static func == (lhs: YAMLSequenceItems, rhs: YAMLSequenceItems) -> Bool {
    lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(count) }
}

public struct YAMLSequence: Hashable, Sendable {
  let tree: YAMLTree
  let index: Int32

  init(tree: YAMLTree, index: Int32) {
    self.tree = tree
    self.index = index
  }

  public var items: YAMLSequenceItems {
    let record = tree.records[Int(index)]
    return YAMLSequenceItems(tree: tree, first: Int(record.start), endIndex: Int(record.count))
  }

  public var range: SourceRange { tree.records[Int(index)].range }

  public static func == (lhs: YAMLSequence, rhs: YAMLSequence) -> Bool {
    lhs.range == rhs.range && lhs.items == rhs.items
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(range) }
}

/// An immutable, located YAML node. Aliases are already expanded (within limits). Each case
/// is a handle into the document's `YAMLTree`.
public enum YAMLNode: Hashable, Sendable {
  case scalar(YAMLScalar)
  case mapping(YAMLMapping)
  case sequence(YAMLSequence)

  public var range: SourceRange {
    switch self {
    case .scalar(let s): s.range
    case .mapping(let m): m.range
    case .sequence(let s): s.range
    }
  }

  /// A short name for messages: "a mapping", "a sequence", "a string".
  public var kindDescription: String {
    switch self {
    case .scalar: "a scalar"
    case .mapping: "a mapping"
    case .sequence: "a sequence"
    }
  }

  public var scalar: YAMLScalar? {
    if case .scalar(let s) = self { return s }
    return nil
  }

  public var mapping: YAMLMapping? {
    if case .mapping(let m) = self { return m }
    return nil
  }

  public var sequence: YAMLSequence? {
    if case .sequence(let s) = self { return s }
    return nil
  }
}

/// Resource limits for parsing, so hostile input fails fast and clearly.
public struct YAMLLimits: Sendable {
  /// Nodes in the tree after alias expansion.
  public var maxNodes: Int
  /// Nesting depth of mappings and sequences.
  public var maxDepth: Int

  public init(maxNodes: Int = 2_000_000, maxDepth: Int = 256) {
    self.maxNodes = maxNodes
    self.maxDepth = maxDepth
  }
}

public import SceneDiagnostics

/// The storage of one parsed document: every node in one flat array, children by index.
///
/// A node is a fixed-size record (its range, kind, style and where its text or children
/// are), so building the tree allocates a handful of growing arrays instead of a box and a
/// copy of three strings per node, and reading it (`YAMLNode`, `YAMLScalar`, …) hands out
/// small handles (this tree and an index) instead of copying subtrees. Built as a
/// `YAMLTree.Storage` by `YAMLTreeBuilder`, then frozen: every stored property is a `let`,
/// so reading needs no exclusivity checks.
public final class YAMLTree: Sendable {
  enum Kind: UInt8 { case scalar, mapping, sequence }

  struct Record {
    var range: SourceRange
    /// A scalar's text in `texts`; a mapping's first entry in `entries`; a sequence's first
    /// item in `items`.
    var start: Int32
    /// Entries or items (0 for a scalar).
    var count: Int32
    /// A scalar's explicit tag in `tags`, or -1.
    var tag: Int32
    var kind: Kind
    var style: YAMLScalarStyle
    /// A scalar that has an entry in `hiddenHexColors`.
    var hasHiddenHexColor = false
    /// A scalar's `KeySignature`.
    var signature: UInt64 = KeySignature.none
  }

  struct Entry {
    var key: Int32
    var value: Int32
  }

  let records: [Record]
  let texts: [String]
  let tags: [String]
  let entries: [Entry]
  let items: [Int32]
  /// Rare (a blank value followed by a `#rrggbb` comment), so searched linearly.
  let hiddenHexColors: [HiddenHexColorEntry]

  struct HiddenHexColorEntry {
    var node: Int32
    var color: HiddenHexColor
  }

  init(_ storage: Storage) {
    records = storage.records
    texts = storage.texts
    tags = storage.tags
    entries = storage.entries
    items = storage.items
    hiddenHexColors = storage.hiddenHexColors
  }

  // MARK: - Reading

  func node(_ index: Int32) -> YAMLNode {
    switch records[Int(index)].kind {
    case .scalar: .scalar(YAMLScalar(tree: self, index: index))
    case .mapping: .mapping(YAMLMapping(tree: self, index: index))
    case .sequence: .sequence(YAMLSequence(tree: self, index: index))
    }
  }

  func text(_ index: Int32) -> String { texts[Int(records[Int(index)].start)] }

  func hiddenHexColor(of index: Int32) -> HiddenHexColor? {
    guard records[Int(index)].hasHiddenHexColor else { return nil }
    return hiddenHexColors.first { $0.node == index }?.color
  }
}

extension YAMLTree {
  /// The arrays of a tree being built.
  struct Storage {
    var records: [Record] = []
    var texts: [String] = []
    var tags: [String] = []
    var entries: [Entry] = []
    var items: [Int32] = []
    var hiddenHexColors: [HiddenHexColorEntry] = []

    init() {}

    /// Room for the nodes of a document of `byteCount` bytes, so the arrays do not grow
    /// (copying themselves each time) while it is read: scene files have a node every 8
    /// to 15 bytes, about half of them in mappings and a quarter in sequences.
    init(reservingFor byteCount: Int, maxNodes: Int) {
      let nodes = min(byteCount / 6, maxNodes) + 1
      records.reserveCapacity(nodes)
      texts.reserveCapacity(nodes)
      entries.reserveCapacity(nodes / 2)
      items.reserveCapacity(nodes / 4)
    }

    func text(_ index: Int32) -> String { texts[Int(records[Int(index)].start)] }

    mutating func addScalar(
      _ value: String, signature: UInt64, style: YAMLScalarStyle, tag: String?, range: SourceRange
    ) -> Int32 {
      var tagIndex: Int32 = -1
      if let tag {
        tagIndex = Int32(tags.count)
        tags.append(tag)
      }
      texts.append(value)
      records.append(
        Record(
          range: range, start: Int32(texts.count - 1), count: 0, tag: tagIndex, kind: .scalar,
          style: style, signature: signature))
      return Int32(records.count - 1)
    }

    mutating func addCollection(_ kind: Kind, start: Int, count: Int, range: SourceRange) -> Int32 {
      records.append(
        Record(
          range: range, start: Int32(start), count: Int32(count), tag: -1, kind: kind, style: .plain))
      return Int32(records.count - 1)
    }

    /// A copy of node `index` with its own range replaced (its children are shared).
    mutating func relocate(_ index: Int32, to range: SourceRange) -> Int32 {
      var record = records[Int(index)]
      record.range = range
      if record.hasHiddenHexColor, let color = hiddenHexColor(of: index) {
        hiddenHexColors.append(HiddenHexColorEntry(node: Int32(records.count), color: color))
      }
      records.append(record)
      return Int32(records.count - 1)
    }

    mutating func setHiddenHexColor(_ color: HiddenHexColor, of index: Int32) {
      records[Int(index)].hasHiddenHexColor = true
      hiddenHexColors.append(HiddenHexColorEntry(node: index, color: color))
    }

    func hiddenHexColor(of index: Int32) -> HiddenHexColor? {
      guard records[Int(index)].hasHiddenHexColor else { return nil }
      return hiddenHexColors.first { $0.node == index }?.color
    }
  }
}

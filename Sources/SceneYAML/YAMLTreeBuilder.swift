import SceneDiagnostics

/// Turns libyaml events into the immutable node tree, one event at a time, and applies the
/// policies libyaml leaves to its users: duplicate keys, a single document, bounded alias
/// expansion, known tags only, scalar keys only, and YAML 1.1 merge keys.
///
/// Alias expansion shares storage (an alias is one new record pointing at the anchored
/// node's children in the flat `YAMLTree`), so its cost is counted,
/// not paid: each alias adds its anchor's expanded node count to the budget in O(1), and the
/// parse stops at the first alias or node past `limits.maxNodes` or `limits.maxDepth`.
struct YAMLTreeBuilder: YAMLEventHandler {
  private let file: String
  private let limits: YAMLLimits
  private let bytes: [UInt8]
  private lazy var lines = SourceLines(bytes)

  private(set) var diagnostics: [Diagnostic] = []
  private var tree: YAMLTree.Storage
  private var root: Int32?
  /// Set when a limit was exceeded; the partial tree is then dropped.
  private var aborted = false
  private var documentCount = 0
  private var nodeCount = 0
  private var anchors: [String: AnchoredNode] = [:]
  private var stack: [OpenCollection] = []
  /// The children of the open collections, innermost last: each collection's items (or
  /// entries) start where `stack` says and move into the tree when it closes.
  private var openItems: [Int32] = []
  private var openEntries: [YAMLTree.Entry] = []
  private var sawBlockScalar = false

  /// `reservingFor`: the bytes of the whole document, when these are its first part (the
  /// second part's nodes then join the tree without its arrays growing).
  init(bytes: [UInt8], file: String, limits: YAMLLimits, reservingFor documentBytes: Int? = nil) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
    tree = YAMLTree.Storage(reservingFor: documentBytes ?? bytes.count, maxNodes: limits.maxNodes)
  }

  // MARK: - Events (each returns false to stop reading)

  mutating func documentStart(at range: SourceRange) -> Bool {
    documentCount += 1
    guard documentCount == 1 else {
      diagnostics.append(.multipleDocuments(file: file, at: range))
      return false
    }
    return true
  }

  mutating func alias(_ anchor: String, at range: SourceRange) -> Bool {
    expandAlias(anchor, at: range)
  }

  mutating func scalar(
    _ value: String, signature: UInt64, style: YAMLScalarStyle, tag: String?, anchor: String?,
    at range: SourceRange
  ) -> Bool {
    guard countNode(at: range) else { return false }
    if let tag, !YAMLTags.scalarTags.contains(tag) {
      diagnostics.append(.yamlUnknownTag(tag, on: "a scalar", file: file, at: range))
    }
    var located = range
    if style == .literal || style == .folded {
      sawBlockScalar = true
      located.end = blockScalarEnd(range)
    }
    let node = tree.addScalar(value, signature: signature, style: style, tag: tag, range: located)
    if let anchor { anchors[anchor] = AnchoredNode(node: node, nodeCount: 1, height: 0) }
    deliver(node, height: 0)
    return true
  }

  mutating func collectionStart(
    _ kind: YAMLTree.Kind, tag: String?, anchor: String?, isFlow: Bool, at range: SourceRange
  ) -> Bool {
    open(kind, tag: tag, anchor: anchor, isFlow: isFlow, at: range)
  }

  mutating func collectionEnd(at range: SourceRange) -> Bool {
    close(at: range)
    return true
  }

  /// The tree and diagnostics once reading stopped; `error` is libyaml's, if it failed.
  mutating func finish(syntaxError error: LibYAMLError?) -> (YAMLNode?, [Diagnostic]) {
    if let error {
      let location: SourceLocation =
        switch error.position {
        case .mark(let mark): mark
        case .byteOffset(let offset): lines.location(ofByteOffset: offset)
        }
      let source = lines
      diagnostics.append(
        SyntaxErrorHints.explain(error, at: location, lines: source, file: file)
          ?? .yamlSyntax(error, file: file, at: location))
      return (nil, diagnostics)
    }
    guard !aborted, let root else { return (nil, diagnostics) }
    return (YAMLTree(tree).node(root), diagnostics)
  }

  /// The tree as built, for a document read in parts (`SplitParse`): nil unless reading
  /// finished cleanly, with no diagnostic at all, no block scalar (whose end depends on what
  /// follows the part) and a root.
  mutating func cleanPart(syntaxError error: LibYAMLError?) -> SplitParse.Part? {
    guard error == nil, diagnostics.isEmpty, !aborted, !sawBlockScalar, let root else { return nil }
    return SplitParse.Part(storage: tree, root: root, nodeCount: nodeCount)
  }

  // MARK: - Limits

  /// Counts `added` nodes; false (after reporting) when that exceeds the node budget.
  private mutating func countNode(at range: SourceRange, added: Int = 1) -> Bool {
    nodeCount += added
    guard nodeCount <= limits.maxNodes else {
      diagnostics.append(.yamlTooLarge(limit: limits.maxNodes, file: file, at: range))
      aborted = true
      return false
    }
    return true
  }

  /// False (after reporting) when `height` more levels inside the open ones are too many.
  private mutating func checkDepth(adding height: Int, at range: SourceRange) -> Bool {
    guard stack.count + height <= limits.maxDepth else {
      diagnostics.append(.yamlTooDeep(limit: limits.maxDepth, file: file, at: range))
      aborted = true
      return false
    }
    return true
  }

  // MARK: - Nodes

  private mutating func expandAlias(_ name: String, at range: SourceRange) -> Bool {
    guard let anchored = anchors[name] else {
      // Anchors register when their node is complete, so a self-reference is not found.
      let isRecursive = stack.contains { $0.anchor == name }
      diagnostics.append(
        isRecursive
          ? .yamlRecursiveAlias(name, file: file, at: range)
          : .yamlUnknownAlias(name, file: file, at: range))
      guard countNode(at: range) else { return false }
      // A null stands in, so the tree keeps its shape for later stages.
      deliver(tree.addScalar("", signature: KeySignature.none, style: .plain, tag: nil, range: range), height: 0)
      return true
    }
    guard countNode(at: range, added: anchored.nodeCount),
      checkDepth(adding: anchored.height, at: range)
    else { return false }
    // The alias's own node points at the alias (where it is used); what it contains keeps
    // the ranges of the anchored definition.
    deliver(tree.relocate(anchored.node, to: range), height: anchored.height)
    return true
  }

  private mutating func open(
    _ kind: YAMLTree.Kind, tag: String?, anchor: String?, isFlow: Bool, at range: SourceRange
  ) -> Bool {
    let countBefore = nodeCount
    guard countNode(at: range), checkDepth(adding: 1, at: range) else { return false }
    let expectedTag = kind == .mapping ? YAMLTags.mappingTag : YAMLTags.sequenceTag
    if let tag, tag != expectedTag {
      let kindName = kind == .mapping ? "a mapping" : "a sequence"
      diagnostics.append(.yamlUnknownTag(tag, on: kindName, file: file, at: range))
    }
    stack.append(
      OpenCollection(
        kind: kind, start: range.start, isFlow: isFlow, anchor: anchor, nodeCountBefore: countBefore,
        firstChild: kind == .mapping ? openEntries.count : openItems.count))
    return true
  }

  private mutating func close(at range: SourceRange) {
    guard let collection = stack.popLast() else { return }
    // Flow collections end at their closing bracket. Block ones end where the next token
    // starts (often the next line), so they end with their last node instead.
    let end = collection.isFlow ? range.end : (collection.lastEnd ?? range.end)
    let located = SourceRange(start: collection.start, end: end)
    let first = collection.firstChild
    let node: Int32
    switch collection.kind {
    case .sequence:
      node = tree.addCollection(.sequence, start: tree.items.count, count: openItems.count - first, range: located)
      tree.items.append(contentsOf: openItems[first...])
      openItems.removeLast(openItems.count - first)
    case .mapping, .scalar:
      let start = tree.entries.count
      if collection.merges.isEmpty {
        tree.entries.append(contentsOf: openEntries[first...])
      } else {
        MergeKey.apply(collection.merges, to: openEntries[first...], in: &tree)
      }
      node = tree.addCollection(.mapping, start: start, count: tree.entries.count - start, range: located)
      openEntries.removeLast(openEntries.count - first)
    }
    let height = collection.height + 1
    if let anchor = collection.anchor {
      anchors[anchor] = AnchoredNode(
        node: node, nodeCount: nodeCount - collection.nodeCountBefore, height: height)
    }
    deliver(node, height: height)
  }

  /// Hands a complete node to the collection that is open, or makes it the root.
  private mutating func deliver(_ node: Int32, height: Int) {
    guard !stack.isEmpty else {
      root = node
      return
    }
    let top = stack.count - 1
    let record = tree.records[Int(node)]
    stack[top].height = max(stack[top].height, height)
    stack[top].lastEnd = record.range.end
    if stack[top].kind == .sequence {
      openItems.append(node)
      return
    }
    if let pending = stack[top].pendingKey {
      stack[top].pendingKey = nil
      switch pending {
      case .key(let key):
        if record.kind == .scalar, record.style == .plain, record.tag < 0,
          record.range.start == record.range.end, tree.texts[Int(record.start)].isEmpty,
          let color = hiddenHexColor(onLine: tree.records[Int(key)].range.start.line)
        {
          tree.setHiddenHexColor(color, of: node)
        }
        openEntries.append(YAMLTree.Entry(key: key, value: node))
      case .merge:
        guard let sources = MergeKey.sources(node, in: tree) else {
          diagnostics.append(.yamlInvalidMerge(file: file, at: record.range))
          return
        }
        stack[top].merges.append(
          MergeKey.Pending(position: openEntries.count - stack[top].firstChild, sources: sources))
      case .ignoredValue:
        break
      }
      return
    }
    guard record.kind == .scalar else {
      stack[top].pendingKey = .ignoredValue
      diagnostics.append(
        .yamlComplexKey(record.kind == .mapping ? "a mapping" : "a sequence", file: file, at: record.range))
      return
    }
    // A merge key and a quoted "<<" are different keys.
    if record.style == .plain, record.tag < 0, record.signature == Self.mergeKeySignature {
      if let first = stack[top].firstMergeKeyRange {
        stack[top].pendingKey = .ignoredValue
        diagnostics.append(.duplicateKey("<<", file: file, at: record.range, firstDefinedAt: first))
        return
      }
      stack[top].firstMergeKeyRange = record.range
      stack[top].pendingKey = .merge
      return
    }
    let key = tree.texts[Int(record.start)]
    if let first = firstRange(of: key, signature: record.signature, in: top) {
      stack[top].pendingKey = .ignoredValue
      diagnostics.append(.duplicateKey(key, file: file, at: record.range, firstDefinedAt: first))
      return
    }
    stack[top].pendingKey = .key(node)
    if stack[top].usesKeyIndex { stack[top].keyIndex[key] = record.range }
  }

  /// `<<`, written plain and untagged, is a merge key.
  private static let mergeKeySignature = KeySignature.of("<<")

  /// Mappings with this many keys get a hash index; smaller ones (most of them) are
  /// searched linearly, which is cheaper than hashing a handful of keys.
  static let keyIndexThreshold = 12

  /// Where `key` was first written in open mapping `level`, if it was. The keys written so
  /// far are those of its open entries (the first of each; the pending key is not among them).
  private mutating func firstRange(of key: String, signature: UInt64, in level: Int) -> SourceRange? {
    let first = stack[level].firstChild
    if !stack[level].usesKeyIndex, openEntries.count - first >= Self.keyIndexThreshold {
      stack[level].usesKeyIndex = true
      for entry in openEntries[first...] {
        let record = tree.records[Int(entry.key)]
        stack[level].keyIndex[tree.texts[Int(record.start)]] = record.range
      }
    }
    if stack[level].usesKeyIndex { return stack[level].keyIndex[key] }
    for entry in openEntries[first...] {
      let record = tree.records[Int(entry.key)]
      if KeySignature.differ(signature, record.signature) { continue }
      if tree.texts[Int(record.start)] == key { return record.range }
    }
    return nil
  }

  /// The hex color a comment on `line` hides, as in `fillColor: #ff0000` (a key without a
  /// value, then a comment); the decoder reports the missing value with it.
  private mutating func hiddenHexColor(onLine line: Int) -> HiddenHexColor? {
    guard let color = LineComments.hexColor(lines.text(ofLine: line)) else { return nil }
    let source = lines
    return HiddenHexColor(text: color.text, range: source.range(of: color, line: line))
  }

  // MARK: - Block scalars

  /// libyaml ends a block scalar (`|`, `>`) where the next token starts, after trailing blank
  /// and comment lines. The precise end is after the last content line (trailing spaces are
  /// content), or after the header when there is no content.
  private mutating func blockScalarEnd(_ range: SourceRange) -> SourceLocation {
    let startLine = range.start.line
    guard range.end.column == 1, range.end.line > startLine else { return range.end }
    let source = lines
    let candidates = (startLine + 1)..<range.end.line
    // Content lines are indented at least as deep as the first one; lines after the
    // content that are less indented are comments.
    if let firstContent = candidates.first(where: { !Self.isBlank(source.text(ofLine: $0)) }) {
      let contentIndent = Self.indentation(source.text(ofLine: firstContent))
      for line in candidates.reversed() {
        let text = source.text(ofLine: line)
        if !Self.isBlank(text), Self.indentation(text) >= contentIndent {
          return source.location(line: line, column: text.count + 1)
        }
      }
    }
    return blockScalarHeaderEnd(line: startLine, from: range.start.column)
  }

  private static func isBlank(_ text: String.UnicodeScalarView) -> Bool {
    text.allSatisfy { $0 == " " || $0 == "\t" }
  }

  private static func indentation(_ text: String.UnicodeScalarView) -> Int {
    text.prefix { $0 == " " }.count
  }

  /// The location after `|` or `>` and its indicators (`-`, `+`, digits), skipping any tag
  /// or anchor written before it.
  private mutating func blockScalarHeaderEnd(line: Int, from column: Int) -> SourceLocation {
    let text = Array(lines.text(ofLine: line))
    var index = column - 1
    while index < text.count, text[index] == "!" || text[index] == "&" {
      while index < text.count, text[index] != " ", text[index] != "\t" { index += 1 }
      while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
    }
    if index < text.count, text[index] == "|" || text[index] == ">" { index += 1 }
    let indicators = Set<Unicode.Scalar>(["-", "+", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])
    while index < text.count, indicators.contains(text[index]) { index += 1 }
    return lines.location(line: line, column: index + 1)
  }
}

/// A node an anchor names, with what expanding an alias to it costs.
struct AnchoredNode {
  var node: Int32
  /// Nodes in its subtree, itself included, with aliases expanded.
  var nodeCount: Int
  /// Levels of mappings and sequences, itself included (0 for a scalar).
  var height: Int
}

/// A mapping or sequence whose end event has not arrived yet.
struct OpenCollection {
  /// What the next node delivered to a mapping is.
  enum PendingKey {
    case key(Int32)
    case merge
    /// The value of a duplicate or non-scalar key: built (it may define anchors), not kept.
    case ignoredValue
  }

  let kind: YAMLTree.Kind
  let start: SourceLocation
  let isFlow: Bool
  let anchor: String?
  let nodeCountBefore: Int
  /// Where this collection's children start in the builder's open items or entries.
  let firstChild: Int
  /// The largest height among the children.
  var height = 0
  var lastEnd: SourceLocation?
  var merges: [MergeKey.Pending] = []
  var pendingKey: PendingKey?
  /// The first range of each key, once the mapping is large (see `keyIndexThreshold`).
  var keyIndex: [String: SourceRange] = [:]
  var usesKeyIndex = false
  var firstMergeKeyRange: SourceRange?
}

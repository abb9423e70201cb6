import SceneDiagnostics

/// Turns libyaml events into the immutable node tree, one event at a time, and applies the
/// policies libyaml leaves to its users: duplicate keys, a single document, bounded alias
/// expansion, known tags only, scalar keys only, and YAML 1.1 merge keys.
///
/// Alias expansion shares storage (the anchored node is a value), so its cost is counted,
/// not paid: each alias adds its anchor's expanded node count to the budget in O(1), and the
/// parse stops at the first alias or node past `limits.maxNodes` or `limits.maxDepth`.
struct YAMLTreeBuilder {
  private let file: String
  private let limits: YAMLLimits
  private let bytes: [UInt8]
  private lazy var lines = SourceLines(bytes)

  private(set) var diagnostics: [Diagnostic] = []
  private var root: YAMLNode?
  /// Set when a limit was exceeded; the partial tree is then dropped.
  private var aborted = false
  private var documentCount = 0
  private var nodeCount = 0
  private var anchors: [String: AnchoredNode] = [:]
  private var stack: [OpenCollection] = []

  init(bytes: [UInt8], file: String, limits: YAMLLimits) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
  }

  /// Consumes one event; false means stop reading.
  mutating func handle(_ event: YAMLEvent) -> Bool {
    switch event {
    case .streamStart, .documentEnd:
      return true
    case .streamEnd:
      return false
    case .documentStart(let range):
      documentCount += 1
      guard documentCount == 1 else {
        diagnostics.append(.multipleDocuments(file: file, at: range))
        return false
      }
      return true
    case .alias(let name, let range):
      return expandAlias(name, at: range)
    case .scalar(let value, let style, let tag, let anchor, let range):
      guard countNode(at: range) else { return false }
      if let tag, !YAMLTags.scalarTags.contains(tag) {
        diagnostics.append(.yamlUnknownTag(tag, on: "a scalar", file: file, at: range))
      }
      var located = range
      if style == .literal || style == .folded { located.end = blockScalarEnd(range) }
      let node = YAMLNode.scalar(YAMLScalar(value: value, style: style, tag: tag, range: located))
      if let anchor { anchors[anchor] = AnchoredNode(node: node, nodeCount: 1, height: 0) }
      deliver(node, height: 0)
      return true
    case .sequenceStart(let tag, let anchor, let isFlow, let range):
      return open(.sequence, tag: tag, anchor: anchor, isFlow: isFlow, at: range)
    case .mappingStart(let tag, let anchor, let isFlow, let range):
      return open(.mapping, tag: tag, anchor: anchor, isFlow: isFlow, at: range)
    case .sequenceEnd(let range), .mappingEnd(let range):
      close(at: range)
      return true
    }
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
    return (aborted ? nil : root, diagnostics)
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
      deliver(.scalar(YAMLScalar(value: "", style: .plain, range: range)), height: 0)
      return true
    }
    guard countNode(at: range, added: anchored.nodeCount),
      checkDepth(adding: anchored.height, at: range)
    else { return false }
    // The alias's own node points at the alias (where it is used); what it contains keeps
    // the ranges of the anchored definition.
    deliver(anchored.node.relocated(to: range), height: anchored.height)
    return true
  }

  private mutating func open(
    _ kind: OpenCollection.Kind, tag: String?, anchor: String?, isFlow: Bool, at range: SourceRange
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
        kind: kind, start: range.start, isFlow: isFlow, anchor: anchor, nodeCountBefore: countBefore))
    return true
  }

  private mutating func close(at range: SourceRange) {
    guard let collection = stack.popLast() else { return }
    // Flow collections end at their closing bracket. Block ones end where the next token
    // starts (often the next line), so they end with their last node instead.
    let end = collection.isFlow ? range.end : (collection.lastEnd ?? range.end)
    let located = SourceRange(start: collection.start, end: end)
    let node: YAMLNode =
      switch collection.kind {
      case .sequence: .sequence(YAMLSequence(items: collection.items, range: located))
      case .mapping: .mapping(YAMLMapping(entries: collection.resolvedEntries(), range: located))
      }
    let height = collection.height + 1
    if let anchor = collection.anchor {
      anchors[anchor] = AnchoredNode(
        node: node, nodeCount: nodeCount - collection.nodeCountBefore, height: height)
    }
    deliver(node, height: height)
  }

  /// Hands a complete node to the collection that is open, or makes it the root.
  private mutating func deliver(_ node: YAMLNode, height: Int) {
    guard !stack.isEmpty else {
      root = node
      return
    }
    var node = node
    // The node first: most are not an empty scalar, and then the pending key is not copied.
    if case .scalar(var value) = node, value.isEmptyPlain,
      case .key(let key)? = stack[stack.count - 1].pendingKey
    {
      value.hiddenHexColor = hiddenHexColor(onLine: key.range.start.line)
      node = .scalar(value)
    }
    // One in-place mutation of the open collection (no copy of its arrays).
    switch stack[stack.count - 1].accept(node, height: height) {
    case .accepted:
      break
    case .complexKey:
      diagnostics.append(.yamlComplexKey(node, file: file))
    case .duplicateKey(let key, let first):
      diagnostics.append(.duplicateKey(key.value, file: file, at: key.range, firstDefinedAt: first))
    case .invalidMerge:
      diagnostics.append(.yamlInvalidMerge(file: file, at: node.range))
    }
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
  var node: YAMLNode
  /// Nodes in its subtree, itself included, with aliases expanded.
  var nodeCount: Int
  /// Levels of mappings and sequences, itself included (0 for a scalar).
  var height: Int
}

/// A mapping or sequence whose end event has not arrived yet.
struct OpenCollection {
  enum Kind { case mapping, sequence }

  /// What the next node delivered to a mapping is.
  enum PendingKey {
    case key(YAMLScalar)
    case merge
    /// The value of a duplicate or non-scalar key: built (it may define anchors), not kept.
    case ignoredValue
  }

  let kind: Kind
  let start: SourceLocation
  let isFlow: Bool
  let anchor: String?
  let nodeCountBefore: Int
  /// The largest height among the children.
  var height = 0
  var lastEnd: SourceLocation?
  var items: [YAMLNode] = []
  var entries: [YAMLMappingEntry] = []
  var merges: [MergeKey.Pending] = []
  var pendingKey: PendingKey?
  /// The first range of each key, once the mapping is large (see `keyIndexThreshold`).
  var keyIndex: [String: SourceRange] = [:]
  var usesKeyIndex = false
  var firstMergeKeyRange: SourceRange?

  init(kind: Kind, start: SourceLocation, isFlow: Bool, anchor: String?, nodeCountBefore: Int) {
    self.kind = kind
    self.start = start
    self.isFlow = isFlow
    self.anchor = anchor
    self.nodeCountBefore = nodeCountBefore
  }

  /// What became of a node handed to `accept`.
  enum Acceptance {
    case accepted
    case complexKey
    case duplicateKey(YAMLScalar, firstDefinedAt: SourceRange)
    case invalidMerge
  }

  /// Adds a complete child: an item, a key, or the value of the pending key.
  mutating func accept(_ node: YAMLNode, height childHeight: Int) -> Acceptance {
    height = max(height, childHeight)
    lastEnd = node.range.end
    if kind == .sequence {
      items.append(node)
      return .accepted
    }
    if let pending = pendingKey {
      pendingKey = nil
      switch pending {
      case .key(let key):
        entries.append(YAMLMappingEntry(key: key, value: node))
      case .merge:
        guard let sources = MergeKey.sources(node) else { return .invalidMerge }
        merges.append(MergeKey.Pending(position: entries.count, sources: sources))
      case .ignoredValue:
        break
      }
      return .accepted
    }
    guard case .scalar(let key) = node else {
      pendingKey = .ignoredValue
      return .complexKey
    }
    // A merge key and a quoted "<<" are different keys.
    if MergeKey.isMergeKey(key) {
      if let first = firstMergeKeyRange {
        pendingKey = .ignoredValue
        return .duplicateKey(key, firstDefinedAt: first)
      }
      firstMergeKeyRange = key.range
      pendingKey = .merge
      return .accepted
    }
    if let first = firstRange(of: key.value) {
      pendingKey = .ignoredValue
      return .duplicateKey(key, firstDefinedAt: first)
    }
    pendingKey = .key(key)
    if usesKeyIndex { keyIndex[key.value] = key.range }
    return .accepted
  }

  /// Mappings with this many keys get a hash index; smaller ones (most of them) are
  /// searched linearly, which is cheaper than hashing a handful of keys.
  static let keyIndexThreshold = 12

  /// Where `key` was first written in this mapping, if it was. The keys written so far are
  /// those of `entries` (the first of each; the pending key is not among them yet).
  private mutating func firstRange(of key: String) -> SourceRange? {
    if !usesKeyIndex, entries.count >= Self.keyIndexThreshold {
      usesKeyIndex = true
      for entry in entries { keyIndex[entry.key.value] = entry.key.range }
    }
    if usesKeyIndex { return keyIndex[key] }
    for index in entries.indices where entries[index].key.value == key { return entries[index].key.range }
    return nil
  }

  func resolvedEntries() -> [YAMLMappingEntry] {
    merges.isEmpty ? entries : MergeKey.apply(merges, to: entries)
  }
}

extension YAMLNode {
  /// The same node with its own range replaced (its children keep theirs).
  func relocated(to range: SourceRange) -> YAMLNode {
    switch self {
    case .scalar(var scalar):
      scalar.range = range
      return .scalar(scalar)
    case .mapping(var mapping):
      mapping.range = range
      return .mapping(mapping)
    case .sequence(var sequence):
      sequence.range = range
      return .sequence(sequence)
    }
  }
}

public import SceneDiagnostics

/// How a scalar was written. Type resolution happens in the decoder, which needs the
/// style to tell the number `0.5` from the string `"0.5"`.
public enum YAMLScalarStyle: String, Hashable, Sendable {
  case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A scalar with its text exactly as written (after YAML unescaping) and where it stands.
public struct YAMLScalar: Hashable, Sendable {
  public var value: String
  public var style: YAMLScalarStyle
  /// The explicit tag (`!!str`, …) in its resolved long form, or nil.
  public var tag: String?
  public var range: SourceRange
  /// For a value left empty (`fillColor: #ff0000` is `fillColor:` and a comment): the hex
  /// color the line's comment starts with, which the author meant as the value.
  public var hiddenHexColor: HiddenHexColor?

  public init(value: String, style: YAMLScalarStyle, tag: String? = nil, range: SourceRange) {
    self.value = value
    self.style = style
    self.tag = tag
    self.range = range
  }

  /// True for a plain scalar that YAML 1.1 reads as null (`~`, `null`, empty).
  public var isNull: Bool {
    style == .plain && tag == nil && ["", "~", "null", "Null", "NULL"].contains(value)
  }
}

extension YAMLScalar {
  /// Nothing written at all: `key:` with no value, which YAML reads as null (zero-width,
  /// unlike the null that stands in for an unknown alias).
  public var isEmptyPlain: Bool {
    style == .plain && tag == nil && value.isEmpty && range.start == range.end
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

/// A mapping, in source order. Duplicate keys were already reported by the parser; the
/// first occurrence is kept.
public struct YAMLMapping: Hashable, Sendable {
  public var entries: [YAMLMappingEntry]
  public var range: SourceRange

  public init(entries: [YAMLMappingEntry], range: SourceRange) {
    self.entries = entries
    self.range = range
  }

  public subscript(key: String) -> YAMLNode? {
    entries.first { $0.key.value == key }?.value
  }

  public func entry(_ key: String) -> YAMLMappingEntry? {
    entries.first { $0.key.value == key }
  }
}

public struct YAMLSequence: Hashable, Sendable {
  public var items: [YAMLNode]
  public var range: SourceRange

  public init(items: [YAMLNode], range: SourceRange) {
    self.items = items
    self.range = range
  }
}

/// An immutable, located YAML node. Aliases are already expanded (within limits).
public indirect enum YAMLNode: Hashable, Sendable {
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

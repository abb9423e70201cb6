public import SceneDiagnostics

/// A JSON value with the range of text it was read from, so that every problem found while
/// importing points at a line and column of the Lottie file.
public struct JSONValue: Sendable {
  public indirect enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  public var number: Double? {
    if case .number(let n) = kind { return n }
    if case .bool(let b) = kind { return b ? 1 : 0 }
    return nil
  }
  public var string: String? {
    if case .string(let s) = kind { return s }
    return nil
  }
  public var array: [JSONValue]? {
    if case .array(let a) = kind { return a }
    return nil
  }
  public var object: JSONObject? {
    if case .object(let o) = kind { return o }
    return nil
  }
  public subscript(key: String) -> JSONValue? { object?[key] }

  /// What the value is, for messages ("a number", "an object").
  public var kindName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object: members in file order, looked up by key (the last of duplicates wins,
/// as JavaScript's JSON.parse does).
public struct JSONObject: Sendable {
  public struct Member: Sendable {
    public var key: String
    public var keyRange: SourceRange
    public var value: JSONValue
  }
  public var members: [Member]
  private var index: [String: Int]

  init(members: [Member]) {
    self.members = members
    var index: [String: Int] = [:]
    for (i, member) in members.enumerated() { index[member.key] = i }
    self.index = index
  }

  public subscript(key: String) -> JSONValue? {
    index[key].map { members[$0].value }
  }
}

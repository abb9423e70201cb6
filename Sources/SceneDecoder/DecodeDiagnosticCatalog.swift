/// One kind of problem the decoding stage reports.
public struct DiagnosticDescription: Hashable, Sendable {
  /// The stable kebab-case id printed as `[id]`.
  public var id: String
  /// What it means, in one line.
  public var summary: String

  public init(_ id: String, _ summary: String) {
    self.id = id
    self.summary = summary
  }
}

/// The diagnostics of the structure decoder and validation, alphabetically (the value
/// decoders' own ids — invalid-color, unknown-reference, … — are listed by them). Ids are
/// never renamed or reused.
enum DecodeDiagnosticCatalog {
  static let all: [DiagnosticDescription] = [
    .init("after-cycle", "animations wait for each other in a circle through 'after'"),
    .init("after-not-top-level", "'after' names an animation inside a group or sequence"),
    .init("conflicting-keys", "two keys that cannot be used together (e.g. 'beginTime' and 'after')"),
    .init("delay-needs-after", "'delay' without 'after'"),
    .init("duplicate-id", "a layer or animation id used twice"),
    .init("empty-scene", "the file has no YAML document"),
    .init(
      "infinite-duration-needs-scene-duration",
      "an animation repeats forever and the scene has no 'duration'"),
    .init("invalid-id", "an id or definition name that is not [A-Za-z_][A-Za-z0-9_-]*"),
    .init("invalid-key-times", "keyTimes out of 0…1, decreasing, or of the wrong count"),
    .init("invalid-name", "a scene name that is not [A-Za-z0-9_-]+"),
    .init("key-not-on-animation-type", "a key of another animation type (e.g. 'values' on basic)"),
    .init("key-path-not-on-layer-type", "a key path the layer's type does not have"),
    .init("missing-key", "a required key is missing"),
    .init("path-keyframes-need-position", "keyframes along a 'path' with a keyPath other than 'position'"),
    .init("property-not-on-layer-type", "a property of another layer type (e.g. 'path' on a plain layer)"),
    .init("rotation-mode-needs-path", "'rotationMode' without keyframes along a 'path'"),
    .init("set-non-animatable", "a 'set' of a property that cannot be animated"),
    .init("type-mismatch", "a value of the wrong kind (a list where a mapping is expected, …)"),
    .init("unknown-animation-id", "'after' names no animation"),
    .init("unknown-animation-type", "an animation 'type' that does not exist"),
    .init("unknown-key", "a key that the node kind does not have"),
    .init("unknown-key-path", "a key path that does not exist or cannot be animated"),
    .init("unknown-layer-type", "a layer 'type' that does not exist"),
    .init("unknown-value", "a name that is not one of the allowed ones (fillMode, lineCap, …)"),
    .init("unsupported-version", "a 'version' other than 1"),
    .init("value-out-of-range", "a number outside its allowed range"),
    .init("wrong-count", "a list with the wrong number of entries"),
  ]
}

extension SceneLoader {
  /// The diagnostic ids the decoding stage's structure checks report, for documentation.
  public static var diagnosticCatalog: [DiagnosticDescription] { DecodeDiagnosticCatalog.all }
}

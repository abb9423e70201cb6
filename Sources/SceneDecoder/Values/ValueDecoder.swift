import SceneDiagnostics
import SceneModel
import SceneYAML

/// Named values from `defs`, resolved before the rest of the scene. Counts uses so lint can
/// report unused definitions.
final class DefinitionTable {
  var colors: [String: Color] = [:]
  var paths: [String: BezierPath] = [:]
  var timingFunctions: [String: TimingFunction] = [:]
  /// Uses per name, one table per kind in `DefinitionKind.allCases` order: an array, as the
  /// first use of a dictionary keyed by the kind sets up its generic type (≈ 0.3 M
  /// instructions, paid by the first scene decoded).
  private var useCountsByKind = [[String: Int]](repeating: [:], count: DefinitionKind.allCases.count)

  init() {}

  /// The same definitions with no use counted, for a decode on another thread.
  func copyWithoutUses() -> DefinitionTable {
    let copy = DefinitionTable()
    copy.colors = colors
    copy.paths = paths
    copy.timingFunctions = timingFunctions
    return copy
  }

  /// Counts the uses `other` counted as well.
  func addUses(from other: DefinitionTable) {
    for (slot, counts) in other.useCountsByKind.enumerated() {
      useCountsByKind[slot].merge(counts, uniquingKeysWith: +)
    }
  }

  func countUse(of name: String, kind: DefinitionKind) {
    useCountsByKind[Self.slot(kind)][name, default: 0] += 1
  }

  /// Uses of each name of `kind` that was used.
  func useCounts(of kind: DefinitionKind) -> [String: Int] { useCountsByKind[Self.slot(kind)] }

  private static func slot(_ kind: DefinitionKind) -> Int {
    DefinitionKind.allCases.firstIndex(of: kind)!
  }
}

/// Decodes scalar-level values (numbers, units, points, colors, paths, transforms, timing
/// functions, `$name` references) from YAML nodes, emitting located diagnostics into `sink`
/// and returning nil where a value cannot be decoded. Type resolution is ours: a quoted
/// `"0.5"` where a number is expected is a `type-mismatch`.
///
/// API contract between the value decoders and the structure decoder (owned by different
/// people): keep these signatures. The bodies live in one file per concept:
/// - NumberValues.swift: `number`, `nonNegativeNumber`, `integer`, `bool`, `string`, `numbers`
/// - UnitValues.swift: `time`, `angle`
/// - GeometryValues.swift: `point`, `size`, `rect`
/// - ColorValues.swift: `color`, `optionalColor`, `colors` (names in CSSColorNames.swift)
/// - PathValues.swift, PathElementValues.swift: `path` (builders in ../Paths)
/// - TransformValues.swift: `transform`
/// - TimingFunctionValues.swift: `timingFunction`
/// - ReferenceValues.swift: `$name` lookups shared by colors, paths and timing functions
final class ValueDecoder {
  var sink: DiagnosticSink
  let definitions: DefinitionTable
  /// False while decoding `defs` themselves (a definition may not reference another).
  var allowsReferences = true

  init(sink: DiagnosticSink, definitions: DefinitionTable) {
    self.sink = sink
    self.definitions = definitions
  }

  /// Any value of `type` (used for fromValue/toValue/values/set values of a key path).
  /// Colors and paths may be "no value": YAML null or `none` gives `.color(nil)` /
  /// `.path(nil)`. A transform is the mapping form or a bare `[a, b, c, d, tx, ty]` matrix.
  func value(_ node: YAMLNode, of type: ValueType) -> AnimatableValue? {
    switch type {
    case .number: number(node).map { .number($0) }
    case .point: point(node).map { .point($0) }
    case .size: size(node).map { .size($0) }
    case .rect: rect(node).map { .rect($0) }
    case .color: optionalColor(node).map { .color($0) }
    case .colors: colors(node).map { .colors($0) }
    case .numbers: numbers(node).map { .numbers($0) }
    case .bool: bool(node).map { .bool($0) }
    case .path: optionalPath(node).map { .path($0) }
    case .transform: transform(node).map { .transform($0) }
    }
  }
}

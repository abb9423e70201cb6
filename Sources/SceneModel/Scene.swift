public import SceneDiagnostics

/// The kinds of named values under `defs`.
public enum DefinitionKind: String, Hashable, Sendable, CaseIterable {
  case colors, paths, timingFunctions
}

/// A named value from `defs`, kept after resolution for lint (e.g. `unused-def`).
public struct Definition: Hashable, Sendable {
  public var name: String
  public var kind: DefinitionKind
  /// Where the name (the mapping key) stands.
  public var source: SourceRange?
  /// How many `$name` references resolved to it.
  public var useCount: Int

  public init(name: String, kind: DefinitionKind, source: SourceRange?, useCount: Int) {
    self.name = name
    self.kind = kind
    self.source = source
    self.useCount = useCount
  }
}

/// A validated scene: every default filled in, every unit, shape and reference resolved.
public struct Scene: Hashable, Sendable {
  /// The path the scene was read from, as given.
  public var file: String
  public var name: String
  public var size: Size
  public var fps: Double
  /// The explicit scene duration, or nil (the timing stage computes the default).
  public var duration: Double?
  public var background: Color?
  /// The root layer's sublayers, back to front.
  public var layers: [Layer]
  public var definitions: [Definition]
  /// Where `scene.duration`, `scene.size`, … stand.
  public var sources: [SceneField: SourceRange]
  /// The instants `snapshots:` lists, in file order (for `scenec test`).
  public var snapshots: [SnapshotTime] = []

  /// Where the scene's length in frames is set, for problems with it (too many frames, a
  /// timeline too large): its `duration`, else its `fps`, else its `size`.
  public var lengthSource: SourceRange? { sources[.duration] ?? sources[.fps] ?? sources[.size] }

  public init(
    file: String, name: String, size: Size, fps: Double = 60, duration: Double? = nil,
    background: Color? = nil, layers: [Layer] = [], definitions: [Definition] = [],
    sources: [SceneField: SourceRange] = [:]
  ) {
    self.file = file
    self.name = name
    self.size = size
    self.fps = fps
    self.duration = duration
    self.background = background
    self.layers = layers
    self.definitions = definitions
    self.sources = sources
  }

  /// The frame rates a scene may have, in the file (`fps`) and on the command line (`--fps`).
  public static let fpsRange: ClosedRange<Double> = 1...240

  /// Every layer (masks included), depth-first in file order.
  public func allLayers() -> [Layer] { layers(where: { _ in true }) }

  /// Those of `allLayers()` that `isIncluded` accepts, in its order; only they are copied.
  public func layers(where isIncluded: (Layer) -> Bool) -> [Layer] {
    var found: [Layer] = []
    for layer in layers { layer.collect(into: &found, isIncluded) }
    return found
  }
}

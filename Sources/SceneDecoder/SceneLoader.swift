public import SceneDiagnostics
public import SceneModel
public import SceneYAML

/// The outcome of decoding one scene file: the validated scene (nil iff there is at least
/// one error) and every diagnostic, sorted by position and without duplicates.
public struct DecodeResult: Sendable {
  public var scene: Scene?
  public var diagnostics: [Diagnostic]

  public init(scene: Scene?, diagnostics: [Diagnostic]) {
    self.scene = scene
    self.diagnostics = diagnostics
  }
}

/// Entry point of the decoding stage: YAML bytes → validated `Scene` + diagnostics.
public enum SceneLoader {
  /// Parses (YAMLParser), decodes and validates one scene file's bytes. `file` is used in
  /// diagnostics and for the default scene name (the file's stem). Every problem is
  /// reported in one run; nothing is thrown.
  public static func decode(bytes: [UInt8], file: String) -> DecodeResult {
    decodeKeepingDocument(bytes: bytes, file: file).result
  }

  /// `decode`, also returning the parsed YAML document (nil when parsing failed), so a
  /// caller that needs both (lint locating keys) parses each file once.
  public static func decodeKeepingDocument(bytes: [UInt8], file: String)
    -> (result: DecodeResult, document: YAMLNode?)
  {
    let parsed = YAMLParser.parse(bytes, file: file)
    return (decode(parsed: parsed, file: file), parsed.root)
  }

  private static func decode(
    parsed: (root: YAMLNode?, diagnostics: [Diagnostic]), file: String
  ) -> DecodeResult {
    guard let root = parsed.root else {
      var diagnostics = parsed.diagnostics
      if !diagnostics.hasErrors {
        diagnostics.append(
          Diagnostic(
            id: "empty-scene", message: "the scene file is empty", file: file,
            range: SourceRange(at: SourceLocation(line: 1, column: 1)),
            notes: [DiagnosticNote("a scene needs at least 'version' and 'scene'")]))
      }
      return DecodeResult(scene: nil, diagnostics: diagnostics.sortedAndUnique())
    }
    return decode(root: root, file: file, parserDiagnostics: parsed.diagnostics)
  }

  /// Decodes an already parsed document.
  /// `layerHalvesFrom`: see `LayerListDecoder` (tests decode every list in halves, and none).
  static func decode(
    root: YAMLNode, file: String, parserDiagnostics: [Diagnostic] = [],
    layerHalvesFrom: Int = LayerListDecoder.minimumScalars
  ) -> DecodeResult {
    let decoder = SceneFileDecoder(file: file, layerHalvesFrom: layerHalvesFrom)
    let scene = decoder.decode(root)
    let diagnostics = (parserDiagnostics + decoder.diagnostics).sortedAndUnique()
    return DecodeResult(scene: diagnostics.hasErrors ? nil : scene, diagnostics: diagnostics)
  }

  /// The key tables (node kind → known keys with value type, default and a one-line doc),
  /// used for "did you mean" and to generate docs/scene-format.md.
  public static var keyTables: [KeyTable] { KeyTables.all }
}

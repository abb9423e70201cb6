import SceneDiagnostics
public import SceneModel
import SceneYAML

/// A color typed outside a scene file (e.g. `scenec render --background`), read with the
/// same rules as a color in a scene: `"#rrggbb"`, `"#rgba"`, a CSS name, `clear`,
/// `rgb(…)`/`rgba(…)`. `$name` references have no definitions to refer to here.
public enum ColorText {
  /// The color, or the reason it is not one (the message a scene file would get).
  public static func parse(_ text: String) -> Result<Color, ColorTextError> {
    var sink = DiagnosticSink(file: "")
    let decoder = ValueDecoder(sink: sink, definitions: DefinitionTable())
    decoder.allowsReferences = false
    let place = SourceLocation(line: 1, column: 1)
    let scalar = YAMLScalar(
      value: text, style: .doubleQuoted, range: SourceRange(start: place, end: place))
    let color = decoder.color(.scalar(scalar))
    sink = decoder.sink
    if let color, !sink.diagnostics.contains(where: { $0.severity == .error }) { return .success(color) }
    let message = sink.diagnostics.first?.message ?? "'\(text)' is not a color"
    return .failure(ColorTextError(message: message))
  }
}

public struct ColorTextError: Error, Sendable {
  public var message: String
}

import SceneDiagnostics
import SceneModel
import SceneYAML

/// An animation mapping whose keys were resolved to `AnimationField`s once (by
/// `AnimationKey.table`), so the animation decoders' many lookups ("is there a
/// `duration`?", most of them misses) compare small enum values instead of key texts.
/// The first entry of a field wins, as in `Fields`.
struct AnimationFields {
  let fields: Fields
  /// Each entry's key, in entry order (nil: a key no animation has).
  private let keys: [AnimationKey?]

  init(_ fields: Fields, keys: [AnimationKey?]) {
    precondition(keys.count == fields.entries.count, "one field per entry")
    self.fields = fields
    self.keys = keys
  }

  var range: SourceRange { fields.range }

  subscript(field: AnimationField) -> YAMLNode? {
    position(of: field).map { fields.entries[$0].value }
  }

  func entry(_ field: AnimationField) -> YAMLMappingEntry? {
    position(of: field).map { fields.entries[$0] }
  }

  private func position(of field: AnimationField) -> Int? { keys.firstIndex { $0?.field == field } }
}

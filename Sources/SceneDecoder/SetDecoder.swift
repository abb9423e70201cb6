import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes a `set`'s `values: { keyPath: value, … }`.
struct SetDecoder {
  let context: DecodeContext
  let resolver: KeyPathResolver

  func decode(_ mapping: AnimationFields) -> [SetValue]? {
    guard let node = mapping[.values] else {
      context.requireKeys(["values"], in: mapping.fields, kind: KeyTables.set.kind)
      return nil
    }
    guard let entries = context.mapping(node, what: "key paths and their new values") else { return nil }
    var result: [SetValue] = []
    var ok = true
    for entry in entries.entries {
      guard let keyPath = resolver.resolve(entry.key.value, at: entry.key.range, inSet: true) else {
        ok = false
        continue
      }
      if let value = resolver.value(entry.value, for: keyPath) {
        result.append(SetValue(keyPath: keyPath, value: value))
      } else {
        ok = false
      }
    }
    return ok ? result : nil
  }
}

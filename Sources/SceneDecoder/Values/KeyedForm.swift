import SceneYAML

/// A mapping whose kind is named by the one key of a fixed set it has (`rect:` of a path,
/// `curve:` of a path element), with the extra keys that kind takes (`cornerRadius`, `c1`).
protocol KeyedForm: RawRepresentable<String>, CaseIterable {
  var extraKeys: [String] { get }
}

extension KeyedForm {
  var keys: [String] { [rawValue] + extraKeys }

  static var allKeys: [String] { allCases.flatMap(\.keys) }
}

extension ValueDecoder {
  /// The form of `mapping` and the entry that names it, or nil after reporting what is
  /// wrong: no form key (each unknown key, or `invalid-path` naming the forms when there is
  /// none), a second form key, keys the form does not take, extra keys it lacks.
  /// - Parameters:
  ///   - noun: the mapping as messages name it ("a path").
  ///   - secondForm: the message for a second form key (the form found, the second key).
  ///   - formNoun: a form as messages name it ("a rect path").
  func keyedForm<Form: KeyedForm>(
    _ mapping: YAMLMapping, _: Form.Type, noun: String,
    secondForm: (Form, String) -> String, formNoun: (Form) -> String
  ) -> (form: Form, entry: YAMLMappingEntry)? {
    let formEntries = mapping.entries.filter { Form(rawValue: $0.key.value) != nil }
    guard let formEntry = formEntries.first, let form = Form(rawValue: formEntry.key.value) else {
      let unknown = mapping.entries.filter { !Form.allKeys.contains($0.key.value) }
      for entry in unknown {
        unknownKey(entry.key, in: noun, candidates: Form.allKeys)
      }
      if unknown.isEmpty {
        let names = Form.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        error("invalid-path", "\(noun) needs one of \(names)", at: mapping.range)
      }
      return nil
    }
    var valid = true
    if formEntries.count > 1 {
      let second = formEntries[1].key
      error("invalid-path", secondForm(form, second.value), at: second.range)
      valid = false
    }
    for entry in mapping.entries
    where !form.keys.contains(entry.key.value) && Form(rawValue: entry.key.value) == nil {
      unknownKey(entry.key, in: formNoun(form), candidates: form.keys)
      valid = false
    }
    for key in form.extraKeys where mapping.entry(key) == nil {
      missingKey(key, in: formNoun(form), mapping: mapping)
      valid = false
    }
    return valid ? (form, formEntry) : nil
  }
}

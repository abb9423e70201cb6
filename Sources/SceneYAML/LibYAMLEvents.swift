internal import CYaml
import SceneDiagnostics

/// What receives libyaml's parse events, one call per event (stream start and document
/// end need none); false from any call stops reading. Called directly from the reading
/// loop, with the event's texts copied out of C memory, so the event can be freed at once
/// and no event value is built, copied and destroyed per event.
protocol YAMLEventHandler {
  mutating func documentStart(at range: SourceRange) -> Bool
  mutating func alias(_ anchor: String, at range: SourceRange) -> Bool
  mutating func scalar(
    _ value: String, signature: UInt64, style: YAMLScalarStyle, tag: String?, anchor: String?,
    at range: SourceRange
  ) -> Bool
  mutating func collectionStart(
    _ kind: YAMLTree.Kind, tag: String?, anchor: String?, isFlow: Bool, at range: SourceRange
  ) -> Bool
  mutating func collectionEnd(at range: SourceRange) -> Bool
}

/// A libyaml error. Reader errors (bad characters) carry a byte offset instead of a mark.
struct LibYAMLError {
  enum Position {
    case mark(SourceLocation)
    case byteOffset(Int)
  }

  var problem: String
  var position: Position
  var context: String?
  var contextLocation: SourceLocation?
}

/// Runs libyaml's event parser over a private copy of `bytes` and hands each event to
/// `handler` until the stream ends, the handler returns false, or libyaml reports an error.
///
/// libyaml keeps pointers to both the input and the parser struct itself, so both live in
/// memory we allocate and free here, never in Swift values that could move.
func readYAMLEvents<Handler: YAMLEventHandler>(_ bytes: [UInt8], into handler: inout Handler)
  -> LibYAMLError?
{
  let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
  defer { input.deallocate() }
  _ = input.initialize(from: bytes)

  let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
  defer { parser.deallocate() }
  guard yaml_parser_initialize(parser) != 0 else {
    return LibYAMLError(problem: "out of memory", position: .byteOffset(0))
  }
  defer { yaml_parser_delete(parser) }
  // No explicit encoding: the input was checked to be UTF-8 already, and libyaml's own
  // detection is what skips a leading UTF-8 byte order mark without counting it.
  yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)

  var event = yaml_event_t()
  while true {
    guard yaml_parser_parse(parser, &event) != 0 else {
      return LibYAMLError(parser.pointee)
    }
    let proceed = deliver(event, to: &handler)
    yaml_event_delete(&event)
    if !proceed { return nil }
  }
}

/// Hands one event to `handler`; false when reading stops (the stream ended or the handler
/// said so).
private func deliver<Handler: YAMLEventHandler>(_ event: yaml_event_t, to handler: inout Handler) -> Bool {
  let range = SourceRange(event.start_mark, event.end_mark)
  // Compared as raw values, most frequent first: the generic `==` of imported C enums is
  // slow in debug builds, and this runs once per event.
  let type = event.type.rawValue
  if type == YAML_SCALAR_EVENT.rawValue {
    let scalar = event.data.scalar
    // Scalars may contain NUL (escaped "\0"), so read them with their length.
    let bytes = UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))
    return handler.scalar(
      String(decoding: bytes, as: UTF8.self), signature: KeySignature.of(bytes),
      style: YAMLScalarStyle(scalar.style), tag: copyString(scalar.tag),
      anchor: copyString(scalar.anchor), at: range)
  } else if type == YAML_MAPPING_START_EVENT.rawValue {
    let start = event.data.mapping_start
    return handler.collectionStart(
      .mapping, tag: copyString(start.tag), anchor: copyString(start.anchor),
      isFlow: start.style.rawValue == YAML_FLOW_MAPPING_STYLE.rawValue, at: range)
  } else if type == YAML_MAPPING_END_EVENT.rawValue || type == YAML_SEQUENCE_END_EVENT.rawValue {
    return handler.collectionEnd(at: range)
  } else if type == YAML_SEQUENCE_START_EVENT.rawValue {
    let start = event.data.sequence_start
    return handler.collectionStart(
      .sequence, tag: copyString(start.tag), anchor: copyString(start.anchor),
      isFlow: start.style.rawValue == YAML_FLOW_SEQUENCE_STYLE.rawValue, at: range)
  } else if type == YAML_ALIAS_EVENT.rawValue {
    return handler.alias(copyString(event.data.alias.anchor) ?? "", at: range)
  } else if type == YAML_DOCUMENT_START_EVENT.rawValue {
    return handler.documentStart(at: range)
  } else if type == YAML_STREAM_END_EVENT.rawValue {
    return false
  }
  // Stream start, document end, and any event libyaml may add later: nothing to do.
  return true
}

extension SourceLocation {
  /// libyaml marks are 0-based and count Unicode scalars; ours are 1-based.
  init(_ mark: yaml_mark_t) {
    self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: Int(mark.index))
  }
}

extension SourceRange {
  init(_ start: yaml_mark_t, _ end: yaml_mark_t) {
    self.init(start: SourceLocation(start), end: SourceLocation(end))
  }
}

extension LibYAMLError {
  init(_ parser: yaml_parser_t) {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown libyaml error"
    if parser.error.rawValue == YAML_READER_ERROR.rawValue {
      position = .byteOffset(Int(parser.problem_offset))
    } else {
      position = .mark(SourceLocation(parser.problem_mark))
    }
    self.problem = problem
    if let context = parser.context {
      self.context = String(cString: context)
      contextLocation = SourceLocation(parser.context_mark)
    }
  }
}

/// A NUL-free C string owned by libyaml, copied into Swift.
private func copyString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
  guard let pointer else { return nil }
  return String(cString: pointer)
}

extension YAMLScalarStyle {
  init(_ style: yaml_scalar_style_t) {
    switch style.rawValue {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE.rawValue: self = .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE.rawValue: self = .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE.rawValue: self = .literal
    case YAML_FOLDED_SCALAR_STYLE.rawValue: self = .folded
    default: self = .plain
    }
  }
}

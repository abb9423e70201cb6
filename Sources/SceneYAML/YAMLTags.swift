/// The explicit tags a scene may use: the YAML core types that map onto scene values.
/// Anything else (custom `!foo`, `!!binary`, `!!timestamp`, `!!set`, …) is rejected.
enum YAMLTags {
  static let prefix = "tag:yaml.org,2002:"
  static let scalarTags: Set<String> = ["str", "int", "float", "bool", "null"].reduce(into: []) {
    $0.insert(prefix + $1)
  }
  static let mappingTag = prefix + "map"
  static let sequenceTag = prefix + "seq"

  /// One of the seven tags we accept on some kind of node.
  static func isStandard(_ tag: String) -> Bool {
    scalarTags.contains(tag) || tag == mappingTag || tag == sequenceTag
  }

  /// `!!str` for `tag:yaml.org,2002:str`, other tags as libyaml resolved them.
  static func shortForm(_ tag: String) -> String {
    tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
  }
}

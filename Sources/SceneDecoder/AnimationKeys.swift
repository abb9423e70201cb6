import SceneModel
import SceneYAML

/// What a key of an animation mapping is: its field of the animation's provenance
/// (`Animation.fieldSources`) and the animation types that accept it. Every key of any
/// type is here (the fields are exactly those keys, see LayerPropertySchemaTests), so one
/// lookup per entry answers both "where is it recorded?" and "does this type take it?".
struct AnimationKey {
  let field: AnimationField
  /// Bit n: `AnimationType.allCases[n]` accepts the key.
  private let types: UInt8

  /// Whether an animation of `type` takes the key (nil: the type is unknown, and only keys
  /// no type takes are reported).
  func isKnown(on type: AnimationType?) -> Bool {
    guard let type else { return true }
    return types & Self.bit(type) != 0
  }

  /// The types that take the key, in `AnimationType.allCases` order.
  var owners: [AnimationType] { Self.typeOrder.filter { types & Self.bit($0) != 0 } }

  private static let typeOrder = AnimationType.allCases

  private static func bit(_ type: AnimationType) -> UInt8 { 1 << typeOrder.firstIndex(of: type)! }

  /// Every animation key by signature, with the types whose key tables list it.
  static let table: NameTable<AnimationKey> = {
    let fields = AnimationField.allCases
    // Each key's field found by signature: `AnimationField(rawValue:)` hashed every key
    // against a table of the case names it first had to build (81,000 instructions of the
    // first scene's decoding for 112 keys).
    let fieldIndex = NameTable(fields.indices.map { (fields[$0].rawValue, $0) })
    var types = [UInt8](repeating: 0, count: fields.count)
    for type in typeOrder {
      for key in KeyTables.animationKeys(type) {
        guard let index = fieldIndex.value(named: key) else { preconditionFailure("'\(key)' is not an animation field") }
        types[index] |= bit(type)
      }
    }
    return NameTable(fields.indices.map { (fields[$0].rawValue, AnimationKey(field: fields[$0], types: types[$0])) })
  }()
}

/// A short ASCII text's length and first seven bytes in one integer, so comparing keys
/// mostly compares integers: two ASCII texts with different signatures differ. Text that
/// is not ASCII, or longer than `maxLength`, has no signature (`none`) and is always
/// compared as a String, since Unicode canonical equivalence can make texts with different
/// bytes equal (the Kelvin sign is "K").
public enum KeySignature {
  public static let none: UInt64 = 0
  static let maxLength = 64

  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = bytes.count
    guard count <= maxLength, let base = bytes.baseAddress else { return count == 0 ? 1 << 56 : none }
    var packed = UInt64(count + 1) << 56
    var seen: UInt8 = 0
    var index = 0
    while index < count {
      let byte = base[index]
      seen |= byte
      if index < heldBytes { packed |= UInt64(byte) << (8 * UInt64(index)) }
      index += 1
    }
    return seen < 0x80 ? packed : none
  }

  public static func of(_ text: String) -> UInt64 {
    text.utf8.withContiguousStorageIfAvailable { of($0) } ?? none
  }

  /// Bytes of the text a signature holds.
  static let heldBytes = 7

  /// True when `signature` holds all of its text (at most `heldBytes` bytes): then texts
  /// with this signature are equal without comparing them.
  static func holdsWholeText(_ signature: UInt64) -> Bool {
    signature != none && (signature >> 56) - 1 <= UInt64(heldBytes)
  }

  /// True when the two texts are certainly different.
  public static func differ(_ a: UInt64, _ b: UInt64) -> Bool {
    a != b && a != none && b != none
  }
}

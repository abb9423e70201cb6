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
    // Byte i of the text is byte i of the integer (little-endian), the length above them.
    // This runs for every scalar the parser reads and every key the decoders look up, so
    // eight bytes are read at once where there are eight.
    let raw = UnsafeRawPointer(base)
    var held: UInt64 = 0
    var index = 0
    if count >= 8 {
      held = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & heldMask
      index = heldBytes
    } else {
      while index < count {
        held |= UInt64(base[index]) << (8 * UInt64(index))
        index += 1
      }
    }
    // Non-ASCII bytes have the high bit set: test the held bytes, then the rest.
    var high = held
    while index + 8 <= count {
      high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < count {
      high |= UInt64(base[index])
      index += 1
    }
    return high & 0x8080_8080_8080_8080 == 0 ? UInt64(count + 1) << 56 | held : none
  }

  /// The bits of the `heldBytes` bytes.
  private static let heldMask: UInt64 = 0x00ff_ffff_ffff_ffff

  public static func of(_ text: String) -> UInt64 {
    text.utf8.withContiguousStorageIfAvailable { of($0) } ?? none
  }

  /// Bytes of the text a signature holds.
  static let heldBytes = 7

  /// True when `signature` holds all of its text (at most `heldBytes` bytes): then texts
  /// with this signature are equal without comparing them.
  public static func holdsWholeText(_ signature: UInt64) -> Bool {
    signature != none && (signature >> 56) - 1 <= UInt64(heldBytes)
  }

  /// True when the two texts are certainly different.
  public static func differ(_ a: UInt64, _ b: UInt64) -> Bool {
    a != b && a != none && b != none
  }
}

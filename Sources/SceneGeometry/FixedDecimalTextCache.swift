extension FixedDecimal {
  /// The texts of the numbers a writer wrote recently, by their rounded integer: a frame
  /// repeats a few hundred distinct numbers thousands of times (sizes, radii, path
  /// points, the 0s and 1s of matrices), and copying 16 bytes costs a fraction of
  /// spelling the digits again.
  ///
  /// The text of a number is a function of `Format.scaled(_:)`'s integer and the format's
  /// decimals alone (`Format.writeText(scaled:at:)`), so a text found under the same
  /// integer is the same bytes. Direct-mapped, `slotCount` slots of 16 bytes; a longer text is
  /// written every time. Not thread-safe; give each writer its own (one per worker lives
  /// as long as its frames' memo, so later frames start warm).
  public final class TextCache {
    public let format: Format
    @usableFromInline let slots: UnsafeMutablePointer<Slot>

    @usableFromInline
    struct Slot {
      /// The scaled integer (never `Int64.min`, which marks an empty slot: scaled
      /// integers are below 10^15 in magnitude).
      @usableFromInline var key: Int64
      @usableFromInline var count: Int
      @usableFromInline var low: UInt64
      @usableFromInline var high: UInt64

      @usableFromInline
      init(key: Int64, count: Int, low: UInt64, high: UInt64) {
        self.key = key
        self.count = count
        self.low = low
        self.high = high
      }
    }

    /// 2^slotBits slots: 1,024 (256 missed about 250 numbers a frame of the stress scene,
    /// 1,024 about 160).
    @usableFromInline static var slotBits: Int { 10 }
    @usableFromInline static var slotCount: Int { 1 &<< slotBits }

    public init(format: Format) {
      self.format = format
      slots = .allocate(capacity: Self.slotCount)
      slots.initialize(repeating: Slot(key: .min, count: 0, low: 0, high: 0), count: Self.slotCount)
    }

    deinit { slots.deallocate() }

    /// `format.writeText(scaled:at:)`: the same bytes at `p` (room for
    /// `Format.maxTextLength` bytes), the same count returned.
    @inlinable @inline(__always)
    public func writeText(scaled integer: Int64, at p: UnsafeMutablePointer<UInt8>) -> Int {
      // Fibonacci hashing: the top `slotBits` bits of the product mix every bit of the
      // integer.
      let hash = UInt64(bitPattern: integer) &* 0x9E37_79B9_7F4A_7C15
      let slot = slots + Int(truncatingIfNeeded: hash &>> UInt64(64 &- Self.slotBits))
      guard slot.pointee.key == integer else { return fill(slot, integer, at: p) }
      // 16 bytes whatever the count: the room is there, and bytes past the count are
      // overwritten by what follows.
      let raw = UnsafeMutableRawPointer(p)
      raw.storeBytes(of: slot.pointee.low, as: UInt64.self)
      raw.storeBytes(of: slot.pointee.high, toByteOffset: 8, as: UInt64.self)
      return slot.pointee.count
    }

    @usableFromInline @inline(never)
    func fill(_ slot: UnsafeMutablePointer<Slot>, _ integer: Int64, at p: UnsafeMutablePointer<UInt8>) -> Int {
      let count = format.writeText(scaled: integer, at: p)
      guard count <= 16 else { return count }
      // The 16 bytes at `p` as two words, the bytes past the text masked to zero (the room
      // is reserved but not written: nothing undefined is kept).
      let raw = UnsafeRawPointer(p)
      var low = raw.loadUnaligned(as: UInt64.self)
      var high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      if count < 8 {
        low &= (1 &<< (8 &* UInt64(count))) &- 1
        high = 0
      } else if count < 16 {
        high &= (1 &<< (8 &* UInt64(count &- 8))) &- 1
      }
      slot.pointee = Slot(key: integer, count: count, low: low, high: high)
      return count
    }
  }
}

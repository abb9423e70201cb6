/// A growable byte buffer for writers that produce a file's bytes directly: appends never
/// go through `String`, and `removeAll()` keeps the storage, so one buffer per worker
/// serves every frame it writes. Not thread-safe; give each thread its own.
///
/// The count, capacity and storage live behind one pointer the class owns (its `let`), so
/// appends are plain memory accesses: a class's `var`s would cost a dynamic exclusivity
/// check on every byte. The appends are `@inlinable`: the writers live in other modules,
/// and an append is a capacity check and a store or a `memcpy`, less than a call costs.
public final class ByteBuffer {
  @usableFromInline
  struct Header {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    @usableFromInline
    init(base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
      self.base = base
      self.count = count
      self.capacity = capacity
    }
  }

  @usableFromInline let header: UnsafeMutablePointer<Header>

  public init(capacity: Int = 1 << 16) {
    let size = max(capacity, 16)
    header = .allocate(capacity: 1)
    header.initialize(to: Header(base: .allocate(capacity: size), count: 0, capacity: size))
  }

  deinit {
    header.pointee.base.deallocate()
    header.deinitialize(count: 1)
    header.deallocate()
  }

  public var count: Int { header.pointee.count }

  /// Forgets the contents, keeping the storage.
  public func removeAll() { header.pointee.count = 0 }

  /// Room for `extra` more bytes; returns where they go.
  @inlinable @inline(__always)
  func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    let h = header
    if _slowPath(h.pointee.count &+ extra > h.pointee.capacity) { grow(to: h.pointee.count &+ extra) }
    return h.pointee.base + h.pointee.count
  }

  @usableFromInline @inline(never)
  func grow(to needed: Int) {
    var size = header.pointee.capacity * 2
    while size < needed { size *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    bigger.update(from: header.pointee.base, count: header.pointee.count)
    header.pointee.base.deallocate()
    header.pointee.base = bigger
    header.pointee.capacity = size
  }

  /// Writes straight into the storage: `body` gets room for `maxCount` bytes and returns
  /// how many it wrote (one capacity check for a whole number or token).
  @inlinable @inline(__always)
  public func append(reserving maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    let written = body(reserve(maxCount))
    header.pointee.count &+= written
  }

  @inlinable @inline(__always)
  public func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    header.pointee.count &+= 1
  }

  /// Two bytes, one capacity check.
  @inlinable @inline(__always)
  public func append(_ first: UInt8, _ second: UInt8) {
    let p = reserve(2)
    p[0] = first
    p[1] = second
    header.pointee.count &+= 2
  }

  /// `n` spaces (indentation), eight per store: the reservation is rounded up to whole
  /// words, and the bytes past `n` are left for the next append to overwrite.
  @inlinable @inline(__always)
  public func appendSpaces(_ n: Int) {
    Self.writeSpaces(n, at: reserve(Self.spaceRoom(n)))
    header.pointee.count &+= n
  }

  /// Room for `n` spaces written by `writeSpaces` (whole words).
  @inlinable @inline(__always)
  public static func spaceRoom(_ n: Int) -> Int { (n &+ 7) & ~7 }

  /// `n` spaces at `p`, eight per store, into room for `spaceRoom(n)` bytes (the bytes
  /// past `n` are overwritten by what follows).
  @inlinable @inline(__always)
  public static func writeSpaces(_ n: Int, at p: UnsafeMutablePointer<UInt8>) {
    let raw = UnsafeMutableRawPointer(p)
    var k = 0
    while k < n {
      raw.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: k, as: UInt64.self)
      k &+= 8
    }
  }

  /// The same byte `n` times.
  @inlinable
  public func append(repeating byte: UInt8, count n: Int) {
    guard n > 0 else { return }
    reserve(n).initialize(repeating: byte, count: n)
    header.pointee.count &+= n
  }

  @inlinable @inline(__always)
  public func append(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    UnsafeMutableRawPointer(reserve(bytes.count)).copyMemory(from: base, byteCount: bytes.count)
    header.pointee.count &+= bytes.count
  }

  /// Constant markup (a string literal's UTF-8 bytes, no copy through String): one capacity
  /// check and the copy of `write(_:at:)`.
  @inlinable @inline(__always)
  public func append(_ text: StaticString) {
    let n = text.utf8CodeUnitCount
    _ = Self.write(text, at: reserve(n))
    header.pointee.count &+= n
  }

  /// A string literal's bytes at `p`; returns their count. Up to 32 bytes as (overlapping)
  /// word stores: inlined where the literal is written, its length is a constant and only
  /// the stores of that length remain, where `memmove` would be a call for a few bytes.
  @inlinable @inline(__always)
  public static func write(_ text: StaticString, at p: UnsafeMutablePointer<UInt8>) -> Int {
    let n = text.utf8CodeUnitCount
    let from = UnsafeRawPointer(text.utf8Start)
    let to = UnsafeMutableRawPointer(p)
    @inline(__always)
    func move<Word: FixedWidthInteger>(_: Word.Type, _ offset: Int) {
      to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: Word.self), toByteOffset: offset, as: Word.self)
    }
    if n >= 16 {
      if n > 32 {
        to.copyMemory(from: from, byteCount: n)
        return n
      }
      move(UInt64.self, 0)
      move(UInt64.self, 8)
      move(UInt64.self, n &- 16)
      move(UInt64.self, n &- 8)
    } else if n >= 8 {
      move(UInt64.self, 0)
      move(UInt64.self, n &- 8)
    } else if n >= 4 {
      move(UInt32.self, 0)
      move(UInt32.self, n &- 4)
    } else if n >= 2 {
      move(UInt16.self, 0)
      move(UInt16.self, n &- 2)
    } else if n == 1 {
      move(UInt8.self, 0)
    }
    return n
  }

  /// Text as UTF-8, unescaped. (Disfavoured, so that a string literal is appended as the
  /// `StaticString` above, not built into a `String` first.)
  @inlinable @_disfavoredOverload
  public func append(_ text: String) {
    if let done: Void = text.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) {
      return done
    }
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  public func append(_ other: ByteBuffer) {
    other.withUnsafeBytes { append($0) }
  }

  @inlinable
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try body(UnsafeRawBufferPointer(start: header.pointee.base, count: header.pointee.count))
  }

  /// The bytes as a String (they are UTF-8).
  public var string: String {
    String(decoding: UnsafeBufferPointer(start: header.pointee.base, count: header.pointee.count), as: UTF8.self)
  }

  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: header.pointee.base, count: header.pointee.count)) }
}

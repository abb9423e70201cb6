/// A growable byte buffer for writers that produce a file's bytes directly: appends never
/// go through `String`, and `removeAll()` keeps the storage, so one buffer per worker
/// serves every frame it writes. Not thread-safe; give each thread its own.
///
/// The count, capacity and storage live behind one pointer the class owns (its `let`), so
/// appends are plain memory accesses: a class's `var`s would cost a dynamic exclusivity
/// check on every byte.
public final class ByteBuffer {
  private struct Header {
    var base: UnsafeMutablePointer<UInt8>
    var count: Int
    var capacity: Int
  }

  private let header: UnsafeMutablePointer<Header>

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
  @inline(__always)
  private func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    let h = header
    if h.pointee.count &+ extra > h.pointee.capacity { grow(to: h.pointee.count &+ extra) }
    return h.pointee.base + h.pointee.count
  }

  private func grow(to needed: Int) {
    var size = header.pointee.capacity * 2
    while size < needed { size *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    bigger.update(from: header.pointee.base, count: header.pointee.count)
    header.pointee.base.deallocate()
    header.pointee.base = bigger
    header.pointee.capacity = size
  }

  @inline(__always)
  public func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    header.pointee.count &+= 1
  }

  /// The same byte `n` times.
  public func append(repeating byte: UInt8, count n: Int) {
    guard n > 0 else { return }
    reserve(n).initialize(repeating: byte, count: n)
    header.pointee.count &+= n
  }

  @inline(__always)
  public func append(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    UnsafeMutableRawPointer(reserve(bytes.count)).copyMemory(from: base, byteCount: bytes.count)
    header.pointee.count &+= bytes.count
  }

  /// Constant markup (a string literal's UTF-8 bytes, no copy through String).
  @inline(__always)
  public func append(_ text: StaticString) {
    append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Text as UTF-8, unescaped.
  public func append(_ text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  public func append(_ other: ByteBuffer) {
    other.withUnsafeBytes { append($0) }
  }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try body(UnsafeRawBufferPointer(start: header.pointee.base, count: header.pointee.count))
  }

  /// The bytes as a String (they are UTF-8).
  public var string: String {
    String(decoding: UnsafeBufferPointer(start: header.pointee.base, count: header.pointee.count), as: UTF8.self)
  }

  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: header.pointee.base, count: header.pointee.count)) }
}

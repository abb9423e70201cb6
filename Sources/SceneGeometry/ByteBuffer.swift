/// A growable byte buffer for writers that produce a file's bytes directly: appends never
/// go through `String`, and `removeAll()` keeps the storage, so one buffer per worker
/// serves every frame it writes. Not thread-safe; give each thread its own.
public final class ByteBuffer {
  public private(set) var count = 0
  private var capacity: Int
  private var storage: UnsafeMutablePointer<UInt8>

  public init(capacity: Int = 1 << 16) {
    self.capacity = max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  /// Forgets the contents, keeping the storage.
  public func removeAll() { count = 0 }

  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var size = capacity * 2
    while size < needed { size *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    bigger.update(from: storage, count: count)
    storage.deallocate()
    storage = bigger
    capacity = size
  }

  @inline(__always)
  public func append(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// The same byte `n` times.
  public func append(repeating byte: UInt8, count n: Int) {
    guard n > 0 else { return }
    reserve(n)
    (storage + count).initialize(repeating: byte, count: n)
    count += n
  }

  public func append(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    reserve(bytes.count)
    UnsafeMutableRawPointer(storage + count).copyMemory(from: base, byteCount: bytes.count)
    count += bytes.count
  }

  /// Constant markup (a string literal's UTF-8 bytes, no copy through String).
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
    try body(UnsafeRawBufferPointer(start: storage, count: count))
  }

  /// The bytes as a String (they are UTF-8).
  public var string: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }
}

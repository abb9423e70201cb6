import Synchronization

/// Strings that several threads fill in by index, each stored by the thread that made it,
/// behind one lock: texts or digests gathered from parallel work, read once it is done.
/// Not generic on purpose: a generic class's metadata is made at its first use in a process,
/// about 15,000 instructions of every compile.
public final class LockedStrings: Sendable {
  private let strings: Mutex<[String]>

  /// `count` empty strings.
  public init(count: Int) {
    strings = Mutex(Array(repeating: "", count: count))
  }

  public func store(_ string: String, at index: Int) {
    strings.withLock { $0[index] = string }
  }

  /// Every string, in index order.
  public var all: [String] {
    strings.withLock { $0 }
  }
}

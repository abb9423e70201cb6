#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure to write output, as one line: what could not be done, where, and why in the
/// system's words ("No space left on device", "Permission denied").
public struct OutputError: Error, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) { self.description = description }

  /// `cannot <action> '<path>': <strerror(code)>`.
  public static func system(_ action: String, _ path: String, code: Int32 = errno) -> OutputError {
    OutputError("cannot \(action) '\(path)': \(String(cString: strerror(code)))")
  }
}

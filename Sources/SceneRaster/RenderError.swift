/// A render that could not finish; the message is one line for the user.
public struct RenderError: Error, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) { self.description = description }
}

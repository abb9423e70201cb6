/// `scenec test PATH... [--update] [--format text|json|junit]` (being built; see its issue).
enum TestCommand {
  static let help = """
    USAGE: scenec test PATH... [--update] [--format text|json|junit]

    Not available yet.

    """

  static func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError(message: "'test' is not available yet")
  }
}

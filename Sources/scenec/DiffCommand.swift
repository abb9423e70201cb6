/// `scenec diff OLD.yaml NEW.yaml [--format text|json] [--tolerance X]` (being built; see its issue).
enum DiffCommand {
  static let help = """
    USAGE: scenec diff OLD.yaml NEW.yaml [--format text|json] [--tolerance X]

    Not available yet.

    """

  static func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError(message: "'diff' is not available yet")
  }
}

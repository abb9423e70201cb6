/// `scenec import FILE.json [-o SCENE.yaml] [--strict]` (being built; see its issue).
enum ImportCommand {
  static let help = """
    USAGE: scenec import FILE.json [-o SCENE.yaml] [--strict]

    Not available yet.

    """

  static func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError(message: "'import' is not available yet")
  }
}

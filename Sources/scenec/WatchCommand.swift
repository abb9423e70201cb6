/// `scenec watch SCENE.yaml [-o DIR] [--preview FILE.html]` (being built; see its issue).
enum WatchCommand {
  static let help = """
    USAGE: scenec watch SCENE.yaml [-o DIR] [--preview FILE.html]

    Not available yet.

    """

  static func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError(message: "'watch' is not available yet")
  }
}

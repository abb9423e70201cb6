/// `scenec preview SCENE.yaml [-o FILE.html]` (being built; see its issue).
enum PreviewCommand {
  static let help = """
    USAGE: scenec preview SCENE.yaml [-o FILE.html]

    Not available yet.

    """

  static func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError(message: "'preview' is not available yet")
  }
}

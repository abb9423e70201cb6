/// `scenec render SCENE.yaml --format png|gif|apng|webp|mp4|sheet [-o PATH]` (being built; see its issue).
enum RenderCommand {
  static let help = """
    USAGE: scenec render SCENE.yaml --format png|gif|apng|webp|mp4|sheet [-o PATH]

    Not available yet.

    """

  static func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError(message: "'render' is not available yet")
  }
}

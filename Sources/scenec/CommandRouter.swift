import SceneDiagnostics

#if canImport(Glibc)
  import Glibc
#endif

/// Dispatches `scenec <command> …` and turns usage errors into one line and exit status 2.
enum CommandRouter {
  static let commandNames = [
    "compile", "timeline", "lint", "preview", "watch", "render", "diff", "test", "import", "rules",
    "explain", "help",
  ]

  /// Words other tools use for what a scenec command does, for "did you mean".
  static let commandSynonyms: [String: String] = [
    "check": "lint", "validate": "lint", "verify": "lint", "build": "compile", "export": "compile",
    "compare": "diff", "snapshot": "test", "snapshots": "test", "play": "preview", "serve": "watch",
    "rasterize": "render", "convert": "import", "rule": "rules", "doc": "explain", "docs": "explain",
  ]

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      // No command is a usage error, as for other tools with commands: the overview on
      // standard error, status 2 (`scenec --help` prints it to standard output, status 0).
      Output.stderr(HelpText.overview)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch first {
      case "--help", "-h":
        Output.stdout(HelpText.overview)
        return 0
      case "--version":
        Output.stdout(HelpText.version + "\n")
        return 0
      case "help":
        return try help(rest)
      default:
        break
      }
      if rest.contains("--help") || rest.contains("-h"), let text = HelpText.commands[first] {
        Output.stdout(text)
        return 0
      }
      switch first {
      case "compile": return try CompileCommand.run(rest)
      case "timeline": return try TimelineCommand.run(rest)
      case "lint": return try LintCommandLine.run(rest)
      case "rules": return try RulesCommandLine.run(rest)
      case "explain": return try RulesCommandLine.explain(rest)
      case "preview": return try PreviewCommand.run(rest)
      case "watch": return try WatchCommand.run(rest)
      case "render": return try RenderCommand.run(rest)
      case "diff": return try DiffCommand.run(rest)
      case "test": return try TestCommand.run(rest)
      case "import": return try ImportCommand.run(rest)
      default:
        throw unknownCommand(first)
      }
    } catch let error as UsageError {
      Output.stderr("error: \(error.message)\n")
      return 2
    } catch {
      Output.stderr("error: internal error: \(error)\n")
      return 2
    }
  }

  static func help(_ arguments: [String]) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      Output.stdout(HelpText.commands["help"] ?? HelpText.overview)
      return 0
    }
    guard let command = arguments.first else {
      Output.stdout(HelpText.overview)
      return 0
    }
    guard arguments.count == 1 else {
      throw UsageError(message: "unexpected argument '\(arguments[1])' for 'help'")
    }
    guard let text = HelpText.commands[command] else { throw unknownCommand(command) }
    Output.stdout(text)
    return 0
  }

  static func unknownCommand(_ name: String) -> UsageError {
    let what = name.hasPrefix("-") ? "option" : "command"
    var message = "unknown \(what) '\(name)'"
    let candidates = name.hasPrefix("-") ? ["--help", "--version"] : commandNames
    // Another tool's word for a command wins over a near spelling ('compare' is diff,
    // not compile).
    if let suggestion = commandSynonyms[name.lowercased()].flatMap({ commandNames.contains($0) ? $0 : nil })
      ?? Suggestions.closest(to: name, in: candidates)
    {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message += "; see 'scenec --help'"
    }
    return UsageError(message: message)
  }
}

/// Unbuffered writes to the standard streams.
enum Output {
  static func stdout(_ text: String) { write(1, text) }
  static func stderr(_ text: String) { write(2, text) }
  static func stdout(_ bytes: UnsafeRawBufferPointer) { write(1, bytes) }

  private static func write(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  private static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if written <= 0 { return }
      offset += written
    }
  }

  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }
}

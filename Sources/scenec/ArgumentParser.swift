import SceneDiagnostics
import SceneModel

/// A usage error: printed as one line, exit status 2.
struct UsageError: Error {
  var message: String
}

/// What a command accepts. Parsed by hand (no argument-parser package here), but in the same
/// spirit: every option known up front, so unknown ones get a "did you mean".
struct CommandSpec {
  var name: String
  /// Options that take a value (`--fps 30` or `--fps=30`), with short aliases like `-o`.
  var valueOptions: [String] = []
  var flags: [String] = []
  var aliases: [String: String] = [:]
  var minPositionals = 0
  var maxPositionals = Int.max
  var positionalName = "FILE"
}

struct ParsedArguments {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  func int(_ option: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = values[option] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        message: "invalid value '\(text)' for '\(option)': expected a whole number "
          + "from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// A number (as a scene file writes one: `30`, `29.97`, `1e2`) within `range`.
  func number(_ option: String, in range: ClosedRange<Double>) throws -> Double? {
    guard let text = values[option] else { return nil }
    let isNumeric = !text.isEmpty && text.allSatisfy { "0123456789.eE+-".contains($0) }
    guard isNumeric, let value = Double(text), range.contains(value) else {
      throw UsageError(
        message: "invalid value '\(text)' for '\(option)': expected a number "
          + "from \(JSONText.number(range.lowerBound)) to \(JSONText.number(range.upperBound))")
    }
    return value
  }

  func double(_ option: String) throws -> Double? {
    guard let text = values[option] else { return nil }
    var t = Substring(text)
    var scale = 1.0
    if t.hasSuffix("ms") {
      t = t.dropLast(2)
      scale = 0.001
    } else if t.hasSuffix("s") {
      t = t.dropLast()
    }
    guard let value = Double(t), value.isFinite else {
      throw UsageError(message: "invalid value '\(text)' for '\(option)': expected a time in seconds")
    }
    return value * scale
  }
}

enum ArgumentParser {
  static func parse(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String? = nil
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      name = spec.aliases[name] ?? name
      if spec.flags.contains(name) {
        if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
        result.flags.insert(name)
      } else if spec.valueOptions.contains(name) {
        if let inlineValue {
          result.values[name] = inlineValue
        } else if index < arguments.count {
          result.values[name] = arguments[index]
          index += 1
        } else {
          throw UsageError(message: "missing value for option '\(name)'")
        }
        // An empty value is never meant: `-o ""` would write into the working folder.
        if result.values[name]?.isEmpty == true {
          throw UsageError(message: "empty value for option '\(name)'")
        }
      } else {
        let known = spec.valueOptions + spec.flags + ["--help"]
        var message = "unknown option '\(name)' for '\(spec.name)'"
        if let suggestion = Suggestions.closest(to: name, in: known) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw UsageError(message: message)
      }
    }
    if result.positionals.count < spec.minPositionals {
      throw UsageError(message: "'\(spec.name)' needs \(spec.positionalName)")
    }
    if result.positionals.count > spec.maxPositionals {
      throw UsageError(
        message: "unexpected argument '\(result.positionals[spec.maxPositionals])' for '\(spec.name)'")
    }
    return result
  }
}

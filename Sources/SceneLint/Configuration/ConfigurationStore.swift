import Foundation

/// Finds the `.scenec.yml` that applies to a file — in the file's folder or the nearest
/// folder above it — and reads each configuration once.
final class ConfigurationStore {
  static let fileName = ".scenec.yml"

  private let ruleIDs: [String]
  private let fileManager: FileManager
  /// Only needed to name a configuration file in messages.
  private lazy var currentFolder: String =
    URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL.path
  /// Configuration by absolute folder of the config file.
  private var loaded: [String: LintConfiguration] = [:]
  /// Folder of the applicable configuration (nil: none) by absolute folder of a scene.
  private var lookups: [String: String?] = [:]
  /// Configuration files that exist but cannot be read, for standard error.
  private(set) var unreadable: [String] = []

  init(ruleIDs: [String], fileManager: FileManager = .default) {
    self.ruleIDs = ruleIDs
    self.fileManager = fileManager
  }

  /// The configuration for the scene at `path` (as given on the command line).
  func configuration(forFile path: String) -> LintConfiguration {
    let absolute = PathExpander.absolute(path)
    let folder = (absolute as NSString).deletingLastPathComponent
    guard let configFolder = configurationFolder(startingAt: folder) else { return .default }
    if let configuration = loaded[configFolder] { return configuration }
    let configPath = (configFolder as NSString).appendingPathComponent(Self.fileName)
    let display = Self.displayPath(configPath, from: currentFolder)
    let configuration: LintConfiguration
    if let data = fileManager.contents(atPath: configPath) {
      configuration = ConfigurationParser.parse(
        [UInt8](data), file: display, folder: configFolder, ruleIDs: ruleIDs)
    } else {
      unreadable.append(display)
      configuration = LintConfiguration(
        file: display, folder: configFolder, settings: [:], ignore: [], diagnostics: [])
    }
    loaded[configFolder] = configuration
    return configuration
  }

  private func configurationFolder(startingAt folder: String) -> String? {
    if let known = lookups[folder] { return known }
    var result: String?
    var isDirectory: ObjCBool = false
    let candidate = (folder as NSString).appendingPathComponent(Self.fileName)
    if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
      result = folder
    } else if folder != "/" && !folder.isEmpty {
      result = configurationFolder(startingAt: (folder as NSString).deletingLastPathComponent)
    }
    lookups[folder] = .some(result)
    return result
  }

  /// `absolute` relative to `base` (with `../` where needed), for messages.
  static func displayPath(_ absolute: String, from base: String) -> String {
    let target = absolute.split(separator: "/").map(String.init)
    let origin = base.split(separator: "/").map(String.init)
    var common = 0
    while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
    let ups = Array(repeating: "..", count: origin.count - common)
    let parts = ups + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}

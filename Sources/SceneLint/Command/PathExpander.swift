import Foundation

/// Turns the PATH arguments of `scenec lint` (and `scenec test`) into scene files: a file stands for itself; a
/// folder for every `*.yaml`/`*.yml` below it (hidden entries skipped); a glob for the scene
/// files it matches. Results keep the spelling of the argument as their prefix (so reports
/// show `scenes/a.yaml`, not an absolute path), are sorted within each argument, and appear
/// once even when several arguments name them.
public struct PathExpander {
  public struct Result: Equatable {
    /// Paths to lint, in order.
    public var files: [String]
    /// One-line problems (unknown path, glob without matches) for standard error.
    public var problems: [String]
  }

  static let sceneExtensions: Set<String> = ["yaml", "yml"]

  var fileManager = FileManager.default

  public init() {}

  public func expand(_ arguments: [String]) -> Result {
    var result = Result(files: [], problems: [])
    var seen = Set<String>()
    for argument in arguments {
      let found: [String]
      if Glob.hasMagic(argument) && !fileManager.fileExists(atPath: argument) {
        found = expandGlob(argument)
        if found.isEmpty { result.problems.append("no scene files match '\(argument)'") }
      } else {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
          result.problems.append("no such file or folder: '\(argument)'")
          continue
        }
        found = isDirectory.boolValue ? sceneFiles(under: argument) : [Self.tidy(argument)]
      }
      for file in found.map(Self.tidy) where seen.insert(Self.absolute(file)).inserted {
        result.files.append(file)
      }
    }
    return result
  }

  /// Scene files below `folder`, sorted by their path relative to it.
  func sceneFiles(under folder: String) -> [String] {
    walk(folder).filter(Self.isSceneFile).sorted(by: Self.pathOrder).map { Self.join(folder, $0) }
  }

  /// Files matching a glob: the walk starts at the longest leading part without glob syntax.
  func expandGlob(_ pattern: String) -> [String] {
    let isAbsolute = pattern.hasPrefix("/")
    let segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let fixedCount = segments.prefix { !Glob.hasMagic($0) }.count
    let base = (isAbsolute ? "/" : "") + segments.prefix(fixedCount).joined(separator: "/")
    let rest = segments.dropFirst(fixedCount).joined(separator: "/")
    let glob = Glob(rest)
    let root = base.isEmpty ? "." : base
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      return []
    }
    let showsHidden = rest.split(separator: "/").contains { $0.hasPrefix(".") }
    return walk(root, includeHidden: showsHidden)
      .filter { Self.isSceneFile($0) && glob.matches($0) }
      .sorted(by: Self.pathOrder)
      .map { base.isEmpty ? $0 : Self.join(base, $0) }
  }

  /// Relative paths of all regular files below `folder`. Symbolic links to folders are
  /// followed once (a cycle is not walked twice).
  func walk(_ folder: String, includeHidden: Bool = false) -> [String] {
    var files: [String] = []
    var visited = Set<String>()
    func visit(_ relative: String) {
      let path = relative.isEmpty ? folder : Self.join(folder, relative)
      let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard visited.insert(real).inserted,
        let names = try? fileManager.contentsOfDirectory(atPath: path)
      else { return }
      for name in names.sorted() where includeHidden || !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: Self.join(folder, child), isDirectory: &isDirectory) else {
          continue
        }
        if isDirectory.boolValue { visit(child) } else { files.append(child) }
      }
    }
    visit("")
    return files
  }

  static func isSceneFile(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
    return sceneExtensions.contains(path[path.index(after: dot)...].lowercased())
  }

  /// Byte order of paths, independent of the locale.
  static func pathOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

  /// `folder/relative` without `./` in front or a doubled `/`.
  static func join(_ folder: String, _ relative: String) -> String {
    if folder == "." || folder == "./" { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// A path as given, minus a leading `./`.
  static func tidy(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
    return path
  }

  /// The standardized absolute form of a path (relative to the current folder).
  static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    if isStandardized(full) { return full }
    return URL(fileURLWithPath: full).standardizedFileURL.path
  }

  /// True for an absolute path that standardizing leaves as it is: components of letters,
  /// digits and `._-+@,=` and spaces only, none empty (no `//`, no trailing `/`), `.` or
  /// `..`, and no automount prefix (`/private`, `/var/automount`) that Foundation strips.
  /// The usual path skips `URL` (whose first use alone cost ~0.4 M instructions).
  static func isStandardized(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      guard bytes.count > 1, bytes[0] == 0x2F, bytes[bytes.count - 1] != 0x2F else { return false }
      var componentStart = 1
      var i = 1
      while i <= bytes.count {
        if i == bytes.count || bytes[i] == 0x2F {
          let length = i - componentStart
          if length == 0 { return false }
          if bytes[componentStart] == 0x2E, length == 1 || (length == 2 && bytes[componentStart + 1] == 0x2E) {
            return false
          }
          componentStart = i + 1
        } else {
          let byte = bytes[i]
          let allowed =
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x2E || byte == 0x5F || byte == 0x2D || byte == 0x2B || byte == 0x40 || byte == 0x2C
            || byte == 0x3D || byte == 0x20
          if !allowed { return false }
        }
        i += 1
      }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, 16)]), as: UTF8.self)
      return !(text == "/private" || text.hasPrefix("/private/") || text == "/var/automount"
        || text.hasPrefix("/var/automount/"))
    }
  }
}

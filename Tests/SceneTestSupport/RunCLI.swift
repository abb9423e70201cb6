public import Foundation

/// Runs the built `scenec` with `args` and returns what it printed and its exit status.
///
/// Output goes to temporary files rather than pipes, so a child that prints a lot can never
/// block on a full pipe while we wait for it. Without `stdin` the child reads /dev/null.
/// `environment` replaces the variables it names (e.g. `PATH`) for the child.
public func runCLI(
  _ args: [String], stdin: String? = nil, currentDirectory: URL? = nil, environment: [String: String] = [:]
) -> (stdout: String, stderr: String, status: Int32) {
  let scratch = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: scratch) }
  let stdoutURL = scratch.appendingPathComponent("stdout")
  let stderrURL = scratch.appendingPathComponent("stderr")
  let stdinURL = scratch.appendingPathComponent("stdin")
  do {
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    let process = Process()
    process.executableURL = scenecExecutable()
    process.arguments = args
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)
    defer {
      try? stdoutHandle.close()
      try? stderrHandle.close()
    }
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    if let stdin {
      try Data(stdin.utf8).write(to: stdinURL)
      process.standardInput = try FileHandle(forReadingFrom: stdinURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    let stdout = String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self)
    let stderr = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
    return (stdout, stderr, process.terminationStatus)
  } catch {
    preconditionFailure("cannot run scenec: \(error)")
  }
}

/// Where the `scenec` binary is: `$SCENEC_BIN` if set; else the products directory of the
/// running tests (the build that built them, whatever its scratch path); else
/// `<package root>/.build/debug/scenec`.
public func scenecExecutable() -> URL {
  let environment = ProcessInfo.processInfo.environment
  if let path = environment["SCENEC_BIN"], !path.isEmpty {
    return URL(fileURLWithPath: path)
  }
  let fileManager = FileManager.default
  for directory in testProductsDirectories() {
    let candidate = directory.appendingPathComponent("scenec")
    if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  return packageRoot().appendingPathComponent(".build/debug/scenec")
}

/// Directories that may hold the products next to the running tests. On Linux the test
/// executable is `<products>/<name>.xctest`; on macOS it is inside such a bundle.
private func testProductsDirectories() -> [URL] {
  var candidates: [URL] = []
  if let executable = Bundle.main.executableURL { candidates.append(executable) }
  if let first = ProcessInfo.processInfo.arguments.first {
    candidates.append(URL(fileURLWithPath: first))
  }
  candidates += Bundle.allBundles.map(\.bundleURL)
  var directories: [URL] = []
  for candidate in candidates {
    var directory = candidate.standardizedFileURL
    let components = directory.pathComponents
    if let bundleIndex = components.firstIndex(where: { $0.hasSuffix(".xctest") }) {
      for _ in bundleIndex..<components.count { directory.deleteLastPathComponent() }
    } else {
      directory.deleteLastPathComponent()
    }
    if !directories.contains(directory) { directories.append(directory) }
  }
  return directories
}

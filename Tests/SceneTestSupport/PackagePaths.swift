public import Foundation
import SceneDecoder
public import SceneModel

/// The package's root directory: the nearest directory above this source file (or above
/// `filePath`) that contains Package.swift.
public func packageRoot(from filePath: String = #filePath) -> URL {
  var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while directory.path != "/" {
    if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      return directory
    }
    directory = directory.deletingLastPathComponent()
  }
  preconditionFailure("no Package.swift above \(filePath)")
}

/// A fresh, empty directory for one test, inside this test process's scratch folder.
public func temporaryDirectory() -> URL {
  let url = scratchRoot.appendingPathComponent(UUID().uuidString, isDirectory: true)
  do {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  } catch {
    preconditionFailure("cannot create \(url.path): \(error)")
  }
  return url
}

/// `scenec-tests-PID` in the system's temporary directory: every test's folder goes in it, and
/// it is removed with all it holds when the test bundle finishes (a suite run used to leave a
/// few thousand folders in /tmp, which made every later scan of /tmp slower).
private let scratchRoot: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenec-tests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
  // A folder left by an earlier process that had the same id (it crashed before its end).
  try? FileManager.default.removeItem(at: url)
  #if canImport(XCTest)
    ScratchFolderRemover.register(url)
  #endif
  return url
}()

/// The reference scenes, `scenes/*.yaml`, in name order (there are five).
public func referenceSceneFiles() throws -> [URL] {
  let folder = packageRoot().appendingPathComponent("scenes")
  return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
    .map { folder.appendingPathComponent($0) }
}

/// The reference scenes decoded, with their file names, in name order.
public func referenceScenes() throws -> [(name: String, scene: Scene)] {
  try referenceSceneFiles().map { file in
    let name = file.lastPathComponent
    let decoded = SceneLoader.decode(bytes: try [UInt8](Data(contentsOf: file)), file: name)
    guard let scene = decoded.scene else { throw ReferenceSceneError(name: name) }
    return (name, scene)
  }
}

/// A reference scene that did not decode.
public struct ReferenceSceneError: Error, CustomStringConvertible {
  public let name: String
  public var description: String { "\(name) does not decode" }
}

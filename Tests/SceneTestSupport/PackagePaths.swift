public import Foundation

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

/// A fresh, empty directory under the system's temporary directory.
public func temporaryDirectory() -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenec-tests-\(UUID().uuidString)", isDirectory: true)
  do {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  } catch {
    preconditionFailure("cannot create \(url.path): \(error)")
  }
  return url
}

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file written under a temporary name beside its target, then renamed over it: until
/// `commit`, the target keeps whatever it held (an interrupted render leaves it as it was).
struct AtomicFile {
  let target: URL
  let temporary: URL

  init(path: String) throws {
    target = URL(fileURLWithPath: path).standardizedFileURL
    let folder = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw RenderError("cannot create '\(folder.path)': \(error.localizedDescription)")
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw RenderError("cannot write '\(target.path)': a folder is in the way")
    }
    temporary = folder.appendingPathComponent(".\(target.lastPathComponent).scenec-\(getpid()).tmp")
    RenderInterruptCleanup.register(temporary.path)
  }

  func commit() throws {
    defer { RenderInterruptCleanup.unregister(temporary.path) }
    guard rename(temporary.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw RenderError("cannot write '\(target.path)': \(reason)")
    }
  }

  func discard() {
    unlink(temporary.path)
    RenderInterruptCleanup.unregister(temporary.path)
  }

  static func write(_ data: Data, to path: String) throws -> AtomicFile {
    let file = try AtomicFile(path: path)
    do {
      try data.write(to: file.temporary)
    } catch {
      file.discard()
      throw RenderError("cannot write '\(file.target.path)': \(error.localizedDescription)")
    }
    return file
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder beside an output folder where a run builds its output before publishing it:
/// `.<output name>.scenec-tmp-<pid>` (a `-N` suffix when taken), on the same file system
/// so publishing is a rename, never a copy.
///
/// Each staging folder has a lock file beside it (the folder's name plus `.lock`), created
/// and locked before the folder and removed after it. A run killed mid-way leaves both; the
/// next run into the same output removes every staging folder whose lock it can take (the
/// kernel released the dead owner's lock) unless a process with its PID is alive on this
/// machine (it may be about to lock it), and never one whose lock is held. A folder with
/// no lock file is one whose owner died while removing it (or was written by an older
/// scenec): it is removed unless a process with its PID is alive on this machine.
public final class StagingFolder: @unchecked Sendable {
  public let path: String
  private let lock: LockFile

  private init(path: String, lock: LockFile) {
    self.path = path
    self.lock = lock
  }

  /// The staging-name prefix for `output`: `.<name>.scenec-tmp-`.
  public static func prefix(for output: String) -> String {
    "." + (output as NSString).lastPathComponent + ".scenec-tmp-"
  }

  /// Creates a fresh staging folder beside `output` (after removing abandoned ones).
  public static func create(beside output: String) throws -> StagingFolder {
    let parent = (output as NSString).deletingLastPathComponent
    removeAbandoned(beside: output)
    let base = (parent as NSString).appendingPathComponent(prefix(for: output) + String(getpid()))
    var attempt = 0
    while true {
      let candidate = attempt == 0 ? base : "\(base)-\(attempt)"
      let lock: LockFile?
      do {
        lock = try LockFile.createExclusive(candidate + ".lock")
      } catch {
        throw OutputError.system("create a temporary folder in", parent)
      }
      if let lock {
        if mkdir(candidate, 0o755) == 0 {
          InterruptCleanup.register(candidate)
          InterruptCleanup.register(lock.path)
          return StagingFolder(path: candidate, lock: lock)
        }
        let code = errno
        lock.release(removing: true)
        if code != EEXIST {
          throw OutputError.system("create a temporary folder in", parent, code: code)
        }
      }
      attempt += 1
      if attempt > 1000 { throw OutputError("cannot create a temporary folder in '\(parent)': too many taken") }
    }
  }

  /// Deletes the folder (whatever it holds by then), then its lock file.
  public func remove() {
    removeTree(path)
    lock.release(removing: true)
    InterruptCleanup.unregister(path)
    InterruptCleanup.unregister(lock.path)
  }

  /// Writes a new file `name` into the folder, errors as one line.
  public func write(_ data: Data, named name: String) throws {
    let file = (path as NSString).appendingPathComponent(name)
    let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw OutputError.system("write", file) }
    defer { close(fd) }
    try AtomicFile.writeAll(data, to: fd, path: file)
  }

  /// `error` as the user should read it: naming the output, not its place in the hidden
  /// staging folder.
  public func shown(_ error: Error, as output: String) -> OutputError {
    OutputError("\(error)".replacingOccurrences(of: path + "/", with: output + "/"))
  }

  /// Removes the staging folders beside `output` that no live run owns, and their lock
  /// files; returns the paths removed. Nothing else beside `output` is touched.
  @discardableResult
  public static func removeAbandoned(beside output: String) -> [String] {
    let parent = (output as NSString).deletingLastPathComponent
    let prefix = prefix(for: output)
    guard let entries = directoryNames(in: parent.isEmpty ? "." : parent, withPrefix: prefix) else { return [] }
    var removed: [String] = []
    let names = Set(entries.filter { $0.hasPrefix(prefix) })
    for name in names.sorted() {
      let path = (parent as NSString).appendingPathComponent(name)
      if name.hasSuffix(".lock") {
        let folder = String(path.dropLast(5))
        guard let lock = LockFile.tryAcquireExisting(path) else { continue }
        // A live owner on this machine may be between creating its lock file and locking it.
        if ownerIsAlive(name: name, prefix: prefix) {
          lock.release(removing: false)
          continue
        }
        if FileStatus(path: folder) == .directory { removeTree(folder) }
        lock.release(removing: true)
        removed.append(folder)
      } else if !names.contains(name + ".lock"), FileStatus(path: path) == .directory,
        !ownerIsAlive(name: name, prefix: prefix)
      {
        removeTree(path)
        removed.append(path)
      }
    }
    return removed
  }

  /// The PID in `.<name>.scenec-tmp-<pid>[-N]` names a live process on this machine.
  static func ownerIsAlive(name: String, prefix: String) -> Bool {
    let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
    guard let pid = Int32(digits), pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}

/// Removes a file or folder tree, never following symbolic links.
func removeTree(_ path: String) {
  if FileStatus(path: path) == .directory,
    let entries = try? FileManager.default.contentsOfDirectory(atPath: path)
  {
    for entry in entries { removeTree((path as NSString).appendingPathComponent(entry)) }
    rmdir(path)
  } else {
    unlink(path)
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder beside an output folder where a run builds its output before publishing it:
/// `tmp-<pid>` (a `-N` suffix when taken) in `.<output name>.scenec-staging`, a folder of the
/// output's parent that holds only staging folders. So it is on the same file system as the
/// output (publishing is a rename, never a copy), and finding the staging folders a killed
/// run left reads that small folder, not the whole parent (which may be a /tmp of thousands
/// of entries; docs/performance.md, "Start-up"). The holding folder is removed when the last
/// staging folder in it goes. When it cannot be used safely (it is a link, or not this user's
/// alone: another user could swap what is staged in it), staging folders go beside the
/// output as `.<output name>.scenec-tmp-<pid>`, and the cleanup reads the parent.
///
/// Each staging folder has a lock file beside it (the folder's name plus `.lock`), created
/// and locked before the folder and removed after it. A run killed mid-way leaves both; the
/// next run into the same output removes every staging folder whose lock it can take (the
/// kernel released the dead owner's lock) unless a process with its PID is alive on this
/// machine (it may be about to lock it), and never one whose lock is held. A folder with
/// no lock file is one whose owner died while removing it: it is removed unless a process
/// with its PID is alive on this machine.
public final class StagingFolder: @unchecked Sendable {
  public let path: String
  private let lock: LockFile
  /// The holding folder, removed (when empty) after this staging folder.
  private let holder: String?
  /// Renamed to be the output (`OutputFolder.publishNew`): nothing is left at `path`.
  private var isOutput = false

  private init(path: String, lock: LockFile, holder: String?) {
    self.path = path
    self.lock = lock
    self.holder = holder
  }

  /// Where staging folders of `output` go, and how their names start.
  struct Place {
    var folder: String
    var prefix: String
    /// True for the holding folder (`.<name>.scenec-staging`), false beside the output.
    var isHolder: Bool
  }

  /// The holding folder of `output`: `.<name>.scenec-staging` beside it.
  public static func holder(for output: String) -> String {
    let parent = (output as NSString).deletingLastPathComponent
    return (parent as NSString).appendingPathComponent("." + (output as NSString).lastPathComponent + ".scenec-staging")
  }

  /// The staging-name prefix beside `output`, when the holding folder cannot be used:
  /// `.<name>.scenec-tmp-`.
  public static func prefix(for output: String) -> String {
    "." + (output as NSString).lastPathComponent + ".scenec-tmp-"
  }

  /// The holding folder when it is missing (to be made) or a folder of this user's that no
  /// one else may write into; else beside the output.
  static func place(for output: String) -> Place { place(for: output, holderExists: nil) }

  /// `place(for:)`, also saying whether the holding folder exists (when it is the place).
  private static func place(for output: String, holderExists: UnsafeMutablePointer<Bool>?) -> Place {
    let holder = holder(for: output)
    var info = stat()
    let missing = lstat(holder, &info) != 0 && errno == ENOENT
    if missing || isPrivateFolder(info) {
      holderExists?.pointee = !missing
      return Place(folder: holder, prefix: "tmp-", isHolder: true)
    }
    let parent = (output as NSString).deletingLastPathComponent
    return Place(folder: parent.isEmpty ? "." : parent, prefix: prefix(for: output), isHolder: false)
  }

  private static func isPrivateFolder(_ info: stat) -> Bool {
    info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid() && info.st_mode & 0o022 == 0
  }

  /// Creates a fresh staging folder for `output` (after removing abandoned ones).
  public static func create(beside output: String) throws -> StagingFolder {
    let parent = (output as NSString).deletingLastPathComponent
    let parentNamed = parent.isEmpty ? "." : parent
    // The usual case, a holding folder that is not there: nothing to clean up, and making
    // it is the one call that says so (one mkdir). Anything else (it exists, or cannot be
    // made) is looked at as before: it may be someone else's, or hold abandoned folders.
    var place: Place
    var holderMade = false
    let holderPath = holder(for: output)
    if mkdir(holderPath, 0o700) == 0 {
      place = Place(folder: holderPath, prefix: "tmp-", isHolder: true)
      holderMade = true
    } else {
      var holderExists = false
      place = Self.place(for: output, holderExists: &holderExists)
      if !place.isHolder || holderExists { removeAbandoned(beside: output) }
    }
    var attempt = 0
    while true {
      if attempt > 0 { place = Self.place(for: output) }
      if place.isHolder && !(attempt == 0 && holderMade) {
        if mkdir(place.folder, 0o700) != 0 {
          guard errno == EEXIST else { throw OutputError.system("create a temporary folder in", parentNamed) }
          // One that appeared meanwhile (or was there) must be this user's alone too.
          place = Self.place(for: output)
        }
      }
      let base = (place.folder as NSString).appendingPathComponent(place.prefix + String(getpid()))
      let candidate = attempt == 0 ? base : "\(base)-\(attempt)"
      let lock: LockFile?
      do {
        let lockPath = candidate + ".lock"
        lock = try InterruptCleanup.creating(lockPath) { try LockFile.createExclusive(lockPath) }
      } catch {
        // Another run removed the emptied holding folder in between: make it again.
        if place.isHolder, FileStatus(path: place.folder) == .missing, attempt < 1000 {
          attempt += 1
          continue
        }
        throw OutputError.system("create a temporary folder in", parentNamed)
      }
      if let lock {
        if place.isHolder { InterruptCleanup.registerFolderToEmpty(place.folder) }
        var code: Int32 = 0
        let made = InterruptCleanup.creating(candidate) { () -> Bool? in
          if mkdir(candidate, 0o755) == 0 { return true }
          code = errno
          return nil
        }
        if made != nil {
          return StagingFolder(path: candidate, lock: lock, holder: place.isHolder ? place.folder : nil)
        }
        InterruptCleanup.unregister(lock.path)
        lock.release(removing: true)
        if code != EEXIST {
          throw OutputError.system("create a temporary folder in", parentNamed, code: code)
        }
      }
      attempt += 1
      if attempt > 1000 { throw OutputError("cannot create a temporary folder in '\(parent)': too many taken") }
    }
  }

  /// Deletes the folder (whatever it holds by then), then its lock file.
  public func remove() {
    if !isOutput { removeTree(path) }
    lock.release(removing: true)
    InterruptCleanup.unregister(path)
    InterruptCleanup.unregister(lock.path)
    // Only when empty: other runs' staging folders may be in it.
    if let holder { rmdir(holder) }
  }

  /// The folder was renamed to be the output: removing it must leave that alone.
  func becameOutput() {
    isOutput = true
    InterruptCleanup.unregister(path)
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

  /// Removes the staging folders of `output` that no live run owns, and their lock files
  /// (and the holding folder when that leaves it empty); returns the paths removed.
  /// Nothing else beside `output` is touched.
  @discardableResult
  public static func removeAbandoned(beside output: String) -> [String] {
    let place = place(for: output)
    let prefix = place.prefix
    guard let entries = directoryNames(in: place.folder, withPrefix: prefix) else { return [] }
    var removed: [String] = []
    let names = Set(entries.filter { $0.hasPrefix(prefix) })
    for name in names.sorted() {
      let path = (place.folder as NSString).appendingPathComponent(name)
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
    if place.isHolder { rmdir(place.folder) }
    return removed
  }

  /// The PID in `<prefix><pid>[-N]` names a live process on this machine.
  static func ownerIsAlive(name: String, prefix: String) -> Bool {
    let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
    guard let pid = Int32(digits), pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}

/// Removes a file or folder tree, never following symbolic links (readdir's kinds: no lstat
/// per file of a folder of frames).
func removeTree(_ path: String) {
  guard FileStatus(path: path) == .directory, let entries = directoryEntries(in: path) else {
    unlink(path)
    return
  }
  let folder = path.hasSuffix("/") ? path : path + "/"
  for entry in entries {
    if entry.kind == .directory { removeTree(folder + entry.name) } else { unlink(folder + entry.name) }
  }
  rmdir(path)
}

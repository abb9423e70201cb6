#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names in `folder` that start with `prefix` (nil when it cannot be read), for the
/// scans for abandoned temporaries beside an output. The names are compared as bytes as
/// readdir returns them and only the matches become Strings: the folder may be /tmp with
/// thousands of entries, and a String for each (FileManager.contentsOfDirectory) cost
/// milliseconds at every start (docs/performance.md, "Start-up").
func directoryNames(in folder: String, withPrefix prefix: String) -> [String]? {
  guard let directory = opendir(folder) else { return nil }
  defer { closedir(directory) }
  var names: [String] = []
  prefix.withCString { prefixBytes in
    let length = strlen(prefixBytes)
    while let entry = readdir(directory) {
      withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let name = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
        guard strncmp(name, prefixBytes, length) == 0 else { return }
        let text = String(cString: name)
        if text != "." && text != ".." { names.append(text) }
      }
    }
  }
  return names
}

/// What readdir says an entry is, without a stat where it can (`d_type`); a file system that
/// does not say (DT_UNKNOWN) costs one lstat for that entry.
enum EntryKind {
  case directory
  case regularFile
  case other
}

/// The entries of `folder` with their kinds (nil when it cannot be read), for scans of an
/// output folder: one getdents per few hundred names instead of one lstat per name.
func directoryEntries(in folder: String) -> [(name: String, kind: EntryKind)]? {
  guard let directory = opendir(folder) else { return nil }
  defer { closedir(directory) }
  let prefix = folder.hasSuffix("/") ? folder : folder + "/"
  var entries: [(name: String, kind: EntryKind)] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
      String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
    }
    if name == "." || name == ".." { continue }
    let kind: EntryKind
    switch Int(entry.pointee.d_type) {
    case DT_DIR: kind = .directory
    case DT_REG: kind = .regularFile
    case DT_UNKNOWN:
      switch FileStatus(path: prefix + name) {
      case .directory: kind = .directory
      case .regularFile: kind = .regularFile
      default: kind = .other
      }
    default: kind = .other
    }
    entries.append((name, kind))
  }
  return entries
}

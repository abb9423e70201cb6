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

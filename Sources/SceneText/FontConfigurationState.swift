import CFontconfig

#if canImport(Glibc)
  import Glibc
#endif

/// Everything fontconfig's answers and the text libraries' layouts depend on that scenec
/// can look at without loading a library: the program (its file and path: fontconfig's
/// rules may test the program's name, and scenec's own code lays text out), the
/// environment variables fontconfig and the dynamic loader read, and the identity of every
/// configuration file and font folder fontconfig read — or would read if it existed — and
/// of the FreeType, HarfBuzz and fontconfig files loaded and of the libraries they load
/// (`TextLibraries.files`), and the loader's cache
/// (/etc/ld.so.cache, which says where a library is found). A resolution or layout
/// recorded under one state is reused only under the same state.
///
/// A font added to or removed from a folder changes that folder's times; a configuration
/// file edited or added (in conf.d, or /etc/fonts/local.conf) changes the file or its folder;
/// a library upgraded is another file, or the same file changed.
struct FontConfigurationState: Hashable, Sendable {
  /// `identity<TAB>path` of the running executable.
  var program: String
  /// `NAME=value`, or `NAME` alone when unset, for each of `environmentNames` in order.
  var environment: [String]
  var probes: [Probe]

  struct Probe: Hashable, Sendable {
    var path: String
    var identity: FileIdentity
  }

  /// The variables fontconfig reads (where its configuration is, the user's folders for
  /// configuration, fonts and its caches, the language it matches fonts for), then the
  /// dynamic loader's that change which library files are loaded.
  static let environmentNames = [
    "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "HOME", "XDG_CONFIG_HOME",
    "XDG_DATA_HOME", "XDG_CACHE_HOME", "FC_LANG", "LC_ALL", "LC_CTYPE", "LANG",
    "LD_LIBRARY_PATH", "LD_PRELOAD",
  ]

  /// Where the dynamic loader looks a soname up (rewritten by ldconfig, which package
  /// installs run).
  static let loaderCache = "/etc/ld.so.cache"

  /// The state now, probing `paths` (those a recorded state names). No library is needed.
  static func current(probing paths: [String]) -> FontConfigurationState {
    FontConfigurationState(
      program: programIdentity(), environment: environmentNow(),
      probes: paths.map { Probe(path: $0, identity: FileIdentity(path: $0)) })
  }

  /// The paths to probe for fontconfig's current configuration and the text libraries
  /// (fontconfig must be started): the configuration files and folders it read and the
  /// folders holding them, its font folders (every level; listed even when missing), the
  /// user's places that the stock configuration reads when they exist, the libraries'
  /// files (`libraryFiles`) and the loader's cache. Sorted, each once.
  static func pathsToProbe(fc: scenec_fontconfig_functions, libraryFiles: [String]) -> [String] {
    guard let config = fc.FcConfigGetCurrent() else { return [] }
    var paths = Set(libraryFiles + [loaderCache])
    for file in strings(fc.FcConfigGetConfigFiles(config), fc: fc) {
      paths.insert(file)
      paths.insert(parent(of: file))
    }
    paths.formUnion(strings(fc.FcConfigGetFontDirs(config), fc: fc))
    let home = variable("HOME")
    let configHome = variable("XDG_CONFIG_HOME") ?? home.map { $0 + "/.config" }
    let dataHome = variable("XDG_DATA_HOME") ?? home.map { $0 + "/.local/share" }
    if let configHome {
      paths.formUnion([configHome + "/fontconfig", configHome + "/fontconfig/fonts.conf", configHome + "/fontconfig/conf.d"])
    }
    if let home { paths.formUnion([home + "/.fonts.conf", home + "/.fonts.conf.d", home + "/.fonts"]) }
    if let dataHome { paths.insert(dataHome + "/fonts") }
    return paths.filter { !$0.isEmpty }.sorted()
  }

  /// True when a probed path changed at or after `instant` (ns since 1970, less `margin`):
  /// fontconfig may have read it half-written, so what it answered is not recorded.
  func changed(since instant: Int64, margin: Int64) -> Bool {
    probes.contains { probe in probe.identity.status.map { $0.changed >= instant - margin } ?? false }
  }

  private static func strings(_ list: OpaquePointer?, fc: scenec_fontconfig_functions) -> [String] {
    guard let list else { return [] }
    defer { fc.FcStrListDone(list) }
    var result: [String] = []
    while let next = fc.FcStrListNext(list) {
      result.append(String(cString: UnsafeRawPointer(next).assumingMemoryBound(to: CChar.self)))
    }
    return result
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  private static func environmentNow() -> [String] {
    environmentNames.map { name in getenv(name).map { name + "=" + String(cString: $0) } ?? name }
  }

  private static func programIdentity() -> String {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink("/proc/self/exe", &buffer, 4096)
    let path = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    return FileIdentity(path: "/proc/self/exe").text + "\t" + path
  }
}

import CDynamicLoader

#if canImport(Glibc)
  import Glibc
#endif

/// Opens C libraries at run time (`dlopen`) and resolves a table of their functions.
///
/// scenec links only what every command needs. The heavy libraries — librsvg with cairo and
/// GLib (drawing pixels), libpng, libwebp, FreeType, HarfBuzz and fontconfig (text) — pull
/// in some 50 shared objects that the dynamic loader would map and relocate at every start
/// of every command; they are opened here instead, on first use, by the commands that draw
/// pixels or text (docs/performance.md, "Start-up").
///
/// A table is a C struct of function pointers declared next to the library's headers (see
/// `Sources/CRsvg/shim.h`), and its field names as one string of NUL-terminated names ending
/// with an empty one, in field order. Every name must resolve, so a table is complete or the
/// load fails with one line saying what is missing and which package provides it.
public enum SharedLibrary {
  /// The table `Table`, resolved from `files` (sonames, searched in order for each name).
  /// `purpose` and `package` go into the error ("text needs libfreetype.so.6 …").
  public static func functions<Table>(
    _ table: Table.Type, names: UnsafePointer<CChar>, from files: [String], purpose: String, package: String
  ) throws(SharedLibraryError) -> FunctionTable<Table> {
    var handles: [UnsafeMutableRawPointer] = []
    for file in files {
      guard let handle = dlopen(file, RTLD_LAZY | RTLD_LOCAL) else {
        throw SharedLibraryError(
          description: "\(purpose) needs \(file), which cannot be loaded (\(lastError())); "
            + "install the Debian package \(package) (scripts/setup.sh does)")
      }
      handles.append(handle)
    }
    let slots = MemoryLayout<Table>.size / MemoryLayout<UnsafeRawPointer>.stride
    // Never freed: the libraries stay loaded, and C code may keep a pointer to the table.
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Table>.size, alignment: MemoryLayout<Table>.alignment)
    var name = names
    var slot = 0
    var firstAddress: [UnsafeMutableRawPointer?] = Array(repeating: nil, count: handles.count)
    while name.pointee != 0 {
      let found = handles.indices.lazy.compactMap { i in dlsym(handles[i], name).map { (i, $0) } }.first
      guard slot < slots, let (handle, address) = found else {
        let symbol = String(cString: name)
        throw SharedLibraryError(
          description: "\(purpose): \(files.joined(separator: ", ")) has no function \(symbol) "
            + "(too old a version?); install a newer \(package)")
      }
      storage.storeBytes(of: address, toByteOffset: slot * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeMutableRawPointer.self)
      if firstAddress[handle] == nil { firstAddress[handle] = address }
      slot += 1
      name += strlen(name) + 1
    }
    precondition(slot == slots, "the names of \(Table.self) do not match its fields")
    let loadedFiles = zip(files, firstAddress).map { file, address in
      address.flatMap { scenec_object_file($0) }.map { String(cString: $0) } ?? file
    }
    return FunctionTable(pointer: UnsafePointer(storage.assumingMemoryBound(to: Table.self)), files: loadedFiles)
  }

  /// The files of `files` (paths of loaded libraries) and of every loaded library they
  /// need, directly or through one another (DT_NEEDED, matched to the loaded objects by
  /// soname, else by file name), sorted. What a library computes can change when any of
  /// them does: FreeType reads fonts through zlib, libpng and brotli, HarfBuzz shapes
  /// through graphite2. A file in `files` that is not loaded is kept as it is.
  public static func dependencyClosure(of files: [String]) -> [String] {
    let objects = LoadedObjects()
    scenec_each_loaded_object({ context, path, name, fact in
      guard let context else { return }
      let objects = Unmanaged<LoadedObjects>.fromOpaque(context).takeUnretainedValue()
      objects.note(path: String(cString: path), name: name.map { String(cString: $0) }, fact: fact)
    }, Unmanaged.passUnretained(objects).toOpaque())
    var found = Set(files)
    var pending = files
    while let file = pending.popLast() {
      for name in objects.needed[file, default: []] {
        guard let dependency = objects.byName[name], found.insert(dependency).inserted else { continue }
        pending.append(dependency)
      }
    }
    return found.sorted()
  }

  private static func lastError() -> String {
    dlerror().map { String(cString: $0) } ?? "unknown error"
  }
}

/// A resolved table of C function pointers, at an address that stays valid for the life of
/// the process (C code such as the PNG writer keeps a pointer to it).
public final class FunctionTable<Table>: @unchecked Sendable {
  public let pointer: UnsafePointer<Table>
  public var functions: Table { pointer.pointee }
  /// The file each of the table's libraries was loaded from, in the order they were named
  /// (the path the dynamic loader found for the soname; the soname itself for a library
  /// none of the table's functions came from).
  public let files: [String]

  init(pointer: UnsafePointer<Table>, files: [String]) {
    self.pointer = pointer
    self.files = files
  }
}

/// A library or function that cannot be loaded: one line for the user.
public struct SharedLibraryError: Error, CustomStringConvertible, Sendable {
  public var description: String
}

/// The loaded libraries as `scenec_each_loaded_object` reports them: which file each
/// soname (and file name) is, and what each file needs.
private final class LoadedObjects {
  var byName: [String: String] = [:]
  var needed: [String: [String]] = [:]

  func note(path: String, name: String?, fact: scenec_object_fact) {
    if fact == scenec_object_needs {
      if let name { needed[path, default: []].append(name) }
      return
    }
    // A DT_NEEDED entry may name a file by its path (linked as `-l:/path/libx.so`).
    byName[path] = path
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    if byName[fileName] == nil { byName[fileName] = path }
    // A soname wins over a file name that happens to be the same text.
    if let name { byName[name] = path }
  }
}

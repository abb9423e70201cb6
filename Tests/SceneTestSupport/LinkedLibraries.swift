import Foundation

/// The files `ldd` lists for each of `libraries` (paths): what the dynamic loader loads
/// with them, found by glibc's own tool rather than by scenec's code. The vDSO, which has
/// no file, is left out; the libraries themselves are in the result.
public func lddDependencies(of libraries: [String]) throws -> Set<String> {
  var files = Set(libraries)
  for library in libraries {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [library]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
    // "\tlibz.so.1 => /lib/x86_64-linux-gnu/libz.so.1 (0x…)" or "\t/lib64/ld-linux-x86-64.so.2 (0x…)"
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
      if let arrow = words.firstIndex(of: "=>"), arrow + 1 < words.count, words[arrow + 1].hasPrefix("/") {
        files.insert(words[arrow + 1])
      } else if let first = words.first, first.hasPrefix("/") {
        files.insert(first)
      }
    }
  }
  return files
}

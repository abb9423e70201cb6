import CPNG
import Foundation
import SceneTestSupport
import SharedLibraries
import XCTest

/// The run-time loading of C libraries (docs/performance.md, "Start-up"): a complete table,
/// or one line that names the missing library or function and the package to install.
final class SharedLibraryTests: XCTestCase {
  func testResolvesEveryFunctionOfATable() throws {
    let table = try SharedLibrary.functions(
      scenec_png_functions.self, names: scenec_png_function_names(), from: ["libpng16.so.16"],
      purpose: "writing PNG", package: "libpng16-16")
    // A function of the table really is libpng's: it creates a write struct of this version.
    let png = table.functions.png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil)
    XCTAssertNotNil(png)
    var pointer = png
    table.functions.png_destroy_write_struct(&pointer, nil)
  }

  /// The libraries a loaded library needs, directly or through one another, are what
  /// glibc's `ldd` lists for it (libpng needs zlib, libm and libc, libc the loader).
  func testTheDependencyClosureIsWhatLddLists() throws {
    let table = try SharedLibrary.functions(
      scenec_png_functions.self, names: scenec_png_function_names(), from: ["libpng16.so.16"],
      purpose: "writing PNG", package: "libpng16-16")
    XCTAssertEqual(table.files.count, 1)
    XCTAssertTrue(table.files[0].hasPrefix("/"), table.files[0])
    let closure = SharedLibrary.dependencyClosure(of: table.files)
    XCTAssertEqual(closure, closure.sorted())
    XCTAssertEqual(Set(closure), try lddDependencies(of: table.files))
    XCTAssertTrue(closure.contains { $0.hasSuffix("/libz.so.1") }, "\(closure)")
    // A file that is not loaded is kept, with nothing added for it.
    XCTAssertEqual(SharedLibrary.dependencyClosure(of: ["/nowhere/libscenec-absent.so.1"]), ["/nowhere/libscenec-absent.so.1"])
  }

  func testAMissingLibraryIsOneLineNamingItsPackage() {
    XCTAssertThrowsError(
      try SharedLibrary.functions(
        scenec_png_functions.self, names: scenec_png_function_names(), from: ["libscenec-absent.so.1"],
        purpose: "writing PNG", package: "libpng16-16")
    ) { error in
      let message = "\(error)"
      XCTAssertTrue(
        message.hasPrefix("writing PNG needs libscenec-absent.so.1, which cannot be loaded (libscenec-absent.so.1: cannot open shared object file"),
        message)
      XCTAssertTrue(message.hasSuffix("; install the Debian package libpng16-16 (scripts/setup.sh does)"), message)
      XCTAssertFalse(message.contains("\n"))
    }
  }

  func testAMissingFunctionIsNamed() {
    // libyaml is loaded by every scenec; it has none of libpng's functions.
    XCTAssertThrowsError(
      try SharedLibrary.functions(
        scenec_png_functions.self, names: scenec_png_function_names(), from: ["libyaml-0.so.2"],
        purpose: "writing PNG", package: "libpng16-16")
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "writing PNG: libyaml-0.so.2 has no function png_create_write_struct (too old a version?); install a newer libpng16-16")
    }
  }

  /// A command that draws no pixels and no text does not load those libraries; `render`
  /// stops with one line when librsvg cannot be loaded, `compile` of a scene with text
  /// warns, names the library and still writes its frames. (An empty file earlier on
  /// LD_LIBRARY_PATH stands in for a library that is missing or broken.)
  func testCommandsLoadTheLibrariesTheyNeedOnly() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["librsvg-2.so.2", "libfreetype.so.6"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
    }
    let scene = folder.appendingPathComponent("s.yaml")
    try """
      version: 1
      scene: { name: s, size: [20, 20], fps: 1, duration: 1 }
      layers:
        - { id: box, bounds: [0, 0, 5, 5], backgroundColor: red }
        - { id: label, type: text, bounds: [0, 0, 20, 10], string: Hi }
      """.write(to: scene, atomically: true, encoding: .utf8)
    let broken = ["LD_LIBRARY_PATH": folder.path]
    // Were scenec linked with them, the dynamic loader would refuse to start it.
    XCTAssertEqual(runCLI(["--version"], environment: broken).status, 0)
    let out = folder.appendingPathComponent("png").path
    let render = runCLI(["render", scene.path, "--format", "png", "-o", out], environment: broken)
    XCTAssertEqual(render.status, 2)
    XCTAssertEqual(
      render.stderr,
      "error: rendering needs librsvg-2.so.2, which cannot be loaded (\(folder.path)/librsvg-2.so.2: file too short); "
        + "install the Debian package librsvg2-2 (scripts/setup.sh does)\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: out))

    let frames = folder.appendingPathComponent("frames").path
    let compile = runCLI(["compile", scene.path, "-o", frames], environment: broken)
    XCTAssertEqual(compile.status, 0, compile.stderr)
    XCTAssertTrue(
      compile.stderr.contains(
        "warning: text needs libfreetype.so.6, which cannot be loaded (\(folder.path)/libfreetype.so.6: file too short); "
          + "install the Debian package libfreetype6 (scripts/setup.sh does): the text of layer 'label' is not drawn [font-fallback]"),
      compile.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: frames + "/frame-00000.svg"))
  }
}

// swift-tools-version:6.0
// scenec: a declarative animation scene compiler. One library target per pipeline stage;
// the dependency graph is the pipeline, so e.g. the SVG writer cannot see YAML.
import Foundation  // runtimeLibraryHeaders runs pkg-config
import PackageDescription

/// Header search flags for the C libraries scenec opens at run time (SharedLibraries:
/// librsvg, libpng, libwebp, FreeType, HarfBuzz, fontconfig): pkg-config's `--cflags`
/// without its `--libs`, because a linked library is loaded at every start of every command
/// (docs/performance.md, "Start-up"). Without pkg-config or a -dev package the manifest
/// stops with one line (an answer without the flags would be cached and outlive the fix).
let runtimeLibraryHeaders: [SwiftSetting] = {
  let packages = ["librsvg-2.0", "libpng", "libwebpmux", "freetype2", "harfbuzz", "fontconfig"]
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["pkg-config", "--cflags"] + packages
  let output = Pipe()
  process.standardOutput = output
  var text = ""
  var found = false
  if (try? process.run()) != nil {
    text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    found = process.terminationStatus == 0
  }
  guard found else {
    fatalError("pkg-config cannot find \(packages.joined(separator: " ")): run scripts/setup.sh")
  }
  let flags = text.split(whereSeparator: \.isWhitespace).map(String.init)
  return [.unsafeFlags(flags.flatMap { ["-Xcc", $0] })]
}()

let package = Package(
  name: "scenec",
  products: [
    .executable(name: "scenec", targets: ["scenec"]),
    .executable(name: "SceneBench", targets: ["SceneBench"]),
  ],
  targets: [
    .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(name: "CFreeType"),
    .systemLibrary(name: "CHarfBuzz"),
    .systemLibrary(name: "CFontconfig"),
    // Located diagnostics: produced by every stage, rendered by reporters.
    .target(name: "SceneDiagnostics"),
    // libyaml → immutable located node tree. The only importer of CYaml.
    .target(name: "SceneYAML", dependencies: ["CYaml", "SceneDiagnostics", "SceneThreads"]),
    // Plain value types: the scene graph, paths, values, timeline. No YAML spellings.
    .target(name: "SceneModel", dependencies: ["SceneDiagnostics"]),
    // Path math: flattening, arc length, trimming, bounds.
    .target(name: "SceneGeometry", dependencies: ["SceneModel"]),
    // Threads started on an idle core (ParallelMap's workers, the text libraries' loader).
    .target(name: "CThreadStart"),
    .target(name: "SceneThreads", dependencies: ["CThreadStart"]),
    // The executable's hot globals made writable before the first thread starts (scenec's main).
    .target(name: "CHotData"),
    // The command line kept from the start, not looked for in /proc/self/maps (scenec only).
    .target(name: "CCommandLine"),
    // YAML node tree → validated Scene + diagnostics.
    // Generic types are set up through their metadata accessors, not by mangled name: a name
    // is resolved at run time by scanning every conformance record of the binary for each
    // `Hashable` key type (about 0.3 M instructions per dictionary type, on every load).
    .target(
      name: "SceneDecoder", dependencies: ["SceneYAML", "SceneModel", "SceneThreads"],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]),
    // Core Animation timing: Scene → per-frame presentation values and the flat timeline.
    .target(name: "SceneTiming", dependencies: ["SceneModel", "SceneGeometry"]),
    // Fonts and text layout: fontconfig finds the font, FreeType reads its metrics and
    // outlines, HarfBuzz shapes. CATextLayer's lines, positions and glyph paths.
    .target(
      name: "SceneText", dependencies: ["SceneModel", "CFreeType", "CHarfBuzz", "CFontconfig", "SharedLibraries", "SceneOutput", "SceneThreads"]),
    // dlopen of the libraries above and of SceneRaster's: one function table per library.
    // dladdr, which Swift's Glibc module does not declare (the files a library was loaded from).
    .target(name: "CDynamicLoader"),
    .target(name: "SharedLibraries", dependencies: ["CDynamicLoader"]),
    // Evaluated frame → render tree: culled, clamped, paints and ids resolved, bounds known.
    .target(name: "SceneRender", dependencies: ["SceneModel", "SceneGeometry", "SceneText"]),
    // SHA-256 blocks with the CPU's SHA extensions, where present (frame hashes).
    .target(name: "CSHA256"),
    // Render tree → static SVG bytes, and frame sequences on disk.
    .target(name: "SceneSVG", dependencies: ["SceneModel", "SceneGeometry", "SceneRender", "SceneText", "CSHA256", "SceneOutput", "SceneThreads"]),
    // Writing outputs safely: staging beside the target, locks, cleanup after a crash.
    .target(name: "SceneOutput"),
    // Lint rules and reporters (text, json, github, sarif).
    .target(
      name: "SceneLint",
      dependencies: [
        "SceneDecoder", "SceneYAML", "SceneGeometry", "SceneTiming", "SceneRender", "SceneDiagnostics", "SceneThreads",
      ]),
    // Lottie (Bodymovin) JSON → scene YAML text, with its own located JSON reader.
    .target(name: "SceneLottie", dependencies: ["SceneDiagnostics", "SceneText"]),
    // Compares two evaluated scenes per (layer, property): `scenec diff`.
    .target(name: "SceneDiff", dependencies: ["SceneModel", "SceneTiming"]),
    // Snapshot files beside a scene, checked and recorded: `scenec test`.
    .target(
      name: "SceneSnapshot",
      dependencies: ["SceneDecoder", "SceneTiming", "SceneSVG", "SceneDiff", "SceneDiagnostics", "SceneOutput"]),
    .executableTarget(
      name: "scenec",
      dependencies: [
        "SceneDecoder", "SceneTiming", "SceneSVG", "SceneLint", "SceneDiff", "SceneSnapshot", "ScenePreview",
        "SceneRaster", "SceneLottie", "SceneOutput", "SceneThreads", "CHotData", "CCommandLine",
      ]),
    // `make bench`: the benchmark suite, run in release mode (docs/benchmarks.md).
    .executableTarget(name: "SceneBench", exclude: ["FloorWriter.c"]),
    // Frames' SVG text → one self-contained HTML player page. Sees no other stage (writes through SceneOutput).
    .target(name: "ScenePreview", dependencies: ["SceneOutput", "SceneThreads"]),

    // Fuzzing (docs/reliability.md): the targets, and a driver that is libFuzzer's entry
    // point when built by scripts/fuzz.sh, else a replayer of saved inputs.
    .target(
      name: "FuzzTargets", dependencies: ["SceneDecoder", "SceneTiming", "SceneSVG", "SceneLint", "SceneLottie"],
      path: "Fuzz/Targets"),
    .executableTarget(name: "scenec-fuzz", dependencies: ["FuzzTargets"], path: "Fuzz/Driver"),

    .target(
      name: "SceneTestSupport", dependencies: ["SceneDecoder", "SceneDiagnostics", "SceneModel"],
      path: "Tests/SceneTestSupport"),
    .testTarget(name: "SceneYAMLTests", dependencies: ["SceneYAML", "SceneTestSupport", "SceneThreads"]),
    .testTarget(
      name: "SceneDecoderTests", dependencies: ["SceneDecoder", "SceneTestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "SceneThreadsTests", dependencies: ["SceneThreads"]),
    .testTarget(name: "SceneGeometryTests", dependencies: ["SceneGeometry", "SceneTestSupport"]),
    .testTarget(
      name: "SceneTimingTests", dependencies: ["SceneTiming", "SceneDecoder", "SceneTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "SceneSVGTests",
      dependencies: ["SceneSVG", "SceneTiming", "SceneDecoder", "SceneTestSupport"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "SceneLintTests", dependencies: ["SceneLint", "SceneTestSupport"], exclude: ["Goldens"]),
    .testTarget(name: "CLITests", dependencies: ["SceneTestSupport"]),
    .testTarget(name: "SceneTextTests", dependencies: ["SceneText", "SceneTestSupport"]),
    .testTarget(name: "CrossRendererTests", dependencies: ["SceneTestSupport"], exclude: ["Probes"]),
    .testTarget(
      name: "SceneRenderTests", dependencies: ["SceneRender", "SceneTiming", "SceneDecoder", "SceneTestSupport"]),
    .testTarget(
      name: "SceneDiffTests", dependencies: ["SceneDiff", "SceneDecoder", "SceneTiming", "SceneTestSupport"]),
    .testTarget(
      name: "SceneSnapshotTests",
      dependencies: ["SceneSnapshot", "SceneDecoder", "SceneTiming", "SceneSVG", "SceneYAML", "SceneTestSupport"]),
    .testTarget(name: "PreviewTests", dependencies: ["ScenePreview", "SceneTestSupport"]),
    .testTarget(
      name: "SceneLottieTests", dependencies: ["SceneLottie", "SceneDecoder", "SceneTestSupport"],
      exclude: ["Goldens"]),

    // Rasterizing frames (`scenec render`): librsvg draws each SVG frame onto a cairo
    // surface; libpng writes PNGs, libwebp animated WebP; ffmpeg (a child process) the rest.
    .systemLibrary(name: "CRsvg"),
    .systemLibrary(name: "CPNG"),
    .systemLibrary(name: "CWebP"),
    // SVG frames → pixels → PNG frames, sprite sheets and animated files.
    .target(
      name: "SceneRaster",
      dependencies: ["CRsvg", "CPNG", "CWebP", "SharedLibraries", "SceneModel", "SceneSVG", "SceneOutput"]),
    .testTarget(
      name: "SceneRasterTests",
      dependencies: ["SceneRaster", "SceneSVG", "SceneTiming", "SceneDecoder", "SceneTestSupport", "CWebP", "SharedLibraries"]),
    .testTarget(
      name: "ReliabilityTests", dependencies: ["SceneOutput", "FuzzTargets", "SceneTestSupport"]),
    .testTarget(name: "SceneOutputTests", dependencies: ["SceneOutput", "SceneTestSupport"]),
  ]
)

// Every Swift target may see the run-time libraries' C modules (through SceneText or
// SceneRaster), so every one gets their header paths.
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + runtimeLibraryHeaders
}

// Release builds of the scenec executable start cheaper (docs/performance.md, "Start-up and
// threads"): type metadata through accessors rather than by mangled name (no scans of the
// binary's conformance records at first use, as for SceneDecoder above); linked as a
// position-dependent executable (no 76,000 relative relocations at every start) that exports
// no symbols (the loader's `dladdr` scans fewer); and with libstdc++ from its static archive
// when `Linking/libstdc++.a` (a link to GCC 12's) resolves, so the loader neither maps nor
// relocates libstdc++.so at every start. Where that link dangles (another GCC) it is not
// offered to the linker (which would fail on it), and libstdc++.so is linked as before. Debug
// and sanitizer builds are unchanged (ThreadSanitizer needs a position-independent executable).
let releaseOnly = BuildSettingCondition.when(configuration: .release)
for target in package.targets where target.type == .regular || target.type == .executable {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], releaseOnly),
    // One section per function and per global, so the linker can order them (below).
    .unsafeFlags(["-Xfrontend", "-function-sections"], releaseOnly),
  ]
  target.cSettings = (target.cSettings ?? []) + [
    .unsafeFlags(["-ffunction-sections", "-fdata-sections"], releaseOnly)
  ]
}
for target in package.targets where target.name == "scenec" {
  let linking = Context.packageDirectory + "/Linking"
  let staticCxx = FileManager.default.fileExists(atPath: linking + "/libstdc++.a") ? ["-L", linking] : []
  // GCC's unwinder from its archive too (`-static-libgcc`, from the same GCC folder as
  // libstdc++.a), when it is there: then libgcc_s.so is neither looked up, mapped nor
  // initialised at start, and its constructor's dozen `cpuid` instructions (each a trap to
  // the hypervisor on a virtual machine, about 15 µs) go with it (docs/performance.md, "The
  // CPU's features, asked once").
  let gccFolder = ((try? FileManager.default.destinationOfSymbolicLink(atPath: linking + "/libstdc++.a"))
    .map { ($0 as NSString).deletingLastPathComponent }) ?? ""
  let staticGcc = !staticCxx.isEmpty && FileManager.default.fileExists(atPath: gccFolder + "/libgcc_eh.a")
    ? ["-Xclang-linker", "-static-libgcc"] : []
  // libyaml from its archive too (`Linking/libyaml.a`), when that link resolves: then no
  // library is looked up along the `$ORIGIN` run path at start. pkg-config's `-L` of the
  // system folder would come first and find libyaml.so, so CYaml does without it (yaml.h and
  // libyaml are on the default paths; debug builds link the same libyaml.so as before).
  if !staticCxx.isEmpty, FileManager.default.fileExists(atPath: linking + "/libyaml.a"),
    let yaml = package.targets.firstIndex(where: { $0.name == "CYaml" }) {
    package.targets[yaml] = .systemLibrary(name: "CYaml", providers: package.targets[yaml].providers)
  }
  // The code and data a run touches laid out together (Linking/hot-functions.txt, `make
  // order-file`; docs/performance.md, "Code layout and the loader"), linked by lld; names the
  // code no longer has are skipped without a word.
  let hotFunctions = linking + "/hot-functions.txt"
  let ordering = FileManager.default.fileExists(atPath: hotFunctions)
    ? ["-Xlinker", "--symbol-ordering-file=" + hotFunctions, "-Xlinker", "--no-warn-symbol-ordering"] : []
  // Nothing at the far end of the file touched at start (docs/performance.md, "The
  // executable's last page"): the writable segment's file part ends on a page boundary
  // (Linking/page-aligned-data-end.ld), and `-z now` binds the C library's functions at start,
  // which lets lld put their table (.got.plt) among the relocated data near the code instead
  // of after 34 MB of ICU tables.
  let farEnd = ["-Xlinker", "-T", "-Xlinker", linking + "/page-aligned-data-end.ld", "-Xlinker", "-z", "-Xlinker", "now"]
  target.linkerSettings = (target.linkerSettings ?? []) + [
    .unsafeFlags(staticCxx + ["-Xlinker", "-no-pie", "-Xlinker", "--no-export-dynamic"], releaseOnly),
    .unsafeFlags(["-use-ld=lld"] + staticGcc + ordering + farEnd, releaseOnly),
  ]
}

import CFontconfig
import CFreeType
import CHarfBuzz
import SharedLibraries

/// FreeType, HarfBuzz and fontconfig, opened on first use (SharedLibrary): only scenes with
/// text need them, so a run without text never loads them.
struct TextLibraries: @unchecked Sendable {  // immutable C function pointers
  let freetype: scenec_freetype_functions
  let harfbuzz: scenec_harfbuzz_functions
  let fontconfig: scenec_fontconfig_functions
  /// The files the three were loaded from and those of the libraries they load in turn
  /// (zlib, libpng, brotli, graphite2, GLib, expat, libc …): what a layout or a resolution
  /// depends on, so the font cache records their identity (FontConfigurationState).
  let files: [String]

  static let loaded = Result { () throws(SharedLibraryError) in
    let freetype = try SharedLibrary.functions(
      scenec_freetype_functions.self, names: scenec_freetype_function_names(), from: ["libfreetype.so.6"],
      purpose: "text", package: "libfreetype6")
    let harfbuzz = try SharedLibrary.functions(
      scenec_harfbuzz_functions.self, names: scenec_harfbuzz_function_names(), from: ["libharfbuzz.so.0"],
      purpose: "text", package: "libharfbuzz0b")
    let fontconfig = try SharedLibrary.functions(
      scenec_fontconfig_functions.self, names: scenec_fontconfig_function_names(), from: ["libfontconfig.so.1"],
      purpose: "text", package: "libfontconfig1")
    return TextLibraries(
      freetype: freetype.functions, harfbuzz: harfbuzz.functions, fontconfig: fontconfig.functions,
      files: SharedLibrary.dependencyClosure(of: freetype.files + harfbuzz.files + fontconfig.files))
  }
}

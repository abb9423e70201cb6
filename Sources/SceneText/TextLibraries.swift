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

  static let loaded = Result { () throws(SharedLibraryError) in
    TextLibraries(
      freetype: try SharedLibrary.functions(
        scenec_freetype_functions.self, names: scenec_freetype_function_names(), from: ["libfreetype.so.6"],
        purpose: "text", package: "libfreetype6"
      ).functions,
      harfbuzz: try SharedLibrary.functions(
        scenec_harfbuzz_functions.self, names: scenec_harfbuzz_function_names(), from: ["libharfbuzz.so.0"],
        purpose: "text", package: "libharfbuzz0b"
      ).functions,
      fontconfig: try SharedLibrary.functions(
        scenec_fontconfig_functions.self, names: scenec_fontconfig_function_names(), from: ["libfontconfig.so.1"],
        purpose: "text", package: "libfontconfig1"
      ).functions)
  }
}

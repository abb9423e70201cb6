// The scenec executable: parses arguments, dispatches to the libraries, prints, exits.
// The libraries do the work; this target only does files, printing and exit codes.
import SceneDiagnostics
import SceneSVG

#if canImport(Glibc)
  import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandRouter.run(arguments)
// Never exit while the text libraries are still being loaded on another thread; the text
// laid out goes into the font cache.
SceneFonts.finish()
exit(status)

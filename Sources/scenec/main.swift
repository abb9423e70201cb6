// The scenec executable: parses arguments, dispatches to the libraries, prints, exits.
// The libraries do the work; this target only does files, printing and exit codes.
import CHotData
import SceneDiagnostics
import SceneSVG

#if canImport(Glibc)
  import Glibc
#endif

// Before any thread starts: the first writes to the hot globals then cost no interrupt to
// another CPU (CHotData).
scenec_prefault_hot_data()
let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandRouter.run(arguments)
// Never exit while the text libraries are still being loaded on another thread; the text
// laid out goes into the font cache.
SceneFonts.finish()
exit(status)

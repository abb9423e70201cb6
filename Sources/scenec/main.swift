// The scenec executable: parses arguments, dispatches to the libraries, prints, exits.
// The libraries do the work; this target only does files, printing and exit codes.
import SceneDiagnostics

#if canImport(Glibc)
  import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
exit(CommandRouter.run(arguments))

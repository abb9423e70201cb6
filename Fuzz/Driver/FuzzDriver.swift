import FuzzTargets

#if canImport(Glibc)
  import Glibc
#endif

#if FUZZING
  /// libFuzzer's entry point (built by scripts/fuzz.sh with -sanitize=fuzzer,address); the
  /// target is chosen by SCENEC_FUZZ_TARGET, since libFuzzer owns the command line.
  private let target: String = {
    let name = getenv("SCENEC_FUZZ_TARGET").map { String(cString: $0) } ?? "pipeline"
    guard FuzzTargets.names.contains(name) else {
      fatalError("SCENEC_FUZZ_TARGET must be one of \(FuzzTargets.names)")
    }
    return name
  }()

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    FuzzTargets.run(target, bytes)
    return 0
  }

  public typealias Arguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

  /// libFuzzer's driver, called explicitly: SwiftPM links an executable target's entry
  /// point as `<target>_main` and aliases `main` to it, so libFuzzer's own `main` is not
  /// the one that runs.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<Arguments>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  @_cdecl("scenec_fuzz_main")
  public func fuzzMain(_ argc: Int32, _ argv: Arguments) -> Int32 {
    var count = argc
    var values = argv
    return runFuzzerDriver(&count, &values, fuzzOneInput)
  }
#else
  /// Without libFuzzer: `scenec-fuzz TARGET FILE…` runs the target once on each file (to
  /// reproduce a crash, or replay a corpus).
  @main
  struct FuzzReplay {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let target = arguments.first, FuzzTargets.names.contains(target) else {
        printError("usage: scenec-fuzz \(FuzzTargets.names.joined(separator: "|")) FILE...")
        exit(2)
      }
      for path in arguments.dropFirst() {
        guard let file = fopen(path, "rb") else {
          printError("scenec-fuzz: cannot read '\(path)'")
          exit(2)
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
          let n = fread(&buffer, 1, buffer.count, file)
          if n <= 0 { break }
          bytes += buffer[0..<n]
        }
        fclose(file)
        FuzzTargets.run(target, bytes)
      }
    }

    static func printError(_ line: String) {
      let text = line + "\n"
      _ = text.withCString { write(2, $0, strlen($0)) }
    }
  }
#endif

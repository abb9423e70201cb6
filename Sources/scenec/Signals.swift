#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT and SIGTERM written into a pipe (the self-pipe pattern), so a blocking wait can
/// see them next to its other file descriptors.
enum StopSignal {
  nonisolated(unsafe) private static var fds: [Int32] = [-1, -1]
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  static var readEnd: Int32 { fds[0] }

  static func install() {
    guard fds[0] < 0 else { return }
    guard pipe(&fds) == 0 else { return }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
    writeEnd = fds[1]
    let handler: @convention(c) (Int32) -> Void = { _ in
      var byte: UInt8 = 1
      _ = write(StopSignal.writeEnd, &byte, 1)
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }
}

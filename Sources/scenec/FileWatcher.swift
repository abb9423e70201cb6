import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for changes of one file, for `scenec watch`.
///
/// On Linux it uses inotify on the file's folder, filtered by the file's name, so it sees
/// both ways editors save: writing the file in place (`IN_CLOSE_WRITE`) and writing a new
/// file then renaming it over the old one (`IN_MOVED_TO`; the inode changes, so a watch on
/// the file itself would go deaf after the first such save). Saves arriving in a burst are
/// merged: after a change, the watcher waits until the folder has been quiet for `debounce`
/// seconds, then reports one change. Elsewhere (no inotify) it compares the file's
/// modification time, size and inode every quarter second.
///
/// SIGINT and SIGTERM are caught while a watcher exists: they end the wait (`.stop`)
/// instead of killing the process, so the work in progress finishes and nothing is left
/// half-written.
final class FileWatcher {
  enum Event { case changed, stop }

  let path: String
  let debounce: Double
  private let name: String
  private var inotify: Int32 = -1

  init(path: String, debounce: Double = 0.15) throws {
    self.path = path
    self.debounce = debounce
    let url = URL(fileURLWithPath: path)
    name = url.lastPathComponent
    StopSignal.install()
    #if os(Linux)
      let folder = url.deletingLastPathComponent().path
      inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      guard inotify >= 0 else { throw UsageError(message: "cannot watch '\(path)': \(Self.reason())") }
      let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
      guard inotify_add_watch(inotify, folder, mask) >= 0 else {
        let reason = Self.reason()
        close(inotify)
        throw UsageError(message: "cannot watch the folder '\(folder)': \(reason)")
      }
    #endif
  }

  deinit {
    if inotify >= 0 { close(inotify) }
  }

  /// Blocks until the file has changed (and the burst is over) or a stop signal arrived.
  func next() -> Event {
    #if os(Linux)
      var pending = false
      while true {
        var fds = [
          pollfd(fd: StopSignal.readEnd, events: Int16(POLLIN), revents: 0),
          pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
        ]
        let timeout: Int32 = pending ? Int32(debounce * 1000) : -1
        let ready = poll(&fds, 2, timeout)
        if ready < 0 {
          if errno == EINTR { continue }
          return .stop
        }
        if fds[0].revents != 0 { return .stop }
        if ready == 0 { return .changed }  // quiet for `debounce` after a change
        if readEvents() { pending = true }
      }
    #else
      var last = Self.signature(path)
      while true {
        var fds = [pollfd(fd: StopSignal.readEnd, events: Int16(POLLIN), revents: 0)]
        if poll(&fds, 1, 250) > 0 { return .stop }
        let now = Self.signature(path)
        if now != last {
          last = now
          // Wait out the burst.
          while poll(&fds, 1, Int32(debounce * 1000)) == 0 {
            let later = Self.signature(path)
            if later == last { return .changed }
            last = later
          }
          return .stop
        }
      }
    #endif
  }

  #if os(Linux)
    /// Drains the inotify queue; true when an event names the file.
    private func readEvents() -> Bool {
      var found = false
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
        if count <= 0 { return found }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let length = buffer.withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          }
          let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)]
          let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if eventName == name { found = true }
          offset += header + length
        }
      }
    }
  #else
    private static func signature(_ path: String) -> [Int] {
      var info = stat()
      guard stat(path, &info) == 0 else { return [] }
      return [Int(info.st_ino), Int(info.st_size), Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
    }
  #endif

  private static func reason() -> String { String(cString: strerror(errno)) }
}

import Foundation
import SceneGeometry
import SceneModel
import SceneOutput
import SceneTestSupport
import XCTest

@testable import SceneSVG

#if canImport(Glibc)
  import Glibc
#endif

/// Frame files are written by one thread at a time, in index order, from a bounded window of
/// rendered frames (FrameWriteQueue): the same bytes for any number of jobs, the first
/// failing frame reported, memory held to the bound.
final class FrameWriteQueueTests: XCTestCase {
  var directory: URL!

  override func setUp() { directory = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: directory) }

  static let frameCount = 20
  static let info = SceneManifestInfo(name: "moving", fps: 30, size: Size(50, 40), duration: 0.65, frameCount: 20)

  func contents(_ folder: URL) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)!) })
  }

  func names(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  func testOneAndSeveralJobsWriteTheSameFilesAndManifest() throws {
    var outputs: [[String: Data]] = []
    var lists: [[WrittenFrame]] = []
    for (jobs, bound) in [(1, nil), (2, nil), (2, 1), (3, 2), (8, nil)] as [(Int, Int?)] {
      let folder = directory.appendingPathComponent("jobs-\(jobs)-\(bound ?? 0)")
      var writer = FrameSequenceWriter(directory: folder.path, jobs: jobs)
      writer.queueBound = bound
      lists.append(try writer.write(frames: 0...19, scene: Self.info, frame: FrameSequenceWriterTests.producer))
      outputs.append(contents(folder))
    }
    XCTAssertEqual(outputs[0].count, 21)
    XCTAssertEqual(Set(outputs[0].keys), Set((0...19).map { FrameSequenceWriter.fileName(index: $0, frameCount: 20) } + ["manifest.json"]))
    for (output, list) in zip(outputs.dropFirst(), lists.dropFirst()) {
      XCTAssertEqual(output, outputs[0])
      XCTAssertEqual(list, lists[0])
    }
    // The manifest lists each file's hash, and each file is the frame rendered alone.
    let manifest = String(decoding: outputs[0]["manifest.json"]!, as: UTF8.self)
    for entry in lists[0] {
      let bytes = outputs[0][entry.file]!
      XCTAssertEqual(entry.sha256, SHA256.hex(bytes))
      XCTAssertTrue(manifest.contains("\"sha256\": \"\(entry.sha256)\""), entry.file)
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), SVGFrameRenderer().render(FrameSequenceWriterTests.producer(entry.index)))
    }
  }

  /// Writes go in index order, so the failing frame named is the first one that fails,
  /// whatever thread rendered it; no frame is written after it, and the earlier output and
  /// the folder beside it are as they were.
  func testAFailingWriteMidwayNamesTheFirstFailingFrameAndLeavesTheEarlierOutput() throws {
    let output = directory.appendingPathComponent("out")
    try FrameSequenceWriter(directory: output.path, jobs: 2)
      .write(frames: 0...4, scene: Self.info, frame: FrameSequenceWriterTests.producer)
    let before = contents(output)
    XCTAssertEqual(before.count, 6)

    for jobs in [1, 2, 4] {
      let attempts = ThreadedStrings()
      var writer = FrameSequenceWriter(directory: output.path, jobs: jobs)
      writer.writeFile = { buffer, path in
        attempts.add((path as NSString).lastPathComponent)
        if path.hasSuffix("/frame-00007.svg") || path.hasSuffix("/frame-00012.svg") {
          throw OutputError.system("write", path, code: ENOSPC)
        }
        try FrameFile.write(buffer, to: path)
      }
      XCTAssertThrowsError(
        try writer.write(frames: 0...19, scene: Self.info, frame: FrameSequenceWriterTests.producer)
      ) { error in
        XCTAssertEqual("\(error)", "cannot write '\(output.path)/frame-00007.svg': No space left on device", "jobs \(jobs)")
      }
      XCTAssertEqual(attempts.inOrder, (0...7).map { FrameSequenceWriter.fileName(index: $0, frameCount: 20) }, "jobs \(jobs)")
      XCTAssertEqual(contents(output), before, "jobs \(jobs)")
      XCTAssertEqual(names(directory), ["out"], "jobs \(jobs): no staging folder left")
    }
  }

  /// With the writer held on frame 0, the other threads render exactly `bound` frames in
  /// all and then wait: no more frames are held, and no more buffers made, than the bound.
  func testTheQueueNeverHoldsMoreThanItsBound() throws {
    // Two threads: the writer, held, and one that renders until the window is full.
    let bound = 4
    let jobs = 2
    if ProcessInfo.processInfo.activeProcessorCount < jobs {
      throw XCTSkip("needs \(jobs) processors: Dispatch runs no more threads than there are")
    }
    let produced = ThreadedStrings()
    let queues = QueueBox()
    let released = ThreadedStrings()
    var writer = FrameSequenceWriter(directory: directory.appendingPathComponent("out").path, jobs: jobs)
    writer.queueBound = bound
    writer.queueStarted = { queues.queue = $0 }
    writer.writeFile = { buffer, path in
      if path.hasSuffix("/frame-00000.svg") {
        // Wait until every thread but this one (the writer) waits for room; a hang guard,
        // not a timing: a queue without a bound never gets there and fails below.
        let deadline = Date().addingTimeInterval(60)
        while queues.queue!.waitingForRoom < jobs - 1 && Date() < deadline { usleep(1000) }
        released.add("frames started while frame 0 was being written: \(produced.inOrder.count)")
      }
      try FrameFile.write(buffer, to: path)
    }
    let producer = FrameSequenceWriterTests.producer
    try writer.write(frames: 0...19, scene: Self.info) { index in
      produced.add("\(index)")
      return producer(index)
    }
    XCTAssertEqual(released.inOrder, ["frames started while frame 0 was being written: \(bound)"])
    XCTAssertEqual(queues.queue!.peakHeld, bound)
    XCTAssertEqual(queues.queue!.buffersMade, bound)
    XCTAssertEqual(Set(produced.inOrder), Set((0...19).map(String.init)))
    XCTAssertEqual(produced.inOrder.count, 20, "each frame rendered once")
    XCTAssertEqual(names(directory.appendingPathComponent("out")).count, 21)
  }

  /// Many short runs with small windows, where the threads hand the token back and forth
  /// and wait for room all the time: each must finish (a frame put in line while the writer
  /// let go of the lock once went unwritten, and both threads waited for room forever) and
  /// write every frame. Each run is bounded by a hang guard, not timed.
  func testShortRunsWithSmallWindowsAlwaysFinish() throws {
    let box = ThreadedStrings()
    for run in 0..<150 {
      let jobs = 2 + run % 3
      let bound = 1 + run % 5
      let folder = directory.appendingPathComponent("run-\(run)")
      let done = DispatchSemaphore(value: 0)
      Thread {
        var writer = FrameSequenceWriter(directory: folder.path, jobs: jobs)
        writer.queueBound = bound
        do {
          let written = try writer.write(frames: 0...19, scene: Self.info, frame: FrameSequenceWriterTests.producer)
          if written.count != 20 { box.add("run \(run): \(written.count) frames") }
        } catch {
          box.add("run \(run): \(error)")
        }
        done.signal()
      }.start()
      guard done.wait(timeout: .now() + 60) == .success else {
        return XCTFail("run \(run) (jobs \(jobs), bound \(bound)) never finished")
      }
      XCTAssertEqual(names(folder).count, 21, "run \(run)")
      try FileManager.default.removeItem(at: folder)
    }
    XCTAssertEqual(box.inOrder, [])
  }

  /// One job: render, write, render, write — a single buffer, never more than one frame held.
  func testOneJobHoldsOneFrame() throws {
    let queues = QueueBox()
    var writer = FrameSequenceWriter(directory: directory.appendingPathComponent("out").path, jobs: 1)
    writer.queueStarted = { queues.queue = $0 }
    try writer.write(frames: 0...19, scene: Self.info, frame: FrameSequenceWriterTests.producer)
    XCTAssertEqual(queues.queue!.peakHeld, 1)
    XCTAssertEqual(queues.queue!.buffersMade, 1)
  }

  /// Progress counts every frame once, in order, from whichever thread wrote it.
  func testProgressCountsEveryFrameWritten() throws {
    let counts = ThreadedStrings()
    try FrameSequenceWriter(directory: directory.appendingPathComponent("out").path, jobs: 3)
      .write(frames: 0...19, scene: Self.info, progress: { counts.add("\($0)") }, frame: FrameSequenceWriterTests.producer)
    XCTAssertEqual(counts.inOrder, (1...20).map(String.init))
  }
}

private final class QueueBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: FrameWriteQueue?

  var queue: FrameWriteQueue? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      stored = newValue
      lock.unlock()
    }
  }
}

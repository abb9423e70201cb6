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
    let runs: [(Int, Int?, Bool)] = [
      (1, nil, false), (1, nil, true), (2, nil, false), (2, nil, true), (2, 1, true), (3, 2, true), (8, nil, true),
      (8, nil, false),
    ]
    for (jobs, bound, pairs) in runs {
      let folder = directory.appendingPathComponent("jobs-\(jobs)-\(bound ?? 0)-\(pairs)")
      var writer = FrameSequenceWriter(directory: folder.path, jobs: jobs)
      writer.queueBound = bound
      writer.pairsHashes = pairs
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
      for pairs in [false, true] {
      let attempts = ThreadedStrings()
      var writer = FrameSequenceWriter(directory: output.path, jobs: jobs)
      writer.pairsHashes = pairs
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
        writer.pairsHashes = run % 2 == 0
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

  /// One job: render, write, render, write — a single buffer, never more than one frame held;
  /// with frames hashed two at a time, render, render, write both: two buffers, two frames.
  func testOneJobHoldsOneFrameOrAPair() throws {
    for pairs in [false, true] {
      let queues = QueueBox()
      var writer = FrameSequenceWriter(directory: directory.appendingPathComponent("out-\(pairs)").path, jobs: 1)
      writer.queueStarted = { queues.queue = $0 }
      writer.pairsHashes = pairs
      let order = ThreadedStrings()
      writer.writeFile = { buffer, path in
        order.add("write \((path as NSString).lastPathComponent.dropFirst(6).prefix(5))")
        try FrameFile.write(buffer, to: path)
      }
      try writer.write(frames: 0...4, scene: Self.info) { index in
        order.add("render \(index)")
        return FrameSequenceWriterTests.producer(index)
      }
      XCTAssertEqual(queues.queue!.peakHeld, pairs ? 2 : 1)
      XCTAssertEqual(queues.queue!.buffersMade, pairs ? 2 : 1)
      let expected =
        pairs
        ? ["render 0", "render 1", "write 00000", "write 00001", "render 2", "render 3", "write 00002", "write 00003",
           "render 4", "write 00004"]
        : (0...4).flatMap { ["render \($0)", "write 0000\($0)"] }
      XCTAssertEqual(order.inOrder, expected, "pairs \(pairs)")
    }
  }

  /// A buffer is handed out at once within the window; outside it, `bufferIfRoom` says so
  /// instead of waiting, until frames are written.
  func testBufferIfRoomNeverWaits() throws {
    let written = ThreadedStrings()
    let queue = FrameWriteQueue(bound: 2, slots: 4, writeFile: { _, path in written.add(path) })
    let first = try XCTUnwrap(try queue.bufferIfRoom(for: 0))
    let second = try XCTUnwrap(try queue.bufferIfRoom(for: 1))
    XCTAssertNil(try queue.bufferIfRoom(for: 2))
    try queue.finish(1, FrameWriteQueue.Finished(buffer: second, path: "b", sha256: "digest b"))
    XCTAssertNil(try queue.bufferIfRoom(for: 2), "frame 0 is not written yet")
    try queue.finish(0, FrameWriteQueue.Finished(buffer: first, path: "a", sha256: "digest a"))
    XCTAssertEqual(written.inOrder, ["a", "b"])
    XCTAssertEqual(queue.digests, ["digest a", "digest b", "", ""])
    XCTAssertNotNil(try queue.bufferIfRoom(for: 2))
    XCTAssertNotNil(try queue.bufferIfRoom(for: 3))
    XCTAssertNil(try queue.bufferIfRoom(for: 4))
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

#if canImport(XCTest)
  import Foundation
  import XCTest

  /// Removes the test process's scratch folder (see `temporaryDirectory()`) when the test
  /// bundle has finished, after every test's own tear-down.
  final class ScratchFolderRemover: NSObject, XCTestObservation, @unchecked Sendable {
    let folder: URL

    init(folder: URL) { self.folder = folder }

    /// Called once, from the first test that asks for a folder.
    static func register(_ folder: URL) {
      XCTestObservationCenter.shared.addTestObserver(ScratchFolderRemover(folder: folder))
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
      try? FileManager.default.removeItem(at: folder)
    }
  }
#endif

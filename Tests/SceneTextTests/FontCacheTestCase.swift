import Foundation
import SceneTestSupport
import XCTest

/// The font cache tests' common set-up: a temporary folder of the test's own, with the
/// cache file's path in it (never the user's cache), removed afterwards.
class FontCacheTestCase: XCTestCase {
  var folder: URL!
  var cachePath: String { folder.appendingPathComponent("fonts.cache").path }

  override func setUpWithError() throws {
    folder = temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: folder)
  }
}

import Foundation
import XCTest

/// The release scenec makes its hot globals writable before its first thread starts
/// (CHotData): the pages between two markers in .data and two in .bss, which
/// Linking/hot-functions.txt places around the data a run touches. A list regenerated or
/// edited without them would leave the call with a range of one page, silently
/// (docs/performance.md, "Hot data made writable at start (twelfth session)").
/// `scripts/order-file.sh --check` checks the linked result; this checks the list.
final class HotDataLayoutTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testTheHotListEnclosesItsDataWithCHotDatasMarkers() throws {
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/CHotData/chotdata.c"), encoding: .utf8)
    let markers = ["scenec_hot_data_first", "scenec_hot_bss_first", "scenec_hot_data_last", "scenec_hot_bss_last"]
    for marker in markers {
      XCTAssertTrue(source.contains("char \(marker)"), "\(marker) is no longer defined by CHotData")
    }
    let list = try String(
      contentsOf: Self.root.appendingPathComponent("Linking/hot-functions.txt"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let places = markers.map { marker in list.indices.filter { list[$0] == marker } }
    XCTAssertEqual(places.map(\.count), [1, 1, 1, 1], "each marker once")
    guard places.allSatisfy({ $0.count == 1 }) else { return }
    let (dataFirst, bssFirst, dataLast, bssLast) = (places[0][0], places[1][0], places[2][0], places[3][0])
    // The firsts together before the data (after the functions), the lasts at the end.
    XCTAssertEqual(bssFirst, dataFirst + 1)
    XCTAssertEqual([dataLast, bssLast], [list.count - 2, list.count - 1])
    XCTAssertGreaterThan(dataFirst, 1000, "after the functions")
    XCTAssertGreaterThan(dataLast - bssFirst, 500, "the data a run touches lies between them")
  }
}

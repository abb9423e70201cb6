import CPNG
import SharedLibraries

/// Writes an 8-bit RGBA PNG with libpng, row by row, so an image can be written while it is
/// being assembled (a sprite sheet one strip of frames at a time). No time stamp or other
/// varying chunk is written: the same pixels give the same bytes.
final class PNGWriter {
  let path: String
  let width: Int
  private var writer: UnsafeMutablePointer<scenec_png_writer>?
  private var rowsWritten = 0
  let height: Int

  /// Row filters: none. Frames are flat vector art with long runs of one color, which zlib
  /// packs as well unfiltered; libpng's default (trying all five filters on every row) took
  /// 2–3 times as long on the reference scenes for files a few percent larger.
  private let filters = Int32(PNG_FILTER_NONE)

  /// zlib level 6 (libpng's default): most of level 9's size at a fraction of its time.
  init(path: String, width: Int, height: Int, compressionLevel: Int32 = 6) throws {
    self.path = path
    self.width = width
    self.height = height
    guard let writer = scenec_png_open(try Self.library(), path, UInt32(width), UInt32(height), compressionLevel, filters)
    else {
      throw RenderError("cannot write '\(path)'")
    }
    self.writer = writer
  }

  /// Appends rows from `pixels` (whole rows of `width` RGBA pixels).
  func write(rows pixels: UnsafeBufferPointer<UInt8>) throws {
    guard let writer else { throw RenderError("cannot write '\(path)': already closed") }
    let stride = width * 4
    var offset = 0
    while offset + stride <= pixels.count {
      guard scenec_png_write_row(writer, pixels.baseAddress! + offset) == 0 else {
        throw RenderError("cannot write '\(path)' (disk full?)")
      }
      offset += stride
      rowsWritten += 1
    }
  }

  func finish() throws {
    guard let writer else { return }
    self.writer = nil
    guard rowsWritten == height, scenec_png_close(writer, 1) == 0 else {
      throw RenderError("cannot write '\(path)' (disk full?)")
    }
  }

  deinit {
    if let writer { _ = scenec_png_close(writer, 0) }
  }

  /// libpng's functions, opened on first use (SharedLibrary); they stay loaded, so every
  /// writer can point at them.
  private static let loaded = Result { () throws(SharedLibraryError) in
    try SharedLibrary.functions(
      scenec_png_functions.self, names: scenec_png_function_names(), from: ["libpng16.so.16"],
      purpose: "writing PNG", package: "libpng16-16")
  }

  private static func library() throws -> UnsafePointer<scenec_png_functions> {
    do { return try loaded.get().pointer } catch { throw RenderError(error.description) }
  }

  /// One whole image to a file.
  static func write(_ image: RGBAImage, to path: String) throws {
    let writer = try PNGWriter(path: path, width: image.width, height: image.height)
    try image.pixels.withUnsafeBufferPointer { try writer.write(rows: $0) }
    try writer.finish()
  }
}


import CRsvg
public import SceneModel
import SharedLibraries

/// Draws SVG text to pixels in-process with librsvg onto a cairo image surface — the same
/// library `rsvg-convert` is built on, so a frame has the pixels rsvg-convert gives it.
///
/// The canvas is `round(size × scale)` pixels; the document is fitted to it (its viewBox is
/// the scene's size, so `scale` scales everything and edges stay crisp at 2× or 3×).
/// `background`, when given, is painted first, under the document (as rsvg-convert's
/// `--background-color`). Each call makes its own handle and surface, so any number of
/// threads can rasterize at once.
public struct SVGRasterizer: Sendable {
  public var width: Int
  public var height: Int
  public var background: Color?

  public init(size: Size, scale: Double, background: Color?) {
    width = Self.pixels(size.width * scale)
    height = Self.pixels(size.height * scale)
    self.background = background
  }

  /// Pixels for a length (at least one).
  static func pixels(_ length: Double) -> Int {
    guard length.isFinite else { return 1 }
    return max(1, Int(min(length, 1_048_576).rounded()))
  }

  /// librsvg, cairo and GLib, opened on first use (SharedLibrary).
  private static let library = Result { () throws(SharedLibraryError) in
    try SharedLibrary.functions(
      scenec_rsvg_functions.self, names: scenec_rsvg_function_names(),
      from: ["librsvg-2.so.2", "libcairo.so.2", "libgobject-2.0.so.0", "libglib-2.0.so.0"],
      purpose: "rendering", package: "librsvg2-2")
  }

  /// Throws the one-line error when librsvg cannot be loaded, before any work is done.
  public static func requireLibrary() throws {
    _ = try functions()
  }

  static func functions() throws -> scenec_rsvg_functions {
    do { return try library.get().functions } catch { throw RenderError(error.description) }
  }

  public func rasterize(_ svg: String) throws -> RGBAImage {
    let f = try Self.functions()
    guard let surface = f.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      f.cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw RenderError("cannot make a \(width)×\(height) image (out of memory?)") }
    defer { f.cairo_surface_destroy(surface) }
    let context = f.cairo_create(surface)
    defer { f.cairo_destroy(context) }
    if let background {
      let c = background.clamped()
      f.cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
      f.cairo_paint(context)
    }
    var error: UnsafeMutablePointer<GError>? = nil
    let bytes = Array(svg.utf8)
    let handle = bytes.withUnsafeBufferPointer { buffer in
      f.rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
    }
    guard let handle else { throw RenderError("librsvg cannot read the frame: \(Self.message(error, f))") }
    defer { f.g_object_unref(UnsafeMutableRawPointer(handle)) }
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
    guard f.rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
      throw RenderError("librsvg cannot draw the frame: \(Self.message(error, f))")
    }
    f.cairo_surface_flush(surface)
    return unpremultiplied(surface, f)
  }

  /// Cairo keeps premultiplied ARGB in native-endian 32-bit words; this is straight RGBA
  /// bytes, rounded as cairo's own PNG writer rounds (so the bytes equal rsvg-convert's).
  private func unpremultiplied(_ surface: OpaquePointer, _ f: scenec_rsvg_functions) -> RGBAImage {
    let stride = Int(f.cairo_image_surface_get_stride(surface))
    let data = f.cairo_image_surface_get_data(surface)!
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let word = row[x]
          let a = word >> 24
          let o = (y * width + x) * 4
          guard a != 0 else { continue }
          let r = (word >> 16) & 0xff
          let g = (word >> 8) & 0xff
          let b = word & 0xff
          if a == 255 {
            out[o] = UInt8(r)
            out[o + 1] = UInt8(g)
            out[o + 2] = UInt8(b)
          } else {
            out[o] = UInt8((r * 255 + a / 2) / a)
            out[o + 1] = UInt8((g * 255 + a / 2) / a)
            out[o + 2] = UInt8((b * 255 + a / 2) / a)
          }
          out[o + 3] = UInt8(a)
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private static func message(_ error: UnsafeMutablePointer<GError>?, _ f: scenec_rsvg_functions) -> String {
    guard let error else { return "unknown error" }
    defer { f.g_error_free(error) }
    return String(cString: error.pointee.message)
  }
}

/// One glyph of a shaped run, in em: where HarfBuzz puts it relative to the pen and how
/// far the pen moves after it. `cluster` is the UTF-8 offset of the text it came from.
public struct ShapedGlyph: Hashable, Sendable {
  public var glyph: UInt32
  public var cluster: Int
  public var advance: Double
  public var xOffset: Double
  public var yOffset: Double
}

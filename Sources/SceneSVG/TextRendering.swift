/// How text layers are written: `<text>` elements (the default; the viewer's renderer draws
/// the glyphs with an installed font) or the glyphs' outlines as filled paths, which look
/// the same in every renderer and need no font where the frame is opened.
public enum TextRendering: String, Hashable, Sendable, CaseIterable {
  case text
  case outlines
}

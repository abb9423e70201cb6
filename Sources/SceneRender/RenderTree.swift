public import SceneModel
public import SceneText
import Synchronization

// The render tree: what one frame draws, normalized for every writer (SVG today; raster,
// preview and diff read it too), the way usvg's tree sits in front of resvg. Built by
// `RenderTreeBuilder` from an evaluated `Frame`:
//
// - culled: hidden layers, layers whose opacity prints as 0 and layers whose matrix is
//   singular at the output precision are gone (decided once, from values);
// - clamped: opacities, paints, trims, miter limits, corner radii hold drawable values
//   (one NaN policy: see `RenderTreeBuilder`);
// - resolved: colors are final sRGB bytes (replicator tints and mask whitening applied),
//   gradient stops are normalized, trimmed strokes carry the cut geometry, every element
//   id is unique in the frame;
// - bounds known: shadow filter and mask regions are in place.
//
// Children are in drawing order (back to front). Matrices map a node's space to its
// parent's.

/// One frame's drawing.
public struct RenderFrame: Sendable {
  public var index: Int
  public var time: Double
  public var size: Size
  /// The canvas fill, when the scene's background has alpha above 0.
  public var background: RenderPaint?
  public var layers: [RenderLayer]
  /// What writers keep between the frames of the builder that made this tree (nil for a
  /// tree made otherwise).
  public var memo: RenderFrameMemo? = nil
}

/// What writers keep between the frames of one `RenderTreeBuilder`: a builder hands out a
/// node it built before (the same object) when nothing it depends on changed, and a writer
/// may then reuse what it made of that node last time (the SVG writer: its bytes) instead
/// of making it again. Holds one value, for one writer at a time.
public final class RenderFrameMemo: @unchecked Sendable {
  /// Whether a thread is inside `use`; `value` is touched only by that thread.
  private let busy = Atomic<Bool>(false)
  private var value: AnyObject?

  public init() {}

  /// Runs `body` with the value, unless another thread is inside (a tree written on
  /// another thread while this builder's next tree is written): then nil, and the caller
  /// writes without the memo.
  public func use<Result>(_ body: (inout AnyObject?) -> Result) -> Result? {
    guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { return nil }
    defer { busy.store(false, ordering: .releasing) }
    return body(&value)
  }
}

/// The next `RenderLayer.serial`.
private let nodeSerials = Atomic<Int>(0)

/// An sRGB color as drawn: 8-bit red, green and blue (rounded from the clamped, tinted
/// components), and the alpha in 0…1.
public struct RenderPaint: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: Double

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// A rectangle with circular corners (radius already clamped to half the shorter side).
public struct RenderRoundedRect: Hashable, Sendable {
  public var rect: Rect
  public var radius: Double
}

/// A layer that draws (or holds what draws). A class: nodes are shared, never copied,
/// as the tree is handed from the builder to writers.
public final class RenderLayer: Sendable {
  /// The element id, unique in the frame (scene id, replicator copy suffix, clash suffix).
  public let id: String
  /// The layer's id in the scene.
  public let layerID: String
  public let kind: LayerKind
  /// Layer space → superlayer space.
  public let transform: AffineMatrix
  /// Group opacity, 0…1 (above 0 at the output precision).
  public let opacity: Double
  public let shadow: RenderShadow?
  /// masksToBounds: the rounded bounds clip content and sublayers.
  public let clip: RenderClip?
  public let mask: RenderMask?
  /// The gradient's paint server or clip, for gradient layers that need one.
  public let gradientDefinition: RenderGradientDefinition?
  public let background: RenderFill?
  public let content: RenderContent
  public let children: [RenderChild]
  public let border: RenderBorder?
  /// False for a layer that draws nothing itself and has no sublayers at all (written as
  /// an empty group).
  public let hasBody: Bool
  /// How the layer's group composites onto what is beneath it (`blendMode`, an extension);
  /// always normal inside a mask drawn as a silhouette.
  public let blendMode: BlendMode
  /// The layer or a layer inside it has a blend mode: a layer clipped by masksToBounds
  /// then composites its group on its own (`isolation: isolate`), as every renderer but
  /// rsvg already does for a clipped group, so blending stops at the clip everywhere.
  public let containsBlend: Bool
  /// `shouldRasterize`: the layer's group composites on its own.
  public let rasterized: Bool
  /// Where its builder made the node: its tree position in that builder's frames, by which
  /// passes over the trees keep what they made of it (`RenderPassMemo`); -1 for a node made
  /// otherwise.
  public let position: Int
  /// Which node this is: no two nodes of a process get the same serial. Passes keep
  /// what they made of a node by its serial rather than by holding the node (an entry
  /// with a reference costs a retain, a release and a destroy through the value witness
  /// per node and frame).
  public let serial: Int

  public init(
    id: String, layerID: String, kind: LayerKind, transform: AffineMatrix, opacity: Double,
    shadow: RenderShadow?, clip: RenderClip?, mask: RenderMask?, gradientDefinition: RenderGradientDefinition?,
    background: RenderFill?, content: RenderContent, children: [RenderChild], border: RenderBorder?, hasBody: Bool,
    blendMode: BlendMode = .normal, rasterized: Bool = false, position: Int = -1
  ) {
    self.position = position
    serial = nodeSerials.wrappingAdd(1, ordering: .relaxed).oldValue
    self.id = id
    self.layerID = layerID
    self.kind = kind
    self.transform = transform
    self.opacity = opacity
    self.shadow = shadow
    self.clip = clip
    self.mask = mask
    self.gradientDefinition = gradientDefinition
    self.background = background
    self.content = content
    self.children = children
    self.border = border
    self.hasBody = hasBody
    self.blendMode = blendMode
    self.rasterized = rasterized
    containsBlend =
      blendMode != .normal
      || children.contains { child in
        switch child {
        case .layer(let layer): layer.containsBlend
        case .copy(let copy): copy.layers.contains(where: \.containsBlend)
        }
      }
  }

  /// Whether the group must say it is isolated: it is clipped (which rsvg alone does not
  /// isolate) or rasterized, and something inside blends.
  public var isolatesBlending: Bool {
    (clip != nil || rasterized) && children.contains { child in
      switch child {
      case .layer(let layer): layer.containsBlend
      case .copy(let copy): copy.layers.contains(where: \.containsBlend)
      }
    }
  }
}

public struct RenderShadow: Sendable {
  public var id: String
  /// The filter region, in the layer's space.
  public var region: Rect
  /// Gaussian standard deviation (≥ 0).
  public var deviation: Double
  public var dx: Double
  public var dy: Double
  public var paint: RenderPaint
}

public struct RenderClip: Sendable {
  public var id: String
  public var shape: RenderRoundedRect
  /// Written as a `<mask>` of the rounded bounds rather than a clip path: rounded bounds
  /// on a layer without a mask layer (a clip path's edge, antialiased over the content's
  /// own antialiased edge, leaves a ring of what lies beneath in rsvg).
  public var asMask: Bool
}

public struct RenderMask: Sendable {
  public var id: String
  /// Where the mask applies, in the masked layer's space (empty when the mask draws nothing).
  public var region: Rect
  /// The mask layer, painted white with its own alpha; nil when it is culled. (Other
  /// `maskMode`s: black for alphaInverted, its own colors for the luminance modes.)
  public var layer: RenderLayer?
  /// The layer's `maskMode` (a scene-format extension; `.alpha` is Core Animation's).
  public var mode: MaskMode
  /// luminanceInverted: the filter that inverts the mask layer's colors.
  public var invertFilterID: String?

  public init(id: String, region: Rect, layer: RenderLayer?, mode: MaskMode = .alpha, invertFilterID: String? = nil) {
    self.id = id
    self.region = region
    self.layer = layer
    self.mode = mode
    self.invertFilterID = invertFilterID
  }
}

/// An image layer's picture (a scene-format extension), stretched over `rect`. Inside a
/// mask it is drawn as a silhouette (white or black with its own alpha) through a filter.
public struct RenderImage: Sendable {
  public var rect: Rect
  /// A `data:image/…;base64,…` URI.
  public var href: String
  /// 1 (white) or 0 (black) for a silhouette; nil draws the image as it is.
  public var silhouetteLevel: Int?
  public var filterID: String?
}

/// A filled rectangle (background, solid gradient).
public struct RenderFill: Sendable {
  public var shape: RenderRoundedRect
  public var paint: RenderPaint
}

/// The border band: the rounded bounds minus the same inset by the border width (nil when
/// the border covers the whole layer), filled even-odd.
public struct RenderBorder: Sendable {
  public var outer: RenderRoundedRect
  public var inner: RenderRoundedRect?
  public var paint: RenderPaint
}

public enum RenderContent: Sendable {
  case none
  case shape([RenderPath])
  case text(RenderText)
  case gradient(RenderGradient)
  case image(RenderImage)
}

/// One path element of a shape layer: the path (already trimmed for a cut stroke), its
/// fill and stroke.
public struct RenderPath: Sendable {
  public var path: BezierPath
  public var fill: RenderPathFill?
  public var stroke: RenderStroke?
  /// At least 1.
  public var miterLimit: Double
}

public struct RenderPathFill: Sendable {
  public var paint: RenderPaint
  public var rule: FillRule
}

public struct RenderStroke: Sendable {
  public var paint: RenderPaint
  public var width: Double
  public var cap: LineCap
  public var join: LineJoin
  /// Lengths all finite, ≥ 0 and not all 0; nil for a solid line.
  public var dashPattern: [Double]?
  public var dashPhase: Double
}

/// Text laid out by SceneText from the font actually drawn: each line with its own x and
/// baseline, the glyphs for outlines, and the font (family requested, family drawn, its
/// generic family).
public struct RenderText: Sendable {
  public var layout: LaidOutText
  public var fontSize: Double
  /// 100…900, as the scene asks.
  public var fontWeight: Int
  public var paint: RenderPaint
}

public struct RenderGradientStop: Sendable {
  /// 0…1, non-decreasing.
  public var offset: Double
  public var paint: RenderPaint
}

/// A gradient's paint server (or the clip of a conic gradient's wedges).
public enum RenderGradientDefinition: Sendable {
  case linear(id: String, start: Point, end: Point, stops: [RenderGradientStop])
  /// A circle of radius `radius` about `center`, scaled by `yScale` vertically about the
  /// center's y. `focal` (`focalOffset`, an extension) is where the first stop sits, in the
  /// circle's space (before the y scale), strictly inside the circle; nil: the center.
  case radial(
    id: String, center: Point, radius: Double, yScale: Double, stops: [RenderGradientStop], focal: Point? = nil)
  case conicClip(id: String, shape: RenderRoundedRect)
}

/// What fills a gradient layer's rounded bounds.
public enum RenderGradient: Sendable {
  /// One color (or a degenerate radial); nil paint when it is invisible.
  case solid(RenderRoundedRect, RenderPaint?)
  /// The rounded bounds filled with the definition `id`.
  case server(RenderRoundedRect, id: String)
  /// Wedges clipped by the definition `clipID`. With an underlay (every color opaque) the
  /// wedges overlap the ones after them and lie on the underlay's fill, antialiased;
  /// without, they share their edges and are drawn with crisp edges.
  case conic(clipID: String, underlay: RenderFill?, wedges: [RenderWedge])
}

/// A triangle from the conic gradient's center, one color.
public struct RenderWedge: Sendable {
  public var center: Point
  public var from: Point
  public var to: Point
  public var paint: RenderPaint
}

public enum RenderChild: Sendable {
  case layer(RenderLayer)
  /// A replicator copy: its sublayers, with the copy's matrix and alpha.
  case copy(RenderCopy)
}

public struct RenderCopy: Sendable {
  /// Replicator space ← copy space.
  public var transform: AffineMatrix
  /// The copy's alpha, 0…1 (above 0 at the output precision).
  public var opacity: Double
  public var layers: [RenderLayer]
}

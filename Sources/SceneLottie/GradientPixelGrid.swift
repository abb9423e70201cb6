/// After Effects evaluates a gradient at the corners of its pixels, not at their centres:
/// its pictures show every gradient half a pixel right of and below where the gradient's
/// points put it (measured on the suite's gradient cases: against a shifted gradient the
/// pictures agree to 52–59 dB PSNR, against an unshifted one to 36–45 dB). The import
/// moves each gradient's points by half a root-composition pixel, (+½, +½) taken into the
/// gradient's own space through the rotation, scale and skew at the first frame, so that
/// a render at the composition's size draws what After Effects draws (docs/import.md).
enum GradientPixelGrid {
  /// The layer's rotation, scale and skew, then its parents', then the composition's, at
  /// the frame scene frame 0 shows. Read with a scratch context: the layer's own
  /// conversion reports anything wrong in these transforms.
  static func layerToRoot(
    _ layer: LayerInfo, byInd: [Int: LayerInfo], time: TimeMap, composition: Matrix, context: ImportContext
  ) -> Matrix {
    let scratch = ImportContext(file: context.file, strict: false, limits: context.limits)
    func linear(_ info: LayerInfo) -> Matrix {
      let t = LottieTransform(info.object["ks"]?.object, path: info.path + ".ks", context: scratch, layer: info.name)
      let local = time.inner(startTime: info.object["st"]?.number ?? 0, stretch: 1).local(sceneIndex: 0)
      return t.linearPart(at: local)
    }
    var m = linear(layer)
    var seen: Set<Int> = []
    var parent = layer.parent
    while let p = parent, let info = byInd[p], !seen.contains(p), seen.count <= 64 {
      seen.insert(p)
      m = m.then(linear(info))
      parent = info.parent
    }
    return m.then(composition)
  }

  /// Half a root pixel right and down, in the space `toRoot` maps to the root; zero when
  /// that map is singular.
  static func halfPixel(toRoot m: Matrix) -> Vec {
    let det = m.a * m.d - m.b * m.c
    guard det != 0, det.isFinite else { return Vec(0, 0) }
    // The inverse of the linear part applied to (½, ½).
    let x = (m.d * 0.5 - m.c * 0.5) / det
    let y = (-m.b * 0.5 + m.a * 0.5) / det
    return Vec(x, y)
  }
}

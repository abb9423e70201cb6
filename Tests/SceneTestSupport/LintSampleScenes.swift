/// Scenes for the lint rules that sample frames, shared by the lint and command-line tests.
public enum LintSampleScenes {
  /// 11 frames at 10 fps on a 100×100 canvas: `late`, hidden until 0.5 s while its
  /// animation runs before; `arriving`, at x = `arrivingFrom` until it moves onto the canvas
  /// over the whole second; `stray`, off the canvas throughout.
  public static func hiddenArrivingStray(arrivingFrom x: Int) -> String {
    """
    version: 1
    scene: { name: s, size: [100, 100], fps: 10, duration: 1 }
    layers:
      - id: late
        bounds: [0, 0, 10, 10]
        backgroundColor: red
        hidden: true
        animations:
          - { type: set, beginTime: 0.5, values: { hidden: false } }
          - { keyPath: position.x, toValue: 80, duration: 0.3 }
      - id: arriving
        bounds: [0, 0, 20, 20]
        position: [\(x), 50]
        backgroundColor: blue
        animations:
          - { keyPath: position.x, toValue: 50, duration: 1, fillMode: forwards, removedOnCompletion: false }
      - id: stray
        bounds: [0, 0, 20, 20]
        position: [300, 50]
        backgroundColor: green

    """
  }
}

/// Scenes several CLI test classes run: a 40 × 20 red dot moving 20 px right over 0.5 s at
/// 10 fps (6 frames).
enum CLIScenes {
  static let dot = """
    version: 1
    scene:
      name: dot
      size: [40, 20]
      fps: 10
      duration: 0.5
    layers:
      - id: dot
        type: shape
        path: { circle: [10, 10], radius: 5 }
        fillColor: "#ff0000"
        animations:
          - keyPath: position.x
            fromValue: 0
            toValue: 20
            duration: 0.5

    """
}

import Foundation
public import SceneModel

/// File names of snapshots, chosen so a person can match them to the times the scene
/// lists: `t0.250s` for 0.25 s (three decimals, more when the time needs them to be
/// exact: `t0.0166666667s`… is never rounded into another time's name), `end` for `end`.
/// Each snapshot is two files, `<name>.svg` and `<name>.json`.
public enum SnapshotName {
  public static func of(_ instant: SnapshotTime.Instant) -> String {
    switch instant {
    case .end: "end"
    case .seconds(let t): "t\(decimal(t))s"
    }
  }

  /// The time with at least three decimals and as many more as it takes to read back
  /// exactly (1/60 s needs 18).
  static func decimal(_ t: Double) -> String {
    for decimals in 3...40 {
      let text = String(format: "%.\(decimals)f", t)
      if Double(text) == t { return text }
    }
    return String(format: "%.40f", t)
  }

  /// The snapshot names scenec manages among a folder's file names (`t….s` and `end`,
  /// with `.svg` or `.json`); anything else in the folder is left alone.
  static func managed(_ fileName: String) -> String? {
    for suffix in [".svg", ".json"] where fileName.hasSuffix(suffix) {
      let name = String(fileName.dropLast(suffix.count))
      if name == "end" { return name }
      if name.hasPrefix("t"), name.hasSuffix("s"), name.count > 2,
        Double(name.dropFirst().dropLast()) != nil
      {
        return name
      }
    }
    return nil
  }

  /// `__snapshots__/<scene file name without .yaml or .yml>` beside the scene file.
  public static func folder(forScene file: String) -> String {
    let url = URL(fileURLWithPath: file)
    var stem = url.lastPathComponent
    for ext in [".yaml", ".yml"] where stem.lowercased().hasSuffix(ext) {
      stem = String(stem.dropLast(ext.count))
      break
    }
    let directory = (file as NSString).deletingLastPathComponent
    let base = directory.isEmpty ? "__snapshots__" : directory + "/__snapshots__"
    return base + "/" + stem
  }
}

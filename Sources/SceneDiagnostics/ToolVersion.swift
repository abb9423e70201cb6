/// The one place scenec's version is written (help, SARIF driver, manifests).
public enum ToolVersion {
  public static let scenec = "0.1.0"
  public static let sceneFormat = 1
}

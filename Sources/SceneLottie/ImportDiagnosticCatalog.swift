public import SceneDiagnostics

/// What `scenec import` reports, for `scenec explain` (docs/import.md lists them too).
extension LottieImporter {
  public static let diagnosticCatalog: [(description: DiagnosticDescription, severity: Severity)] = [
    (.init(
      id: "json-number-out-of-range", summary: "a JSON number beyond a double",
      explanation: "A number in the Lottie file is too large to be a double (such as 1e999).",
      fix: "Write the number within ±1.8e308."), .error),
    (.init(
      id: "json-syntax", summary: "the Lottie file is not valid JSON",
      explanation: "The importer reads JSON (RFC 8259) and stops at the first character that breaks it; the message says what was expected there.",
      fix: "Fix the JSON at the line and column shown (a missing comma, quote or bracket)."), .error),
    (.init(
      id: "json-too-deep", summary: "JSON nested more than 256 levels",
      explanation: "Objects and arrays nest more deeply than any Lottie file needs; the reader stops, as scene files do.",
      fix: "Flatten the structure."), .error),
    (.init(
      id: "json-too-large", summary: "a JSON file over 64 MiB or 2,000,000 values",
      explanation: "The importer bounds what it reads, as it does for scene files.",
      fix: "Split the animation or remove unused assets."), .error),
    (.init(
      id: "lottie-approximated", summary: "a Lottie feature drawn approximately",
      explanation: "The scene format cannot say this exactly, so it is approximated, for example sampled at every frame; the message names the Lottie layer and the JSON path. `--strict` makes it an error.",
      fix: "Accept the approximation, or change the animation (docs/import.md lists what is exact)."), .warning),
    (.init(
      id: "lottie-schema", summary: "the JSON is not a Lottie animation",
      explanation: "A required key is missing (fr, ip, op, w, h, layers), a value has the wrong type, keyframes are out of order, a precomposition names no asset or layers form a parent cycle.",
      fix: "Export the animation again, or fix the value at the line and column shown."), .error),
    (.init(
      id: "lottie-too-deep", summary: "precompositions nested too deeply or containing themselves",
      explanation: "Precompositions nest more than 16 deep, or one contains itself.",
      fix: "Remove the cycle or flatten the precompositions."), .error),
    (.init(
      id: "lottie-too-large", summary: "a Lottie file beyond the importer's limits",
      explanation: "More than 1,000,000 frames, 100,000 keyframes in one property, or 100,000 layers and shape items.",
      fix: "Shorten or split the animation."), .error),
    (.init(
      id: "lottie-unsupported", summary: "a Lottie feature the scene format cannot express",
      explanation: "The feature is left out (for example text layers, merge paths); the message names the Lottie layer and the JSON path. `--strict` makes it an error.",
      fix: "Remove the feature from the animation, or accept that it is not drawn."), .warning),
  ]
}

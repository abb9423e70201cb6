/// CATextLayer's truncationMode: where an ellipsis replaces what does not fit the width.
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
  case none, start, middle, end
}

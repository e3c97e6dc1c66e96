/// The kind of document a file holds, as guessed from its first bytes.
public enum DocumentFormat: Sendable, Equatable {
  /// An XML property list (`<?xml …?>`, `<plist>` or a bare XML value element).
  case xmlPropertyList
  /// A binary property list (`bplist00`).
  case binaryPropertyList
  /// A JSON document (RFC 8259).
  case json
  /// An old-style OpenStep/NeXTSTEP text property list, which cannot be read.
  case openStepPropertyList
  /// None of the above, including an empty file.
  case unknown
}

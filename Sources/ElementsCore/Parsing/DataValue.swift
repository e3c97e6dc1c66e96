/// A value read from a property list or JSON document, before it is interpreted as element data.
public enum DataValue: Sendable, Equatable {
  /// Text from a plist `<string>`, a binary-plist string or a JSON string.
  case string(String)
  /// A whole number that fits in `Int`.
  case integer(Int)
  /// A floating-point number (plist `<real>`, or a JSON number with a fraction or exponent).
  case real(Double)
  /// A plist `<true/>`/`<false/>` or a JSON `true`/`false`.
  case boolean(Bool)
  /// A date, carried as text and never interpreted: the trimmed contents of an XML `<date>`,
  /// or a binary-plist date rendered as ISO 8601 (`2001-01-01T00:00:00Z`, whole seconds).
  case date(String)
  /// The decoded bytes of a plist `<data>` (base64 in XML) or binary-plist data object.
  case data([UInt8])
  /// An ordered list of values.
  case array([DataValue])
  /// Key/value pairs in document order.
  case dictionary(DataDictionary)
  /// A JSON `null` or a binary-plist null object.
  case null
}

/// One entry of a table colouring: the mark and background its cells get, and its name in the
/// legend.
struct ColorKey: Hashable {
  /// The shape drawn in each cell, so the table reads without colour.
  let mark: String
  /// The SGR background of its cells.
  let background: String?
  /// The legend text: "Solid", "alkali metal", "s-block", "unknown".
  let title: String
  /// The SGR text colour that reads on the background; black (``SGR/black``) when `nil`, as on
  /// the fixed palettes' pastels. A heatmap's dark end has white text.
  var foreground: String? = nil

  /// The codes of a cell or legend mark drawn with this key: background and text colour.
  var codes: [String] { background.map { [$0, foreground ?? SGR.black] } ?? [] }
}

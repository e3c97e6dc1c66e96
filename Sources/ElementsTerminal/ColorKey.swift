/// One entry of a table colouring: the mark and background its cells get, and its name in the
/// legend.
struct ColorKey: Hashable {
  /// The shape drawn in each cell, so the table reads without colour.
  let mark: String
  /// The SGR background of its cells.
  let background: String?
  /// The legend text: "Solid", "alkali metal", "s-block", "unknown".
  let title: String
}

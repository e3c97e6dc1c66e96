/// The characters a box is drawn with: light box drawing in Unicode, `+ - |` in ASCII.
struct BoxCharacters {
  /// ┌
  let topLeft: String
  /// ┐
  let topRight: String
  /// └
  let bottomLeft: String
  /// ┘
  let bottomRight: String
  /// ─
  let horizontal: String
  /// │
  let vertical: String
  /// ├
  let leftTee: String
  /// ┤
  let rightTee: String

  /// The set for the style's character repertoire.
  init(unicode: Bool) {
    if unicode {
      (topLeft, topRight, bottomLeft, bottomRight) = ("┌", "┐", "└", "┘")
      (horizontal, vertical, leftTee, rightTee) = ("─", "│", "├", "┤")
    } else {
      (topLeft, topRight, bottomLeft, bottomRight) = ("+", "+", "+", "+")
      (horizontal, vertical, leftTee, rightTee) = ("-", "|", "+", "+")
    }
  }

  /// A horizontal rule of `width` columns.
  func rule(_ width: Int) -> String {
    TextWidth.repeated(horizontal, count: width)
  }
}

import ElementsCore

/// ANSI Select Graphic Rendition: every colour and emphasis code the renderers use, and the one
/// place that writes escape sequences.
///
/// Colours are from the 256-colour palette. Foregrounds are mid-tone so they read on dark and
/// light backgrounds alike; backgrounds are light pastels always paired with black text.
enum SGR {
  /// Bold.
  static let bold = "1"
  /// Faint, for reflections and unknown values.
  static let dim = "2"
  /// Reverse video, for highlighted cells.
  static let reverse = "7"
  /// Black text, for use on the pastel backgrounds.
  static let black = "38;5;16"

  /// The colour of a state's tile border, symbol and list mark.
  static func foreground(_ state: PhysicalState) -> String {
    switch state {
    case .solid: "38;5;172"  // amber
    case .liquid: "38;5;33"  // blue
    case .gas: "38;5;35"  // green
    case .artificial: "38;5;170"  // orchid
    }
  }

  /// The background of a state's table cells.
  static func background(_ state: PhysicalState) -> String {
    switch state {
    case .solid: "48;5;222"
    case .liquid: "48;5;117"
    case .gas: "48;5;120"
    case .artificial: "48;5;219"
    }
  }

  /// The background of a category's table cells, after the usual periodic-table colours.
  static func background(_ category: ElementCategory) -> String {
    switch category {
    case .alkaliMetal: "48;5;203"
    case .alkalineEarthMetal: "48;5;215"
    case .transitionMetal: "48;5;222"
    case .postTransitionMetal: "48;5;250"
    case .metalloid: "48;5;151"
    case .nonmetal: "48;5;120"
    case .halogen: "48;5;228"
    case .nobleGas: "48;5;117"
    case .lanthanide: "48;5;218"
    case .actinide: "48;5;177"
    }
  }

  /// A category's colour as a foreground, for points in a plot: its background colour.
  static func foreground(_ category: ElementCategory) -> String {
    "38" + background(category).dropFirst(2)
  }

  /// The background of a block's table cells.
  static func background(_ block: Block) -> String {
    switch block {
    case .s: "48;5;210"
    case .p: "48;5;221"
    case .d: "48;5;117"
    case .f: "48;5;156"
    }
  }

  /// Text drawn with the codes and reset after, or the text alone when colour is off.
  ///
  /// Empty text stays empty, so no escape sequence is ever written around nothing.
  /// - Parameters:
  ///   - text: Plain text that contains no line break.
  ///   - codes: SGR parameters such as ``bold`` or ``foreground(_:)``.
  ///   - enabled: Whether colour is on.
  static func paint(_ text: String, _ codes: [String], enabled: Bool) -> String {
    guard enabled, !codes.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[" + codes.joined(separator: ";") + "m" + text + "\u{1B}[0m"
  }

  /// The text without its SGR sequences (`ESC [ ... m`): what it reads as with colour off.
  /// - Parameter text: Text painted by ``paint(_:_:enabled:)``, with no other escape sequence.
  /// - Returns: The text between the sequences.
  static func stripped(_ text: String) -> String {
    let source = Array(text.utf8)
    guard source.contains(0x1B) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.count)
    var inSequence = false
    for byte in source {
      if inSequence {
        if byte == UInt8(ascii: "m") { inSequence = false }
      } else if byte == 0x1B {
        inSequence = true
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

import ElementsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour of text or of its background: an entry of the xterm 256-colour palette (the first
/// 16 being the terminal's standard colours) or a 24-bit colour.
///
/// The palettes the views share (states, categories, blocks) are named here, so that a renderer
/// says what it colours and the encoders decide how: SGR codes for a terminal, `#rrggbb` for SVG.
public enum TextColor: Sendable, Hashable, ExpressibleByIntegerLiteral {
  /// An index into the xterm 256-colour palette; 0-15 are the 16 standard colours.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// A palette colour written as its index, e.g. `TextStyle(foreground: 172)`.
  /// - Parameter value: The palette index.
  public init(integerLiteral value: UInt8) { self = .palette(value) }

  /// Black, for text on the pastel backgrounds.
  static let black: TextColor = 16

  /// The colour of a state's tile border, symbol and list mark: mid-tones that read on dark and
  /// light backgrounds alike.
  static func state(_ state: PhysicalState) -> TextColor {
    switch state {
    case .solid: 172  // amber
    case .liquid: 33  // blue
    case .gas: 35  // green
    case .artificial: 170  // orchid
    }
  }

  /// The background of a state's table cells: a light pastel, always paired with black text.
  static func stateBackground(_ state: PhysicalState) -> TextColor {
    switch state {
    case .solid: 222
    case .liquid: 117
    case .gas: 120
    case .artificial: 219
    }
  }

  /// The colour of a category's table cells (and its points in a plot), after the usual
  /// periodic-table colours.
  static func category(_ category: ElementCategory) -> TextColor {
    switch category {
    case .alkaliMetal: 203
    case .alkalineEarthMetal: 215
    case .transitionMetal: 222
    case .postTransitionMetal: 250
    case .metalloid: 151
    case .nonmetal: 120
    case .halogen: 228
    case .nobleGas: 117
    case .lanthanide: 218
    case .actinide: 177
    }
  }

  /// The colour of a block's table cells.
  static func block(_ block: Block) -> TextColor {
    switch block {
    case .s: 210
    case .p: 221
    case .d: 117
    case .f: 156
    }
  }

  /// The colour of a mastery level's table cells: light grey for not yet studied, then red,
  /// orange, yellow and green as more is known.
  static func mastery(_ level: QuizMastery.Level) -> TextColor {
    switch level {
    case .notStudied: 253
    case .weak: 210
    case .learning: 216
    case .good: 229
    case .mastered: 120
    }
  }

  /// The colour's red, green and blue components, as xterm draws its palette.
  public var components: (red: UInt8, green: UInt8, blue: UInt8) {
    switch self {
    case .rgb(let red, let green, let blue): return (red, green, blue)
    case .palette(let index) where index < 16:
      let standard: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
      ]
      return standard[Int(index)]
    case .palette(let index) where index < 232:
      let cube = Int(index) - 16
      let level = { (step: Int) -> UInt8 in step == 0 ? 0 : UInt8(55 + step * 40) }
      return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    case .palette(let index):
      let gray = UInt8(8 + (Int(index) - 232) * 10)
      return (gray, gray, gray)
    }
  }

  /// The colour as CSS and SVG write it, e.g. `#d78700`.
  public var hex: String {
    let (red, green, blue) = components
    let digits = String(Int(red) << 16 | Int(green) << 8 | Int(blue), radix: 16)
    return "#" + TextWidth.repeated("0", count: 6 - digits.count) + digits
  }
}

extension TextColor {
  /// The colour as text on a white page reads it: kept when it stands out from white by at
  /// least 4.5 to 1 (WCAG's contrast for text), else darkened, its hue kept, until it does.
  /// A terminal's light colours (sky blue, pale yellow) are chosen for a dark background.
  public var readableOnWhite: TextColor {
    let (red, green, blue) = components
    func contrast(_ bytes: [UInt8]) -> Double {
      let linear = bytes.map { Double($0) / 255 }.map {
        $0 <= 0.040_45 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4)
      }
      let luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
      return 1.05 / (luminance + 0.05)
    }
    var bytes = [red, green, blue]
    guard contrast(bytes) < 4.5 else { return self }
    var scale = 1.0
    while contrast(bytes) < 4.5 {
      scale *= 0.95
      bytes = [red, green, blue].map { UInt8((Double($0) * scale).rounded()) }
    }
    return .rgb(red: bytes[0], green: bytes[1], blue: bytes[2])
  }
}

// Transitional: SGR parameter strings as typed styles, while renderers move to TextStyle.
extension TextStyle {
  func adding(codes: [String]) -> TextStyle {
    var style = self
    for code in codes { style.apply(parameters: Substring(code)) }
    return style
  }

  mutating func apply(parameters: Substring) {
    var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }[...]
    while let number = numbers.popFirst() {
      switch number {
      case 0: self = .plain
      case 1: bold = true
      case 2: dim = true
      case 4: underline = true
      case 7: reverse = true
      case 22: (bold, dim) = (false, false)
      case 24: underline = false
      case 27: reverse = false
      case 39: foreground = nil
      case 49: background = nil
      case 30...37: foreground = .palette(UInt8(number - 30))
      case 40...47: background = .palette(UInt8(number - 40))
      case 90...97: foreground = .palette(UInt8(number - 90 + 8))
      case 100...107: background = .palette(UInt8(number - 100 + 8))
      case 38, 48:
        let color: TextColor?
        switch numbers.popFirst() {
        case 5?: color = numbers.popFirst().flatMap { UInt8(exactly: $0) }.map(TextColor.palette)
        case 2?:
          let parts = (0..<3).map { _ in numbers.popFirst().flatMap { UInt8(exactly: $0) } }
          if let red = parts[0], let green = parts[1], let blue = parts[2] {
            color = .rgb(red: red, green: green, blue: blue)
          } else {
            color = nil
          }
        default: continue
        }
        if number == 38 { foreground = color } else { background = color }
      default: break
      }
    }
  }
}

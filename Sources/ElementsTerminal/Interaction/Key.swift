/// A key the browser understands, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter or Return.
  case enter
  /// Esc, on its own (not the start of an escape sequence).
  case escape
  /// Backspace or Delete (DEL, 0x7F, or Ctrl-H).
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Ctrl-C: quit, as q does.
  case interrupt
  /// Ctrl-L: draw the whole screen again.
  case redraw
  /// Ctrl-U: clear the line being typed.
  case clearLine
  /// A printable character.
  case character(Character)
  /// A mouse report (SGR mode 1006): a click, a release, a drag or the wheel.
  case mouse(MouseEvent)
}

/// What the mouse did, and where: screen cells counted from 0.
public struct MouseEvent: Sendable, Hashable {
  /// What happened.
  public enum Action: Sendable, Hashable {
    /// A button went down: 0 left, 1 middle, 2 right.
    case press(button: Int)
    /// A button came up.
    case release
    /// The mouse moved with a button down.
    case drag
    /// The wheel turned up, away from the user.
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  /// What happened.
  public var action: Action
  /// The screen row, from 0.
  public var row: Int
  /// The screen column, from 0.
  public var column: Int

  /// Makes a mouse event.
  /// - Parameters:
  ///   - action: What happened.
  ///   - row: The screen row, from 0.
  ///   - column: The screen column, from 0.
  public init(_ action: Action, row: Int, column: Int) {
    self.action = action
    self.row = row
    self.column = column
  }

  /// Decodes an SGR report's parameters, `<b;x;y`, and its final byte (`M` press, `m`
  /// release); `nil` when they are not one.
  static func sgr(_ parameters: String, final: UInt8) -> MouseEvent? {
    guard parameters.first == "<" else { return nil }
    let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let code = numbers[0]
    let action: Action
    if code & 64 != 0 {
      switch code & 3 {
      case 0: action = .wheelUp
      case 1: action = .wheelDown
      default: return nil  // sideways wheels
      }
    } else if final == UInt8(ascii: "m") {
      action = .release
    } else if code & 32 != 0 {
      action = .drag
    } else {
      action = .press(button: code & 3)
    }
    return MouseEvent(action, row: numbers[2] - 1, column: numbers[1] - 1)
  }
}

/// Decodes terminal input into keys. Pure: the driver hands it whatever `read()` returned,
/// which may hold several keys at once (tmux and pasted text do that).
public enum KeyDecoder {
  /// Decodes a buffer of input bytes.
  /// - Parameter bytes: Bytes read from the terminal in raw mode.
  /// - Returns: The keys, in order; unknown escape sequences are skipped whole.
  public static func keys(in bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = escapeSequence(bytes, at: index)
        if let key { keys.append(key) }
        index += length
        continue
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x09: keys.append(.tab)
      case 0x03: keys.append(.interrupt)
      case 0x0C: keys.append(.redraw)
      case 0x15: keys.append(.clearLine)
      case 0x0E: keys.append(.down)  // Ctrl-N
      case 0x10: keys.append(.up)  // Ctrl-P
      case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
      case 0xC0...0xF7:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(bytes.count, index + length)
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        if let character = text.first, text.count == 1, character != "\u{FFFD}" {
          keys.append(.character(character))
        }
        index = end
        continue
      default: break
      }
      index += 1
    }
    return keys
  }

  /// Decodes a buffer of input bytes that may end in the middle of an escape sequence (a read
  /// can split a mouse report): those last bytes are not decoded but handed back, to be put
  /// before the next read's.
  /// - Parameter bytes: Bytes read from the terminal in raw mode, after any held back before.
  /// - Returns: The keys, and the bytes of an escape sequence not yet complete (`ESC [` or
  ///   `ESC O` and parameters, without the final byte); empty when there is none.
  public static func keysHoldingIncomplete(in bytes: [UInt8]) -> (keys: [Key], rest: [UInt8]) {
    guard let escape = bytes.lastIndex(of: 0x1B), escape + 1 < bytes.count,
      bytes[escape + 1] == UInt8(ascii: "[") || bytes[escape + 1] == UInt8(ascii: "O"),
      bytes[(escape + 2)...].allSatisfy({ (0x30...0x3F).contains($0) }),
      bytes.count - escape <= 32
    else { return (keys(in: bytes), []) }
    return (keys(in: Array(bytes[..<escape])), Array(bytes[escape...]))
  }

  /// Decodes the escape sequence starting at `start`; returns the key and its byte length.
  private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key?, Int) {
    guard start + 1 < bytes.count else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)  // Esc followed by an ordinary key: Esc, then that key.
    }
    // CSI: parameters (digits and ';') then one final byte in 0x40...0x7E.
    var end = start + 2
    while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return (.escape, 1) }
    let final = bytes[end]
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let length = end - start + 1
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    case UInt8(ascii: "H"): return (.home, length)
    case UInt8(ascii: "F"): return (.end, length)
    case UInt8(ascii: "Z"): return (.backTab, length)
    case UInt8(ascii: "M"), UInt8(ascii: "m"):
      return (MouseEvent.sgr(parameters, final: final).map(Key.mouse), length)
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first ?? "" {
      case "1", "7": return (.home, length)
      case "4", "8": return (.end, length)
      case "5": return (.pageUp, length)
      case "6": return (.pageDown, length)
      case "3": return (.backspace, length)  // Delete
      default: return (nil, length)
      }
    default: return (nil, length)
    }
  }
}

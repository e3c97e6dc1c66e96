extension TerminalEncoder {
  /// The control sequences of the full-screen programs (the browser and the quiz): the screen,
  /// the cursor, scrolling and mouse reports. `ScreenBuffer` and the terminal driver write
  /// these, and no other escape sequence.
  public enum Control {
    /// Switches to the alternate screen and hides the cursor. A `StaticString`, so that it can
    /// be written from a signal handler.
    public static var enterFullScreen: StaticString { "\u{1B}[?1049h\u{1B}[?25l" }

    /// Resets the style, shows the cursor and leaves the alternate screen. A `StaticString`,
    /// so that it can be written from a signal handler.
    public static var leaveFullScreen: StaticString { "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l" }

    /// Asks for mouse reports: presses, drags and releases, in SGR form.
    public static var mouseReportsOn: StaticString { "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }

    /// Stops the mouse reports that ``mouseReportsOn`` asked for.
    public static var mouseReportsOff: StaticString { "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }

    /// Resets the style, puts the cursor home and clears the screen.
    static let clearScreen = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// Resets the style, then selects `style`: what a cell written after another style needs.
    /// - Parameter style: The style.
    /// - Returns: The sequences.
    static func select(_ style: TextStyle) -> String {
      resetStyle + sgr(style)
    }

    /// Moves the cursor to a place on the screen.
    /// - Parameters:
    ///   - row: The row, from 0.
    ///   - column: The column, from 0.
    /// - Returns: The sequence.
    static func moveTo(row: Int, column: Int) -> String {
      "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// Moves the cursor forward on its row.
    /// - Parameter columns: How many columns, at least 1.
    /// - Returns: The sequence; the count is left out for one column.
    static func forward(_ columns: Int) -> String {
      columns > 1 ? "\u{1B}[\(columns)C" : "\u{1B}[C"
    }

    /// Moves the cursor down a row, in the same column.
    static let down = "\u{1B}[B"

    /// Moves the cursor down a row and back a column.
    static let downAndBack = "\u{1B}[B\u{8}"

    /// Scrolls the rows `top...bottom` (from 0) by `shift` lines: sets the margins, then line
    /// feeds on the bottom margin (up, for a positive shift) or reverse indexes on the top one
    /// (down), then resets the margins. The blank lines come in with the default colours.
    /// - Parameters:
    ///   - rows: The rows that scroll.
    ///   - shift: Lines up (positive) or down (negative).
    /// - Returns: The sequences.
    static func scroll(_ rows: ClosedRange<Int>, by shift: Int) -> String {
      let top = rows.lowerBound + 1
      let bottom = rows.upperBound + 1
      let move =
        shift > 0
        ? "\u{1B}[\(bottom);1H" + String(repeating: "\n", count: shift)
        : "\u{1B}[\(top);1H" + String(repeating: "\u{1B}M", count: -shift)
      return resetStyle + "\u{1B}[\(top);\(bottom)r" + move + "\u{1B}[r"
    }
  }
}

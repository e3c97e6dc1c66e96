/// A full-screen program the terminal driver runs (the browser, the quiz): a state that takes
/// keys and sizes and draws frames of styled lines. The driver owns the terminal; the program
/// owns what is shown.
protocol ScreenProgram {
  /// Whether the program has ended: the driver gives the terminal back.
  var isFinished: Bool { get }
  /// The screen's size, as last reported.
  var size: ScreenSize { get }
  /// The rows the terminal may scroll when a frame moved up or down, or `nil`.
  var scrollRegion: ClosedRange<Int>? { get }
  /// How long the driver may sleep waiting for input, in milliseconds; -1 for as long as it
  /// takes.
  var pollTimeout: Int32 { get }

  /// Keys, in the order they came.
  /// - Parameter keys: The keys of one read.
  /// - Returns: Whether the whole screen must be drawn again (Ctrl-L).
  mutating func press(_ keys: [Key]) -> Bool

  /// The terminal has a new size, or the program is back from Ctrl-Z.
  /// - Parameter size: The size now.
  mutating func resize(_ size: ScreenSize)

  /// Called before each frame: looks at work running outside the program.
  mutating func poll()

  /// The frame to show.
  /// - Parameter style: Colour and character set, at the screen's width.
  /// - Returns: One line a row, from the top.
  func lines(style: TerminalStyle) -> [StyledLine]
}

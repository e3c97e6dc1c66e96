extension TerminalStyle {
  /// Text from data, made fit to show: control characters escaped (``Sanitizer``), and in
  /// ASCII mode, folded to ASCII.
  func display(_ text: String) -> String {
    let safe = Sanitizer.terminalText(text)
    return unicode ? safe : ASCIIFolding.fold(safe)
  }
}

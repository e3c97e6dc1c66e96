import ElementsTerminal
import Testing

/// Colour and character-set decisions, sanitising, and measuring text.
@Suite struct TerminalStyleTests {
  /// `--color auto` follows NO_COLOR, then CLICOLOR_FORCE, then whether output is a terminal
  /// whose TERM is not "dumb".
  @Test(
    arguments: [
      (ColorMode.never, [:], true, false),
      (.always, ["NO_COLOR": "1"], false, true),
      (.auto, [:], true, true),
      (.auto, [:], false, false),
      (.auto, ["NO_COLOR": "1"], true, false),
      (.auto, ["NO_COLOR": ""], true, true),
      (.auto, ["CLICOLOR_FORCE": "1"], false, true),
      (.auto, ["CLICOLOR_FORCE": "0"], true, true),
      (.auto, ["CLICOLOR_FORCE": "0"], false, false),
      (.auto, ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], true, false),
      (.auto, ["TERM": "dumb"], true, false),
      (.auto, ["TERM": "dumb", "CLICOLOR_FORCE": "1"], false, true),
      (.auto, ["TERM": "xterm-256color"], true, true),
    ] as [(ColorMode, [String: String], Bool, Bool)])
  func colorMode(mode: ColorMode, environment: [String: String], terminal: Bool, expected: Bool) {
    #expect(mode.isEnabled(environment: environment, outputIsTerminal: terminal) == expected)
  }

  /// The first of LC_ALL, LC_CTYPE and LANG that is set and non-empty decides; unset is "C".
  @Test(
    arguments: [
      ([:], false),
      (["LANG": "en_US.UTF-8"], true),
      (["LANG": "C.utf8"], true),
      (["LANG": "en_US.Utf-8"], true),
      (["LANG": "en_US.ISO-8859-1"], false),
      (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
      (["LC_ALL": "", "LC_CTYPE": "de_DE.UTF-8"], true),
      (["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"], false),
      (["LC_ALL": "fr_FR.UTF-8", "LANG": "C"], true),
    ] as [([String: String], Bool)])
  func localeDetection(environment: [String: String], expected: Bool) {
    #expect(TerminalStyle.localeIsUTF8(environment: environment) == expected)
  }

  @Test func plainStyle() {
    #expect(TerminalStyle.plain == TerminalStyle(color: false, unicode: true, width: 80))
  }

  /// ESC, BEL, newline, DEL and C1 controls become visible; everything else is untouched.
  @Test func sanitizer() {
    #expect(
      Sanitizer.terminalText("a\u{1B}[31mb\u{07}c\u{7F}d\u{9B}e\nf\u{0}")
        == #"a\x1B[31mb\x07c\x7Fd\x9Be\x0Af\x00"#)
    #expect(Sanitizer.terminalText("Ørsted, 日本, é, \u{A0}") == "Ørsted, 日本, é, \u{A0}")
    #expect(Sanitizer.terminalText("\u{85}") == #"\x85"#)
  }

  @Test func textWidth() {
    #expect(TextWidth.of("") == 0)
    #expect(TextWidth.of("Fe") == 2)
    #expect(TextWidth.of("日本") == 4)
    #expect(TextWidth.of("ｆｅ") == 4)
    #expect(TextWidth.of("e\u{301}") == 1)
    #expect(TextWidth.of("👍") == 2)
    #expect(TextWidth.of("👨‍👩‍👧") == 2)
    #expect(TextWidth.of("—●◒") == 3)
    #expect(TextWidth.of("a\u{200B}b") == 2)
  }

  @Test func truncation() {
    #expect(TextWidth.truncate("Iron", to: 4, unicode: true) == "Iron")
    #expect(TextWidth.truncate("Praseodymium", to: 8, unicode: true) == "Praseod…")
    #expect(TextWidth.truncate("Praseodymium", to: 8, unicode: false) == "Prase...")
    #expect(TextWidth.truncate("日本語", to: 5, unicode: true) == "日本…")
    #expect(TextWidth.truncate("日本語", to: 4, unicode: true) == "日…")
    #expect(TextWidth.truncate("Iron", to: 2, unicode: false) == "..")
    #expect(TextWidth.truncate("Iron", to: 0, unicode: true) == "")
  }
}

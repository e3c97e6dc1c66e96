import Testing

@testable import ElementsTerminal

/// `StyledLine.Builder` makes the line that appending the same pieces to a `StyledLine` one by
/// one makes: runs joined while the style stays, empty pieces ignored, scalars and spaces as
/// their text.
@Suite struct StyledLineBuilderTests {
  /// A piece of a line: text, a scalar or spaces, in a style.
  enum Piece {
    case text(String, TextStyle)
    case scalar(Unicode.Scalar, TextStyle)
    case spaces(Int, TextStyle)
  }

  static let styles: [TextStyle] = [.plain, .bold, .dim, .cell(117), .foreground(196), .reverse]
  static let texts = ["", "a", "Fe", "é", "e\u{301}", "⠁⠂", "中", " ", "  x  ", "▲"]
  static let scalars: [Unicode.Scalar] = ["#", "▀", "┼", "é", "中"]

  /// Lines of up to 40 pieces drawn by a seeded generator, and the edge cases: nothing, only
  /// empty pieces, spaces of zero or fewer.
  static let cases: [[Piece]] = {
    var generator = SplitMix(seed: 7)
    var cases: [[Piece]] = [
      [], [.text("", .bold)], [.spaces(0, .bold), .spaces(-3, .plain)],
      [.text("a", .plain), .text("", .bold), .text("b", .plain)],
    ]
    for _ in 0..<300 {
      let count = Int(generator.next() % 41)
      cases.append(
        (0..<count).map { _ in
          let style = styles[Int(generator.next() % UInt64(styles.count))]
          switch generator.next() % 3 {
          case 0: return .text(texts[Int(generator.next() % UInt64(texts.count))], style)
          case 1: return .scalar(scalars[Int(generator.next() % UInt64(scalars.count))], style)
          default: return .spaces(Int(generator.next() % 5) - 1, style)
          }
        })
    }
    return cases
  }()

  @Test func buildsWhatAppendingBuilds() {
    for pieces in Self.cases {
      var built = StyledLine.Builder()
      Self.add(pieces, to: &built)
      var appended = StyledLine()
      for piece in pieces {
        switch piece {
        case .text(let text, let style): appended.append(text, style)
        case .scalar(let scalar, let style): appended.append(String(scalar), style)
        case .spaces(let count, let style):
          appended.append(String(repeating: " ", count: max(0, count)), style)
        }
      }
      #expect(built.line == appended)
    }
  }

  /// Finishing a line trims it as `trimmed(keepingVisibleSpaces:)` trims the line made, and
  /// leaves the builder empty for the next line.
  @Test(arguments: [false, true])
  func finishesTheTrimmedLine(keepingVisibleSpaces: Bool) {
    var reused = StyledLine.Builder()
    for pieces in Self.cases {
      var built = StyledLine.Builder()
      Self.add(pieces, to: &built)
      Self.add(pieces, to: &reused)
      let expected = built.line.trimmed(keepingVisibleSpaces: keepingVisibleSpaces)
      #expect(built.finish(keepingVisibleSpaces: keepingVisibleSpaces) == expected)
      #expect(built.line == StyledLine())
      #expect(reused.finish(keepingVisibleSpaces: keepingVisibleSpaces) == expected)
    }
  }

  /// Adds the pieces to a builder.
  static func add(_ pieces: [Piece], to builder: inout StyledLine.Builder) {
    for piece in pieces {
      switch piece {
      case .text(let text, let style): builder.append(text, style)
      case .scalar(let scalar, let style): builder.append(scalar, style)
      case .spaces(let count, let style): builder.appendSpaces(count, style)
      }
    }
  }

  /// The line so far can be read while more is added.
  @Test func readsTheLineSoFar() {
    var built = StyledLine.Builder()
    built.append("a", .bold)
    #expect(built.line == StyledLine("a", .bold))
    built.append("b", .bold)
    built.append("c")
    #expect(built.line == StyledLine([StyledRun("ab", .bold), StyledRun("c")]))
  }

  /// Text cut to fit, with its whole text, is a run of its own: neither what comes before
  /// nor what comes after in the same style joins it, on the builder or on the line.
  @Test func cutTextIsARunOfItsOwn() {
    var built = StyledLine.Builder()
    built.append("a", .bold)
    built.append("Phosphor…", .bold, fullText: "Phosphorus")
    built.append("b", .bold)
    built.append("Iron", .bold, fullText: nil)
    let expected = StyledLine([
      StyledRun("a", .bold), StyledRun("Phosphor…", .bold, fullText: "Phosphorus"),
      StyledRun("bIron", .bold),
    ])
    #expect(built.finish() == expected)
    var appended = StyledLine([StyledRun("Phosphor…", .bold, fullText: "Phosphorus")])
    appended.append(" ", .bold)
    #expect(appended.runs.count == 2)
  }

  /// A small seeded generator (SplitMix64), so the cases are the same on every run.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }
}

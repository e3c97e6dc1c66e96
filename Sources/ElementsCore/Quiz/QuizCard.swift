/// One question of a quiz: a kind of question about one element, with its answer.
public struct QuizCard: Sendable, Hashable {
  /// What the card asks.
  public var kind: QuizKind
  /// The element asked about.
  public var element: AtomicElement
  /// The expected answer as the data writes it, e.g. "Iron".
  public var answer: String

  /// Makes the card of a kind for an element, if the data has what the card asks.
  /// - Parameters:
  ///   - kind: What to ask.
  ///   - element: The element.
  /// - Returns: The card, or `nil` when the element lacks the property (no group for a
  ///   lanthanide, no configuration in the data). A ``QuizKind/position`` card's answer is the
  ///   place in words ("period 4, group 8"); it is answered on the table, with
  ///   ``verdict(at:in:)``.
  public init?(_ kind: QuizKind, for element: AtomicElement) {
    self.kind = kind
    self.element = element
    switch kind {
    case .name, .element: answer = element.name
    case .symbol: answer = element.symbol
    case .number: answer = String(element.atomicNumber)
    case .group:
      guard let group = element.group else { return nil }
      answer = String(group)
    case .period:
      guard let period = element.period else { return nil }
      answer = String(period)
    case .block:
      guard let block = element.block else { return nil }
      answer = block.rawValue
    case .category:
      guard let category = element.category else { return nil }
      answer = category.title
    case .configuration:
      guard let text = element.electronConfiguration,
        let configuration = ElectronConfiguration(parsing: text)
      else { return nil }
      answer = configuration.nobleGasText
    case .position: answer = Self.place(element)
    }
  }

  /// The question, e.g. "Which element has the symbol Fe?".
  public var question: String {
    func label() -> String { "\(element.name) (\(element.symbol))" }
    switch kind {
    case .name: return "Which element has the symbol \(element.symbol)?"
    case .symbol: return "What is the symbol of \(element.name)?"
    case .number: return "What is the atomic number of \(label())?"
    case .element: return "Which element has atomic number \(element.atomicNumber)?"
    case .group: return "Which group is \(label()) in?"
    case .period: return "Which period is \(label()) in?"
    case .block: return "Which block is \(label()) in (s, p, d or f)?"
    case .category: return "Which category is \(label()) in?"
    case .configuration: return "What is the noble-gas configuration of \(label())?"
    case .position: return "Where is \(label()) on the table?"
    }
  }

  /// Where an element is, in words: "period 4, group 8", or for a cell of the f-block rows
  /// (which start in the grid's fourth column and have no group) "period 6, f-block, 3rd cell".
  /// - Parameter element: The element.
  /// - Returns: The place.
  public static func place(_ element: AtomicElement) -> String {
    let period = element.period.map { "period \($0)" } ?? "row \(element.position.row)"
    if let group = element.group { return period + ", group \(group)" }
    let column = element.position.column - 3
    guard column >= 1 else { return period + ", column \(element.position.column)" }
    let suffix =
      (11...13).contains(column % 100)
      ? "th" : [1: "st", 2: "nd", 3: "rd"][column % 10] ?? "th"
    return period + ", f-block, \(column)\(suffix) cell"
  }

  /// Judges a cell chosen on the table, for a ``QuizKind/position`` card.
  /// - Parameters:
  ///   - position: The cell chosen.
  ///   - table: The table, for the element in that cell.
  /// - Returns: Right when it is the element's cell; otherwise wrong, naming the element in
  ///   the cell chosen.
  public func verdict(at position: GridPosition, in table: PeriodicTable) -> QuizVerdict {
    position == element.position ? .right : .wrong(other: table.element(at: position))
  }

  /// Judges an answer.
  ///
  /// Case and surrounding spaces never matter. A name may be any spelling the lookup of
  /// `show` takes (Aluminum, Caesium, Sulphur); where the question asks for the element
  /// (``QuizKind/element``), its symbol is right too. A name card takes no symbol and a symbol
  /// card no name, since the question shows them. A configuration is right when it describes
  /// the same sub-shells, in noble-gas notation or in full, with counts in ASCII or superscript
  /// digits ("[Ar] 3d⁶ 4s²", "[Ar]3d⁶4s²", "[Ar]3d6 4s2"). Nothing is guessed: "Irn" is wrong.
  /// - Parameters:
  ///   - reply: The user's words.
  ///   - table: The table, for the names of elements.
  /// - Returns: The verdict.
  public func verdict(for reply: String, in table: PeriodicTable) -> QuizVerdict {
    let text = String(reply.trimmingWhitespace)
    let key = text.lowercased()
    guard !key.isEmpty else { return .wrong(other: nil) }
    let named = Int(key) == nil ? table.element(matching: key) : nil
    func other() -> QuizVerdict { .wrong(other: named.flatMap { $0 == element ? nil : $0 }) }
    switch kind {
    case .name:
      let isSymbol = key == element.symbol.lowercased()
      return named == element && !isSymbol ? .right : other()
    case .symbol:
      return key == element.symbol.lowercased() ? .right : other()
    case .element:
      return named == element ? .right : other()
    case .number, .group, .period:
      return Int(key) == Int(answer) ? .right : .wrong(other: nil)
    case .block:
      let letter = key.hasSuffix("-block") ? String(key.dropLast(6)) : key
      return letter == answer ? .right : .wrong(other: nil)
    case .category:
      func letters(_ text: String) -> String { text.filter { $0.isLetter } }
      return letters(key) == letters(answer) ? .right : .wrong(other: nil)
    case .configuration:
      guard let expected = ElectronConfiguration(parsing: answer),
        let given = ElectronConfiguration(parsing: Self.configurationSpelling(key))
      else { return .wrong(other: nil) }
      return given == expected ? .right : .wrong(other: nil)
    case .position:
      return .wrong(other: nil)  // answered on the table, with verdict(at:in:)
    }
  }

  /// A lower-cased configuration as the parser reads it: the noble gas in brackets with a
  /// capital and a space after it ("[ar]3d6" is "[Ar] 3d6"), superscript counts as ASCII
  /// digits with a space after them ("3d⁶4s²" is "3d6 4s2"), and any white space as a space.
  private static func configurationSpelling(_ key: String) -> String {
    var text = ""
    var raised = false
    for scalar in key.unicodeScalars {
      if let digit = ScriptDigits.superscriptDigit(scalar) {
        text += String(digit)
        raised = true
        continue
      }
      if raised { text += " " }
      raised = false
      if scalar.properties.isWhitespace {
        text += " "
      } else {
        text.unicodeScalars.append(scalar)
        if scalar == "]" { text += " " }
      }
    }
    guard text.first == "[", let second = text.dropFirst().first else { return text }
    return "[" + second.uppercased() + String(text.dropFirst(2))
  }
}

/// Whether an answer was right.
public enum QuizVerdict: Sendable, Hashable {
  /// The answer is right.
  case right
  /// The answer is wrong; `other` is the element the answer names instead, if it names one.
  case wrong(other: AtomicElement?)

  /// Whether the answer was right.
  public var isRight: Bool { self == .right }
}

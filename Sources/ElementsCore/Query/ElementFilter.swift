/// A `--where` expression: comparisons on fields of the catalogue joined by `and`, `or`, `not`
/// and parentheses, e.g. `category="noble gas" or group=1`, `block=d and density>10`.
///
/// Rules:
/// - A comparison is a property (a JSON field name, in any case), an operator (`=`, `==`, `!=`,
///   `<`, `<=`, `>`, `>=`) and a value: a number, a word, or a quoted string (`"..."` or
///   `'...'`, a backslash escaping the quote or itself).
/// - Numeric properties compare numerically; the value must be a number, or a word the
///   property holds instead of one (`discoveryYear=Ancient`), which comes before every number
///   (`discoveryYear<1700` holds for the elements known since antiquity). Text properties
///   compare with `=` and `!=` only, ignoring case. Yes-or-no properties (`radioactive`) take
///   `true` or `false` (`yes`, `no`). For a list property (`oxidationStates`, `alternateNames`)
///   `=` means "the list holds the value" and `!=` "it does not".
/// - An element without a value for a property matches no comparison on it, `!=` included:
///   `density!=5` lists the elements whose density is known and not 5; `not density=5` also
///   lists those whose density is unknown.
/// - `not` binds tighter than `and`, which binds tighter than `or`. Keywords ignore case.
/// - At most ``lengthLimit`` bytes and ``nestingLimit`` levels of parentheses and `not`.
public struct ElementFilter: Sendable {
  /// The longest expression read, in UTF-8 bytes.
  public static let lengthLimit = 1000
  /// The deepest nesting of parentheses and `not`.
  public static let nestingLimit = 32

  /// The expression as given.
  public let expression: String
  private let root: Node

  /// Reads an expression.
  /// - Parameter expression: The user's text.
  /// - Throws: ``ElementFilterError`` naming the problem and its place.
  public init(parsing expression: String) throws(ElementFilterError) {
    self.expression = expression
    var parser = try FilterParser(expression)
    root = try parser.parseWhole()
  }

  /// Whether an element matches.
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details (``PeriodicTable/details(of:)``).
  /// - Returns: Whether the expression holds for it.
  public func matches(_ element: AtomicElement, details: ElementDetails) -> Bool {
    root.matches(element, details)
  }

  /// The table's elements that match, by atomic number. Details are made only when the
  /// expression reads a field kept in them.
  /// - Parameter table: The table.
  /// - Returns: The matching elements.
  public func elements(in table: PeriodicTable) -> [AtomicElement] {
    guard root.readsDetails else {
      // One empty set of details serves every element, passed rather than copied.
      let none = ElementDetails()
      return table.elementsByNumber.filter { root.matches($0, none) }
    }
    return table.elementsByNumber.filter { root.matches($0, table.details(of: $0)) }
  }
}

/// A comparison operator.
enum FilterOperator: Sendable {
  case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

  var isOrdering: Bool {
    switch self {
    case .equal, .notEqual: false
    default: true
    }
  }

  func holds(_ lhs: Double, _ rhs: Double) -> Bool {
    switch self {
    case .equal: lhs == rhs
    case .notEqual: lhs != rhs
    case .less: lhs < rhs
    case .lessOrEqual: lhs <= rhs
    case .greater: lhs > rhs
    case .greaterOrEqual: lhs >= rhs
    }
  }
}

/// A parsed expression.
indirect enum Node: Sendable {
  case comparison(ElementField, FilterOperator, Literal)
  case not(Node)
  case and(Node, Node)
  case or(Node, Node)

  /// A comparison's value.
  enum Literal: Sendable {
    case number(Double)
    case text(String)
    /// A word a numeric field holds instead of a number (`Ancient`), lowercased.
    case word(String)
    case bool(Bool)
  }

  var readsDetails: Bool {
    switch self {
    case .comparison(let field, _, _): !field.isElementField
    case .not(let node): node.readsDetails
    case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.readsDetails || rhs.readsDetails
    }
  }

  func matches(_ element: AtomicElement, _ details: ElementDetails) -> Bool {
    switch self {
    case .not(let node): !node.matches(element, details)
    case .and(let lhs, let rhs): lhs.matches(element, details) && rhs.matches(element, details)
    case .or(let lhs, let rhs): lhs.matches(element, details) || rhs.matches(element, details)
    case .comparison(let field, let op, let literal):
      Node.compare(field.value(of: element, details: details), op, literal)
    }
  }

  private static func compare(
    _ value: ElementField.Value?, _ op: FilterOperator, _ literal: Literal
  )
    -> Bool
  {
    guard let value else { return false }
    switch (value, literal) {
    case (.bool(let flag), .bool(let wanted)):
      return op == .equal ? flag == wanted : flag != wanted
    case (.text(let text), .text(let wanted)):
      return (text.lowercased() == wanted) == (op == .equal)
    case (.texts(let texts), .text(let wanted)):
      guard !texts.isEmpty else { return false }
      return texts.contains { $0.lowercased() == wanted } == (op == .equal)
    case (.integers(let numbers), .number(let wanted)):
      guard !numbers.isEmpty else { return false }
      return numbers.contains { Double($0) == wanted } == (op == .equal)
    case (.numbers(let numbers), .number(let wanted)):
      guard !numbers.isEmpty else { return false }
      return numbers.contains(wanted) == (op == .equal)
    case (.radii(let radii), .number(let wanted)):
      guard !radii.isEmpty else { return false }
      return radii.contains { $0.ionicRadius == wanted } == (op == .equal)
    case (.text, .number(let wanted)):
      // A word of a numeric field comes before every number.
      return op.holds(-.infinity, wanted)
    case (_, .number(let wanted)):
      guard let number = value.number else { return false }
      return op.holds(number, wanted)
    case (_, .word(let wanted)):
      // A number comes after the word; another word is only unequal to it.
      if value.number != nil { return op.holds(1, 0) }
      guard case .text(let text) = value else { return false }
      return text.lowercased() == wanted ? op.holds(0, 0) : op == .notEqual
    default:
      return false
    }
  }
}

/// Reads an expression by recursive descent over its UTF-8 bytes.
private struct FilterParser {
  enum TokenKind: Equatable {
    case word, string
    case op(FilterOperator)
    case open, close, end
  }

  struct Token {
    var kind: TokenKind
    var text: String
    var offset: Int
    var length: Int
  }

  let expression: String
  let bytes: [UInt8]
  var tokens: [Token] = []
  var index = 0
  var depth = 0

  init(_ expression: String) throws(ElementFilterError) {
    self.expression = expression
    bytes = Array(expression.utf8)
    guard bytes.count <= ElementFilter.lengthLimit else {
      throw ElementFilterError(
        problem: "the expression is \(bytes.count) bytes long; the limit is "
          + "\(ElementFilter.lengthLimit)",
        expression: expression, offset: nil)
    }
    try tokenize()
    guard tokens.count > 1 else {
      throw ElementFilterError(
        problem: "the expression is empty", expression: expression, offset: nil)
    }
  }

  private func error(_ problem: String, at token: Token, hint: String = "") -> ElementFilterError {
    ElementFilterError(
      problem: problem, expression: expression, offset: token.offset, length: token.length,
      hint: hint)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
      UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      false
    default: true
    }
  }

  private mutating func tokenize() throws(ElementFilterError) {
    var position = 0
    while position < bytes.count {
      let byte = bytes[position]
      let start = position
      if Self.isSpace(byte) {
        position += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "("):
        tokens.append(Token(kind: .open, text: "(", offset: start, length: 1))
        position += 1
      case UInt8(ascii: ")"):
        tokens.append(Token(kind: .close, text: ")", offset: start, length: 1))
        position += 1
      case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
        let withEqual = next == UInt8(ascii: "=")
        let op: FilterOperator
        switch byte {
        case UInt8(ascii: "="): op = .equal
        case UInt8(ascii: "<"): op = withEqual ? .lessOrEqual : .less
        case UInt8(ascii: ">"): op = withEqual ? .greaterOrEqual : .greater
        default:
          guard withEqual else {
            throw ElementFilterError(
              problem: "'!' must be followed by '=' (use 'not' to negate)",
              expression: expression, offset: start)
          }
          op = .notEqual
        }
        position += withEqual ? 2 : 1
        tokens.append(
          Token(kind: .op(op), text: text(start, position), offset: start, length: position - start)
        )
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        var value: [UInt8] = []
        position += 1
        var closed = false
        while position < bytes.count {
          let current = bytes[position]
          if current == byte {
            closed = true
            position += 1
            break
          }
          if current == UInt8(ascii: "\\"), position + 1 < bytes.count,
            bytes[position + 1] == byte || bytes[position + 1] == UInt8(ascii: "\\")
          {
            position += 1
          }
          value.append(bytes[position])
          position += 1
        }
        guard closed else {
          throw ElementFilterError(
            problem: "unclosed quote", expression: expression, offset: start)
        }
        tokens.append(
          Token(
            kind: .string, text: String(decoding: value, as: UTF8.self), offset: start,
            length: position - start))
      default:
        while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
        tokens.append(
          Token(kind: .word, text: text(start, position), offset: start, length: position - start))
      }
    }
    tokens.append(Token(kind: .end, text: "", offset: bytes.count, length: 1))
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private var current: Token { tokens[index] }

  private func isKeyword(_ token: Token, _ keyword: String) -> Bool {
    token.kind == .word && token.text.lowercased() == keyword
  }

  mutating func parseWhole() throws(ElementFilterError) -> Node {
    let node = try parseOr()
    switch current.kind {
    case .end: return node
    case .close: throw error("unexpected ')'", at: current)
    default:
      throw error(
        "expected 'and', 'or' or the end, found " + current.text.quotedForMessage(), at: current)
    }
  }

  private mutating func parseOr() throws(ElementFilterError) -> Node {
    var node = try parseAnd()
    while isKeyword(current, "or") {
      index += 1
      node = .or(node, try parseAnd())
    }
    return node
  }

  private mutating func parseAnd() throws(ElementFilterError) -> Node {
    var node = try parseUnary()
    while isKeyword(current, "and") {
      index += 1
      node = .and(node, try parseUnary())
    }
    return node
  }

  private mutating func enter(_ token: Token) throws(ElementFilterError) {
    depth += 1
    guard depth <= ElementFilter.nestingLimit else {
      throw error(
        "nested more than \(ElementFilter.nestingLimit) deep (parentheses and 'not')", at: token)
    }
  }

  private mutating func parseUnary() throws(ElementFilterError) -> Node {
    let token = current
    if isKeyword(token, "not") {
      try enter(token)
      index += 1
      let node = Node.not(try parseUnary())
      depth -= 1
      return node
    }
    if token.kind == .open {
      try enter(token)
      index += 1
      let node = try parseOr()
      guard current.kind == .close else {
        if current.kind == .end { throw error("unclosed '('", at: token) }
        throw error(
          "expected ')', 'and' or 'or', found " + current.text.quotedForMessage(), at: current)
      }
      index += 1
      depth -= 1
      return node
    }
    return try parseComparison()
  }

  private mutating func parseComparison() throws(ElementFilterError) -> Node {
    let name = current
    guard name.kind == .word, !isKeyword(name, "and"), !isKeyword(name, "or") else {
      let found = name.kind == .end ? "the end" : name.text.quotedForMessage()
      throw error("expected a property name, found " + found, at: name)
    }
    guard let field = ElementField.lookUp(name.text, in: ElementField.all) else {
      let suggestion = Spelling.suggestions(for: name.text, among: ElementField.all.map { $0.key })
        .first
      throw error(
        "unknown property " + name.text.quotedForMessage()
          + (suggestion.map { " (did you mean \($0)?)" } ?? ""), at: name,
        hint: "properties: " + ElementField.all.map { $0.key }.joined(separator: ", "))
    }
    index += 1
    let opToken = current
    guard case .op(let op) = opToken.kind else {
      let found = opToken.kind == .end ? "the end" : opToken.text.quotedForMessage()
      throw error(
        "expected =, !=, <, <=, > or >= after \(field.key.quotedForMessage()), found " + found,
        at: opToken)
    }
    index += 1
    let valueToken = current
    guard valueToken.kind == .word || valueToken.kind == .string else {
      let found = valueToken.kind == .end ? "the end" : valueToken.text.quotedForMessage()
      throw error(
        "expected a value after \(opToken.text.quotedForMessage()), found " + found, at: valueToken)
    }
    if op.isOrdering, field.kind != .number {
      let what =
        switch field.kind {
        case .boolean: "true or false"
        case .texts, .numbers: "a list (= and != test whether it holds a value)"
        default: "text"
        }
      throw error(
        "\(opToken.text.quotedForMessage()) compares numbers, and \(field.key.quotedForMessage()) is \(what); use = or !=",
        at: opToken)
    }
    index += 1
    let literal: Node.Literal
    switch field.kind {
    case .number
    where field.wordsBeforeNumbers.contains { $0.lowercased() == valueToken.text.lowercased() }:
      literal = .word(valueToken.text.lowercased())
    case .number, .numbers:
      guard let number = Double(decimal: valueToken.text) else {
        throw error(
          "\(field.key.quotedForMessage()) is a number; " + valueToken.text.quotedForMessage()
            + " is not",
          at: valueToken)
      }
      literal = .number(number)
    case .boolean:
      switch valueToken.text.lowercased() {
      case "true", "yes": literal = .bool(true)
      case "false", "no": literal = .bool(false)
      default:
        throw error(
          "\(field.key.quotedForMessage()) is true or false; " + valueToken.text.quotedForMessage()
            + " is neither", at: valueToken)
      }
    case .text, .texts:
      literal = .text(valueToken.text.lowercased())
    }
    return .comparison(field, op, literal)
  }
}

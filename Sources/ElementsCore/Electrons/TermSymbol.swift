/// A number that is a whole number or half of an odd one, such as J = 3/2.
public struct HalfInteger: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Twice the value.
  public let twice: Int

  /// Makes the number from twice its value.
  /// - Parameter twice: Twice the value (3 for 3/2).
  public init(twice: Int) { self.twice = twice }

  /// Reads "4" or "3/2".
  /// - Parameter text: A whole number or an odd number over 2, at most 3 digits.
  /// - Returns: `nil` for other text.
  public init?(_ text: Substring) {
    if text.hasSuffix("/2") {
      let top = text.dropLast(2)
      guard (1...3).contains(top.count), top.allSatisfy(\.isASCII), let value = Int(top),
        value % 2 == 1
      else { return nil }
      twice = value
    } else {
      guard (1...3).contains(text.count), text.allSatisfy(\.isASCII), let value = Int(text),
        value >= 0
      else { return nil }
      twice = 2 * value
    }
  }

  /// "4" or "3/2".
  public var description: String { twice % 2 == 0 ? "\(twice / 2)" : "\(twice)/2" }

  /// Order by value.
  public static func < (a: HalfInteger, b: HalfInteger) -> Bool { a.twice < b.twice }
}

/// The term symbol of an atom's level, such as iron's ground level ⁵D₄ or nitrogen's ⁴S°₃/₂:
/// in LS (Russell–Saunders) coupling the multiplicity 2S + 1, the total orbital angular
/// momentum L as a letter, ° for odd parity, and J; in jj coupling the two j values in
/// parentheses, as NIST writes lead's (1/2,1/2)₀.
public struct TermSymbol: Sendable, Hashable, CustomStringConvertible {
  /// How the angular momenta couple.
  public enum Coupling: Sendable, Hashable {
    /// LS coupling: the multiplicity 2S + 1 and L.
    case ls(multiplicity: Int, orbital: Int)
    /// jj coupling: the j values of the two coupled parts.
    case jj(HalfInteger, HalfInteger)
  }

  /// The coupling and its quantum numbers.
  public var coupling: Coupling
  /// Whether the parity is odd (written °).
  public var isOdd: Bool
  /// The total angular momentum J.
  public var j: HalfInteger

  /// The letters of L = 0, 1, 2, …: S P D F G H I K L M N O Q R T U V (J is skipped).
  static let letters: [Character] = Array("SPDFGHIKLMNOQRTUV")

  /// Makes a term symbol.
  /// - Parameters:
  ///   - coupling: The coupling and its quantum numbers.
  ///   - isOdd: Whether the parity is odd.
  ///   - j: J.
  public init(coupling: Coupling, isOdd: Bool, j: HalfInteger) {
    self.coupling = coupling
    self.isOdd = isOdd
    self.j = j
  }

  /// Reads the data's ASCII form: "5D4", "4S*3/2" (an asterisk for odd parity, as NIST writes
  /// it), "(1/2,1/2)0".
  /// - Parameter text: The term symbol.
  /// - Returns: `nil` for other text.
  public init?(ascii text: String) {
    guard text.utf8.count <= 24 else { return nil }
    var rest = Substring(text)
    if rest.first == "(" {
      guard let close = rest.firstIndex(of: ")") else { return nil }
      let inside = rest[rest.index(after: rest.startIndex)..<close].split(
        separator: ",", omittingEmptySubsequences: false)
      guard inside.count == 2, let a = HalfInteger(inside[0]), let b = HalfInteger(inside[1])
      else { return nil }
      coupling = .jj(a, b)
      rest = rest[rest.index(after: close)...]
    } else {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard (1...2).contains(digits.count), let multiplicity = Int(digits), multiplicity >= 1,
        let letter = rest.dropFirst(digits.count).first,
        let orbital = TermSymbol.letters.firstIndex(of: letter)
      else { return nil }
      coupling = .ls(multiplicity: multiplicity, orbital: orbital)
      rest = rest.dropFirst(digits.count + 1)
    }
    isOdd = rest.first == "*"
    if isOdd { rest = rest.dropFirst() }
    guard let j = HalfInteger(rest) else { return nil }
    self.j = j
  }

  /// The data's ASCII form: "5D4", "4S*3/2", "(1/2,1/2)0".
  public var ascii: String { parts(parity: "*", j: \.description) }

  /// The printed form: ⁵D₄, ⁴S°₃/₂, (1/2,1/2)₀.
  public var description: String {
    parts(parity: "°") { ScriptDigits.lowered($0.description) }
  }

  /// The multiplicity's digits in superscript, for ``description``.
  private func parts(parity: String, j render: (HalfInteger) -> String) -> String {
    let head: String
    switch coupling {
    case .ls(let multiplicity, let orbital):
      let raised =
        parity == "°"
        ? ScriptDigits.raised("\(multiplicity)") : "\(multiplicity)"
      head = raised + String(TermSymbol.letters[orbital])
    case .jj(let a, let b):
      head = "(\(a),\(b))"
    }
    return head + (isOdd ? parity : "") + render(j)
  }

  /// For LS terms, the unpaired electrons the multiplicity implies (2S).
  public var spinUnpaired: Int? {
    guard case .ls(let multiplicity, _) = coupling else { return nil }
    return multiplicity - 1
  }

  /// The ground term Hund's rules give a configuration with at most one partly filled
  /// sub-shell: the highest S, then the highest L, then J = |L − S| for a sub-shell less than
  /// half full and L + S for one more than half full.
  /// - Parameter configuration: A configuration.
  /// - Returns: The term, ¹S₀ for closed shells, or `nil` when two or more sub-shells are
  ///   partly filled (their coupling is not fixed by Hund's rules) or there are no electrons.
  public static func hund(_ configuration: ElectronConfiguration) -> TermSymbol? {
    let open = configuration.openSubshells
    guard configuration.electronCount > 0, open.count <= 1 else { return nil }
    guard let shell = open.first else {
      return TermSymbol(
        coupling: .ls(multiplicity: 1, orbital: 0), isOdd: false, j: .init(twice: 0))
    }
    let l = shell.subshell.l
    let orbitals = shell.subshell.orbitals
    let k = shell.electrons
    // Spin-up electrons take m_l = l, l-1, …; the rest pair up from m_l = l again.
    let up = min(k, orbitals)
    let down = k - up
    func sum(_ count: Int) -> Int { (0..<count).reduce(0) { $0 + (l - $1) } }
    let orbital = abs(sum(up) + sum(down))
    let twiceS = up - down
    let twiceJ = k <= orbitals ? abs(2 * orbital - twiceS) : 2 * orbital + twiceS
    return TermSymbol(
      coupling: .ls(multiplicity: twiceS + 1, orbital: orbital), isOdd: (k * l) % 2 == 1,
      j: HalfInteger(twice: twiceJ))
  }
}

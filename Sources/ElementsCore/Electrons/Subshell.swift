/// One sub-shell of an atom: the orbitals with the same principal quantum number n and
/// orbital angular momentum l, such as 3d (n = 3, l = 2).
public struct Subshell: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The principal quantum number, from 1.
  public let n: Int
  /// The orbital angular momentum quantum number: 0 (s), 1 (p), 2 (d), 3 (f) or 4 (g).
  public let l: Int

  /// The letters of l = 0 to 4.
  static let letters: [Character] = ["s", "p", "d", "f", "g"]

  /// Makes a sub-shell.
  /// - Parameters:
  ///   - n: The principal quantum number, 1 to 9.
  ///   - l: The orbital quantum number, 0 to 4 and less than `n`.
  /// - Returns: `nil` for numbers no sub-shell has.
  public init?(n: Int, l: Int) {
    guard (1...9).contains(n), (0...4).contains(l), l < n else { return nil }
    self.n = n
    self.l = l
  }

  /// Reads a sub-shell's name, such as "3d".
  /// - Parameter name: A digit then one of s, p, d, f, g.
  /// - Returns: `nil` for any other text.
  public init?(name: Substring) {
    self.init(name: name.utf8)
  }

  /// Reads a sub-shell's name from its UTF-8 bytes, as ``init(name:)`` reads it.
  /// - Parameter name: A digit 1 to 9 then one of s, p, d, f, g.
  /// - Returns: `nil` for any other bytes.
  init?(name: some Collection<UInt8>) {
    guard name.count == 2, let digit = name.first, let letter = name.dropFirst().first,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit),
      let l = Subshell.letters.firstIndex(of: Character(Unicode.Scalar(letter)))
    else { return nil }
    self.init(n: Int(digit - UInt8(ascii: "0")), l: l)
  }

  /// The letter of l: s, p, d, f or g.
  public var letter: Character { Subshell.letters[l] }

  /// The name, such as "3d".
  public var description: String { "\(n)\(letter)" }

  /// The orbitals (boxes): 2l + 1.
  public var orbitals: Int { 2 * l + 1 }

  /// The electrons it holds when full: 2(2l + 1).
  public var capacity: Int { 2 * orbitals }

  /// Shell order: by n, then l.
  public static func < (a: Subshell, b: Subshell) -> Bool { (a.n, a.l) < (b.n, b.l) }

  /// Whether `a` fills before `b` in the Aufbau (Madelung) order: lower n + l first, and for
  /// equal n + l, lower n first.
  public static func fillsBefore(_ a: Subshell, _ b: Subshell) -> Bool {
    (a.n + a.l, a.n) < (b.n + b.l, b.n)
  }

  /// The sub-shells in the Aufbau (Madelung) order, 1s 2s 2p 3s 3p 4s 3d 4p …, up to 8s (room
  /// for 168 electrons).
  public static let madelungOrder: [Subshell] = {
    var all: [Subshell] = []
    for n in 1...8 {
      for l in 0..<min(n, 5) { all.append(Subshell(n: n, l: l)!) }
    }
    return all.filter { $0.n + $0.l <= 8 }.sorted(by: fillsBefore)
  }()
}

/// What kind of value a field of the catalogue holds, for comparing and sorting.
public enum ElementFieldKind: Sendable, Hashable {
  /// One number (``ElementField/isNumeric``).
  case number
  /// One text, e.g. a category or a CAS number.
  case text
  /// Yes or no.
  case boolean
  /// A list of texts, e.g. alternate names.
  case texts
  /// A list of numbers, e.g. oxidation states or electron shells.
  case numbers
}

/// A property named on the command line that is not in the field catalogue, or not of the kind
/// wanted.
public struct ElementFieldError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, one line: it quotes the user's word and lists the choices.
  public let message: String

  /// Makes an error with its message.
  /// - Parameter message: The message.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension ElementField {
  /// The kind of value the field holds.
  public var kind: ElementFieldKind {
    if isNumeric { return .number }
    switch self {
    case .radioactive, .knownSinceAntiquity, .electronAffinityUnbound: return .boolean
    case .alternateNames: return .texts
    case .electronShells, .ionizationEnergies, .commonOxidationStates, .oxidationStates,
      .naturalIsotopes, .shannonRadii:
      return .numbers
    default: return .text
    }
  }

  /// The fields that hold one number each: those `--sort`, `--color-by` and `plot` can use
  /// on a scale.
  public static let numeric: [ElementField] = all.filter { $0.isNumeric }

  /// The message for a property name that is not one of the choices: it quotes the word, says
  /// which choice is closest, and lists them all.
  ///
  /// `unknown property 'densty' (did you mean density?); choose from: number, ...`, or, for a
  /// field that exists but is not a choice, `'name' is not a numeric property; choose from: ...`.
  /// - Parameters:
  ///   - name: What the user typed.
  ///   - choices: The fields that would have been accepted.
  ///   - kindName: What the choices are, for a known field that is not one: "numeric".
  /// - Returns: One line.
  public static func unknownPropertyMessage(
    _ name: String, choices: [ElementField] = all, kindName: String = "numeric"
  ) -> String {
    let keys = choices.map { $0.key }
    let list = "; choose from: " + keys.joined(separator: ", ")
    let shown = name.quotedForMessage()
    if let field = lookUp(name, in: all), !keys.contains(field.key) {
      return shown + " is not a " + kindName + " property" + list
    }
    let suggestion = Spelling.suggestions(for: name, among: keys).first
    return "unknown property " + shown + (suggestion.map { " (did you mean \($0)?)" } ?? "")
      + list
  }

  /// The field a user names, in any case ("meltingpoint" finds "meltingPoint").
  /// - Parameters:
  ///   - name: What the user typed.
  ///   - choices: The fields accepted, e.g. ``numeric``.
  ///   - kindName: What the choices are, for the message (see
  ///     ``unknownPropertyMessage(_:choices:kindName:)``).
  /// - Returns: The field.
  /// - Throws: ``ElementFieldError`` whose message lists the choices.
  public static func resolve(
    _ name: String, among choices: [ElementField] = all, kindName: String = "numeric"
  ) throws(ElementFieldError) -> ElementField {
    if let field = lookUp(String(name.trimmingWhitespace), in: choices) { return field }
    throw ElementFieldError(
      message: unknownPropertyMessage(name, choices: choices, kindName: kindName))
  }

  /// The fields of a `--fields` list: names separated by commas, spaces around them ignored,
  /// in the order given.
  /// - Parameter text: E.g. "symbol,name,density".
  /// - Returns: The fields, at least one.
  /// - Throws: ``ElementFieldError`` for an empty list or name, a name given twice, or an
  ///   unknown name (with the choices).
  public static func list(parsing text: String) throws(ElementFieldError) -> [ElementField] {
    var fields: [ElementField] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part.trimmingWhitespace)
      guard !name.isEmpty else {
        throw ElementFieldError(
          message: "empty property name in " + text.quotedForMessage()
            + "; separate names with one comma")
      }
      let field = try resolve(name)
      guard !fields.contains(where: { $0.key == field.key }) else {
        throw ElementFieldError(message: "property \(field.key.quotedForMessage()) is listed twice")
      }
      fields.append(field)
    }
    return fields
  }

  /// The field by exact name, else by name in any case.
  static func lookUp(_ name: String, in fields: [ElementField]) -> ElementField? {
    if let field = fields.first(where: { $0.key == name }) { return field }
    let lowered = name.lowercased()
    return fields.first { $0.key.lowercased() == lowered }
  }
}

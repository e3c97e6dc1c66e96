/// The keys of one ion's ground state in the property-list schema.
enum IonKey: Int, EntryKeys {
  case charge, configuration, groundLevel

  var name: String {
    switch self {
    case .charge: "charge"
    case .configuration: "configuration"
    case .groundLevel: "groundLevel"
    }
  }

  static let names = allCases.map { $0.name }
  static let labelKeys: [Self] = []
  static let requiredKeys: [Self] = [.charge, .configuration]
}

extension EntryReader {
  /// A term symbol in the data's ASCII form ("5D4", "4S*3/2", "(1/2,1/2)0").
  func termSymbol(_ key: Key) throws(ElementsDataError) -> TermSymbol? {
    guard let text = try text(key, limit: 24) else { return nil }
    guard let term = TermSymbol(ascii: text) else {
      throw invalid(key, .string(text), expected: "a term symbol like \"5D4\" or \"4S*3/2\"")
    }
    return term
  }

  /// An electron configuration like "[Ar] 3d6 4s2", holding `electrons` electrons.
  func configuration(_ key: Key, electrons: Int?) throws(ElementsDataError)
    -> ElectronConfiguration?
  {
    guard let text = try text(key, limit: 120) else { return nil }
    guard let configuration = ElectronConfiguration(parsing: text) else {
      throw invalid(key, .string(text), expected: "a configuration like \"[Ar] 3d6 4s2\"")
    }
    if let electrons, configuration.electronCount != electrons {
      throw invalid(
        key, .string(text),
        expected:
          "a configuration of \(electrons) electrons (it has \(configuration.electronCount))")
    }
    return configuration
  }

  /// The ground states of an element's positive ions: a list of dictionaries with `charge`
  /// (1 to Z − 1, each once), `configuration` (of Z − charge electrons) and optionally
  /// `groundLevel`. Errors name the key as `ions[3].configuration`.
  func ions(_ key: Key, atomicNumber: Int) throws(ElementsDataError) -> [IonGroundState] {
    guard let value = value(key) else { return [] }
    let limit = max(atomicNumber - 1, 0)
    var charges: Set<Int> = []
    return try records(key, value, limit: limit, expected: "a list of at most \(limit) ions") {
      (reader: EntryReader<IonKey>) throws(ElementsDataError) in
      let charge = try reader.required(.charge) { (key) throws(ElementsDataError) in
        try reader.integer(key, in: 1...max(atomicNumber - 1, 1))
      }
      guard charges.insert(charge).inserted else {
        throw reader.invalid(.charge, .integer(charge), expected: "a charge not listed before")
      }
      let configuration = try reader.required(.configuration) { (key) throws(ElementsDataError) in
        try reader.configuration(key, electrons: atomicNumber - charge)
      }
      return IonGroundState(
        charge: charge, configuration: configuration, level: try reader.termSymbol(.groundLevel))
    }
  }
}

import ElementsCore

/// One value of an element's record for scripts, before it is written as JSON or CSV.
enum Field: Hashable {
  /// Unknown: JSON `null`, an empty CSV field.
  case null
  /// A boolean.
  case bool(Bool)
  /// A whole number.
  case integer(Int)
  /// A decimal number, as valid JSON number text.
  case number(String)
  /// A string from data, not yet escaped.
  case string(String)
  /// A list of strings.
  case strings([String])
  /// A list of whole numbers.
  case integers([Int])

  /// A decimal, or ``null`` for NaN and infinities, which JSON cannot hold.
  static func decimal(_ value: Double?) -> Field {
    guard let value, value.isFinite else { return .null }
    return .number(value.description)
  }

  /// An element's record: the keys scripts see, in order, with their values.
  static func record(_ element: AtomicElement) -> [(key: String, value: Field)] {
    let weight: Field
    let weightKind: Field
    switch element.atomicWeight {
    case .standard(let text)?:
      weight = JSONNumber.isValid(text) ? .number(text) : decimal(Double(text))
      weightKind = .string("standard")
    case .massNumber(let number)?:
      weight = .integer(number)
      weightKind = .string("mass number")
    case nil:
      weight = .null
      weightKind = .null
    }
    var year = Field.null
    if case .year(let value)? = element.discovery { year = .integer(value) }
    return [
      ("number", .integer(element.atomicNumber)),
      ("symbol", .string(element.symbol)),
      ("name", .string(element.name)),
      ("alternateNames", .strings(element.alternateNames)),
      ("atomicWeight", weight),
      ("atomicWeightKind", weightKind),
      ("state", .string(element.state.title)),
      ("category", element.category.map { .string($0.title) } ?? .null),
      ("block", element.block.map { .string($0.rawValue) } ?? .null),
      ("group", element.group.map(Field.integer) ?? .null),
      ("period", element.period.map(Field.integer) ?? .null),
      ("row", .integer(element.position.row)),
      ("column", .integer(element.position.column)),
      ("radioactive", element.isRadioactive.map(Field.bool) ?? .null),
      ("discoveryYear", year),
      ("knownSinceAntiquity", .bool(element.discovery == .antiquity)),
      ("discoveredBy", element.discoveredBy.map(Field.string) ?? .null),
      ("electronConfiguration", element.electronConfiguration.map(Field.string) ?? .null),
      ("electronShells", .integers(element.electronShells)),
      ("meltingPoint", decimal(element.meltingPoint)),
      ("boilingPoint", decimal(element.boilingPoint)),
      ("density", decimal(element.density)),
      ("electronegativity", decimal(element.electronegativity)),
      ("wikipedia", element.wikipediaURL.map(Field.string) ?? .null),
    ]
  }

  /// The keys of ``record(_:)``, in order: the CSV header.
  static let keys: [String] = [
    "number", "symbol", "name", "alternateNames", "atomicWeight", "atomicWeightKind", "state",
    "category", "block", "group", "period", "row", "column", "radioactive", "discoveryYear",
    "knownSinceAntiquity", "discoveredBy", "electronConfiguration", "electronShells",
    "meltingPoint", "boilingPoint", "density", "electronegativity", "wikipedia",
  ]
}

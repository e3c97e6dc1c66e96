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
  /// A list of decimal numbers, as valid JSON number texts.
  case numbers([String])
  /// A list of objects, each a list of members: decay modes, Shannon radii.
  case objects([[FieldMember]])

  /// A decimal, or ``null`` for NaN and infinities, which JSON cannot hold.
  static func decimal(_ value: Double?) -> Field {
    guard let value, value.isFinite else { return .null }
    return .number(value.description)
  }

  /// A value of the field catalogue as a field; a published decimal text is kept as written.
  static func catalogued(_ value: FieldValue?) -> Field {
    switch value {
    case nil: .null
    case .bool(let flag)?: .bool(flag)
    case .integer(let number)?: .integer(number)
    case .number(let number)?: decimal(number)
    case .decimal(let text)?: JSONNumber.isValid(text) ? .number(text) : decimal(Double(text))
    case .text(let text)?: .string(text)
    case .texts(let texts)?: .strings(texts)
    case .integers(let numbers)?: .integers(numbers)
    case .numbers(let numbers)?: .numbers(numbers.filter { $0.isFinite }.map { $0.description })
    case .radii(let radii)?: .objects(radii.map(shannonRadius))
    }
  }

  /// A Shannon radius as an object: "charge", "coordination", "spin" (`null` where Shannon
  /// gives none), "ionicRadius" and "crystalRadius" (pm).
  static func shannonRadius(_ radius: ShannonRadius) -> [FieldMember] {
    [
      FieldMember(key: "charge", value: .integer(radius.charge)),
      FieldMember(key: "coordination", value: .string(radius.coordination)),
      FieldMember(key: "spin", value: radius.spin.map(Field.string) ?? .null),
      FieldMember(key: "ionicRadius", value: decimal(radius.ionicRadius)),
      FieldMember(key: "crystalRadius", value: decimal(radius.crystalRadius)),
    ]
  }

  /// A decay mode as an object: "mode" (NUBASE's code), "intensity" (percent, `null` when not
  /// measured), "relation" (`=`, `~`, `<`, `>`, or `?` when the intensity is unknown) and
  /// "estimated".
  static func decayMode(_ mode: DecayMode) -> [FieldMember] {
    [
      FieldMember(key: "mode", value: .string(mode.mode)),
      FieldMember(key: "intensity", value: decimal(mode.intensity)),
      FieldMember(key: "relation", value: .string(mode.relation.rawValue)),
      FieldMember(key: "estimated", value: .bool(mode.isEstimated)),
    ]
  }

  /// An element's full record, every field of `ElementField.all` in order: the 24 of
  /// ``record(_:)`` and then the details.
  static func fullRecord(
    _ element: AtomicElement, details: ElementDetails, fields: [ElementField] = ElementField.all
  ) -> [(key: String, value: Field)] {
    fields.map { ($0.key, catalogued($0.value(of: element, details: details))) }
  }

  /// An element's record: the keys scripts see, in order, with their values.
  static func record(_ element: AtomicElement) -> [(key: String, value: Field)] {
    var record: [(key: String, value: Field)] = []
    record.reserveCapacity(keys.count)
    forEachValue(of: element) { index, value in record.append((keys[index], value)) }
    return record
  }

  /// Calls `body` with each value of the element's record, in the order of ``keys``, with the
  /// value's position in ``keys``; for writers that need no array of the record.
  static func forEachValue(of element: AtomicElement, _ body: (Int, Field) -> Void) {
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
    // A year, or "Ancient" for elements known since antiquity (as every view shows them).
    var year = Field.null
    switch element.discovery {
    case .year(let value)?: year = .integer(value)
    case .antiquity?: year = .string("Ancient")
    case nil: break
    }
    body(0, .integer(element.atomicNumber))
    body(1, .string(element.symbol))
    body(2, .string(element.name))
    body(3, .strings(element.alternateNames))
    body(4, weight)
    body(5, weightKind)
    body(6, .string(element.state.title))
    body(7, element.category.map { .string($0.title) } ?? .null)
    body(8, element.block.map { .string($0.rawValue) } ?? .null)
    body(9, element.group.map(Field.integer) ?? .null)
    body(10, element.period.map(Field.integer) ?? .null)
    body(11, .integer(element.position.row))
    body(12, .integer(element.position.column))
    body(13, element.isRadioactive.map(Field.bool) ?? .null)
    body(14, year)
    body(15, .bool(element.discovery == .antiquity))
    body(16, element.discoveredBy.map(Field.string) ?? .null)
    body(17, element.electronConfiguration.map(Field.string) ?? .null)
    body(18, .integers(element.electronShells))
    body(19, decimal(element.meltingPoint))
    body(20, decimal(element.boilingPoint))
    body(21, decimal(element.density))
    body(22, decimal(element.electronegativity))
    body(23, element.wikipediaURL.map(Field.string) ?? .null)
  }

  /// The keys of ``record(_:)``, in order: the CSV header. ``forEachValue(of:_:)`` numbers its
  /// values by their position here.
  static let keys: [String] = [
    "number", "symbol", "name", "alternateNames", "atomicWeight", "atomicWeightKind", "state",
    "category", "block", "group", "period", "row", "column", "radioactive", "discoveryYear",
    "knownSinceAntiquity", "discoveredBy", "electronConfiguration", "electronShells",
    "meltingPoint", "boilingPoint", "density", "electronegativity", "wikipedia",
  ]
}

/// One member of an object in a list (``Field/objects(_:)``).
struct FieldMember: Hashable {
  /// The member's name.
  let key: String
  /// Its value.
  let value: Field
}

import ElementsCore

/// One value of an element's record for scripts, ready to be written as JSON or CSV: numbers
/// as valid JSON number text, unknown as ``null``. (The field catalogue reads an
/// ``ElementField/Value``; this is how a record carries it.)
enum RecordValue: Hashable {
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
  case objects([[RecordMember]])

  /// A decimal, or ``null`` for NaN and infinities, which JSON cannot hold.
  static func decimal(_ value: Double?) -> RecordValue {
    guard let value, value.isFinite else { return .null }
    return .number(value.description)
  }

  /// A value of the field catalogue as a record value; a published decimal text is kept as written.
  static func catalogued(_ value: ElementField.Value?) -> RecordValue {
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
  static func shannonRadius(_ radius: ShannonRadius) -> [RecordMember] {
    [
      RecordMember(key: "charge", value: .integer(radius.charge)),
      RecordMember(key: "coordination", value: .string(radius.coordination)),
      RecordMember(key: "spin", value: radius.spin.map(RecordValue.string) ?? .null),
      RecordMember(key: "ionicRadius", value: decimal(radius.ionicRadius)),
      RecordMember(key: "crystalRadius", value: decimal(radius.crystalRadius)),
    ]
  }

  /// A decay mode as an object: "mode" (NUBASE's code), "intensity" (percent, `null` when not
  /// measured), "relation" (`=`, `~`, `<`, `>`, or `?` when the intensity is unknown),
  /// "estimated" and "isomerFeeding" (the percentage of the mode's decays that leave the
  /// daughter in its isomer, `null` for none).
  static func decayMode(_ mode: DecayMode) -> [RecordMember] {
    [
      RecordMember(key: "mode", value: .string(mode.mode)),
      RecordMember(key: "intensity", value: decimal(mode.intensity)),
      RecordMember(key: "relation", value: .string(mode.relation.rawValue)),
      RecordMember(key: "estimated", value: .bool(mode.isEstimated)),
      RecordMember(key: "isomerFeeding", value: decimal(mode.isomerFeeding)),
    ]
  }

  /// An element's full record, every field of `ElementField.all` in order: the 24 of
  /// ``record(_:)`` and then the details.
  static func fullRecord(
    _ element: AtomicElement, details: ElementDetails, fields: [ElementField] = ElementField.all
  ) -> [(key: String, value: RecordValue)] {
    fields.map { ($0.key, catalogued($0.value(of: element, details: details))) }
  }

  /// An element's record: the keys scripts see, in order, with their values (the fields of
  /// ``ElementField/record``, which need no details).
  static func record(_ element: AtomicElement) -> [(key: String, value: RecordValue)] {
    fullRecord(element, details: ElementDetails(), fields: ElementField.record)
  }

  /// The keys of ``record(_:)``, in order: the CSV header.
  static let keys: [String] = ElementField.record.map { $0.key }
}

/// One member of an object in a list (``RecordValue/objects(_:)``).
struct RecordMember: Hashable {
  /// The member's name.
  let key: String
  /// Its value.
  let value: RecordValue
}

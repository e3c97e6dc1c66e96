/// How the entries of a data document turn into elements. Two schemas are understood: Apple's
/// property-list schema (TheElements' keys and ours beside them) and the JSON schema of the
/// Periodic-Table-JSON dataset.
enum ElementSchema {
  case propertyList
  case periodicTableJSON

  /// Reads every entry of the document.
  /// - Returns: The elements in file order, and warnings about oddities.
  func elements(in root: DataValue, file: String) throws(ElementsDataError)
    -> (elements: [AtomicElement], warnings: [DataWarning])
  {
    let entries = try Self.entries(of: root, file: file, allowsWrapper: self == .periodicTableJSON)
    var elements: [AtomicElement] = []
    elements.reserveCapacity(entries.count)
    var unknownKeys: [(key: String, count: Int, first: EntryReference)] = []
    // The unknown keys of the entry before, as positions in `unknownKeys`.
    var previousUnknown: [Int] = []
    var previous: EntryReader?
    for (offset, entry) in entries.enumerated() {
      let reference = EntryReference(file: file, index: offset + 1)
      guard case .dictionary(let dictionary) = entry else {
        throw .entryNotADictionary(reference, found: entry.summary)
      }
      let hasSameKeys = previous?.dictionary.hasSameKeys(as: dictionary) ?? false
      let reader = EntryReader(
        dictionary, file: file, index: offset + 1, labelKeys: ["name", "symbol"],
        sameKeys: hasSameKeys ? previous : nil)
      switch self {
      case .propertyList:
        elements.append(try Self.propertyListElement(reader))
        // An entry with the same keys as the one before has the same unknown keys.
        if hasSameKeys {
          for seen in previousUnknown { unknownKeys[seen].count += 1 }
          break
        }
        previousUnknown = []
        for (key, _) in dictionary.entries
        where Self.propertyListKeyTable.position(of: key, in: Self.propertyListKeys) == nil {
          if let seen = unknownKeys.firstIndex(where: { $0.key == key }) {
            unknownKeys[seen].count += 1
            previousUnknown.append(seen)
          } else {
            previousUnknown.append(unknownKeys.count)
            unknownKeys.append((key, 1, reader.reference))
          }
        }
      case .periodicTableJSON:
        elements.append(try Self.jsonElement(reader))
      }
      previous = reader
    }
    let warnings = unknownKeys.map { unknown in
      DataWarning(
        place: unknown.first.description,
        message: "unknown key '\(unknown.key)' ignored"
          + (unknown.count > 1 ? " (in \(unknown.count) entries)" : ""))
    }
    return (elements, warnings)
  }

  private static func entries(of root: DataValue, file: String, allowsWrapper: Bool)
    throws(ElementsDataError) -> [DataValue]
  {
    var list = root
    if allowsWrapper, case .dictionary(let dictionary) = root, let inner = dictionary["elements"] {
      list = inner
    }
    guard case .array(let entries) = list else {
      let expected =
        allowsWrapper
        ? "an array of elements (or an object with 'elements')" : "an array of elements"
      throw .wrongTopLevel(file: file, expected: expected, found: list.summary)
    }
    guard !entries.isEmpty else { throw .noElements(file: file) }
    guard entries.count <= DataFile.entryLimit else {
      throw .tooManyEntries(file: file, count: entries.count, limit: DataFile.entryLimit)
    }
    return entries
  }

  // MARK: Apple's property-list schema

  /// Every key the property-list schema knows; others load with a warning.
  static let propertyListKeys: [String] = [
    "atomicNumber", "atomicWeight", "discoveryYear", "group", "horizPos", "name", "period",
    "radioactive", "state", "symbol", "vertPos", "alternateNames", "block", "boilingPoint",
    "category", "density", "discoveredBy", "electronConfiguration", "electronShells",
    "electronegativity", "meltingPoint", "wikipedia",
  ]

  /// Finds a key in ``propertyListKeys``.
  private static let propertyListKeyTable = EntryKeyTable(propertyListKeys)

  private static func propertyListElement(_ entry: EntryReader) throws(ElementsDataError)
    -> AtomicElement
  {
    var element = try entry.requiredCore(
      number: "atomicNumber", symbol: "symbol", name: "name", state: "state",
      row: "vertPos", column: "horizPos")
    element.atomicWeight = try entry.atomicWeight("atomicWeight")
    element.discovery = try entry.discovery("discoveryYear")
    element.isRadioactive = try entry.boolean("radioactive")
    element.alternateNames = try entry.texts("alternateNames", limit: EntryReader.nameLimit)
    element.group = try entry.integer("group", in: 1...18)
    element.period = try entry.integer("period", in: 1...7)
    element.block = try entry.block("block")
    element.category = try entry.category("category")
    element.discoveredBy = try entry.text("discoveredBy")
    element.electronConfiguration = try entry.text("electronConfiguration")
    element.electronShells = try entry.integers("electronShells", in: 0...64)
    element.meltingPoint = try entry.measurement("meltingPoint")
    element.boilingPoint = try entry.measurement("boilingPoint")
    element.density = try entry.measurement("density")
    element.electronegativity = try entry.measurement("electronegativity")
    element.wikipediaURL = try entry.webAddress("wikipedia")
    return element
  }

  // MARK: The Periodic-Table-JSON schema

  private static func jsonElement(_ entry: EntryReader) throws(ElementsDataError) -> AtomicElement {
    var element = try entry.requiredCore(
      number: "number", symbol: "symbol", name: "name", state: "phase",
      row: "ypos", column: "xpos")
    element.atomicWeight = try entry.atomicWeight("atomic_mass")
    element.group = try entry.integer("group", in: 1...18)
    element.period = try entry.integer("period", in: 1...7)
    element.block = try entry.block("block")
    element.category = try entry.jsonCategory("category")
    element.discoveredBy = try entry.text("discovered_by")
    element.electronConfiguration = try entry.text("electron_configuration_semantic")
    if element.electronConfiguration == nil {
      element.electronConfiguration = try entry.text("electron_configuration")
    }
    element.electronShells = try entry.integers("shells", in: 0...64)
    element.meltingPoint = try entry.measurement("melt")
    element.boilingPoint = try entry.measurement("boil")
    // The dataset gives the density of gases in g/L, of everything else in g/cm³.
    element.density = try entry.measurement("density").map {
      element.state == .gas ? $0 / 1000 : $0
    }
    element.electronegativity = try entry.measurement("electronegativity_pauling")
    element.wikipediaURL = try entry.webAddress("source")
    return element
  }
}

extension EntryReader {
  /// The atomic number, symbol, name, state and grid position every element must have.
  func requiredCore(
    number numberKey: String, symbol symbolKey: String, name nameKey: String,
    state stateKey: String, row rowKey: String, column columnKey: String
  ) throws(ElementsDataError) -> AtomicElement {
    let number = try required(numberKey) { (key) throws(ElementsDataError) in
      try integer(key, in: 1...DataFile.largestAtomicNumber)
    }
    let symbol = try required(symbolKey) { (key) throws(ElementsDataError) in try self.symbol(key) }
    let name = try required(nameKey) { (key) throws(ElementsDataError) in
      try text(key, limit: Self.nameLimit)
    }
    let state = try required(stateKey) { (key) throws(ElementsDataError) in try self.state(key) }
    let row = try required(rowKey) { (key) throws(ElementsDataError) in
      try integer(key, in: 1...GridPosition.rows)
    }
    let column = try required(columnKey) { (key) throws(ElementsDataError) in
      try integer(key, in: 1...GridPosition.columns)
    }
    return AtomicElement(
      atomicNumber: number, symbol: symbol, name: name, state: state,
      position: GridPosition(row: row, column: column), isRadioactive: nil)
  }

  /// One to three ASCII letters, the first a capital: "Fe", "Uuo".
  func symbol(_ key: String) throws(ElementsDataError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, (1...3).contains(text.utf8.count),
      text.utf8.first.map({ (0x41...0x5A).contains($0) }) == true,
      text.utf8.dropFirst().allSatisfy({ (0x61...0x7A).contains($0) })
    else {
      throw invalid(key, value, expected: "1 to 3 letters, the first a capital (like \"Fe\")")
    }
    return text
  }

  func state(_ key: String) throws(ElementsDataError) -> PhysicalState? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw invalid(key, value, expected: "a state name")
    }
    guard let state = PhysicalState(userText: text) else {
      throw .unknownState(reference, key: key, found: value.summary)
    }
    return state
  }

  /// "55.845", "[98]", Apple's "227", or a number; Apple's "[Unknown]" counts as absent.
  func atomicWeight(_ key: String) throws(ElementsDataError) -> AtomicWeight? {
    guard let value = value(key) else { return nil }
    switch value {
    case .string(let text) where Self.isUnknownMarker(text):
      return nil
    case .string(let text):
      if let weight = AtomicWeight(dataText: text) { return weight }
    case .real(let number):
      if let weight = AtomicWeight(number: number) { return weight }
    case .integer(let number) where number > 0:
      return .massNumber(number)
    default: break
    }
    throw invalid(key, value, expected: "a weight like \"55.845\" or \"[98]\"")
  }

  /// "1807", "1807 A.D.", "Ancient"; Apple's "[Undiscovered]" counts as absent.
  func discovery(_ key: String) throws(ElementsDataError) -> Discovery? {
    guard let value = value(key) else { return nil }
    switch value {
    case .string(let text) where Self.isUnknownMarker(text):
      return nil
    case .string(let text):
      if let discovery = Discovery(dataText: text) { return discovery }
    case .integer(let year) where year > 0:
      return .year(year)
    default: break
    }
    throw invalid(key, value, expected: "a year like \"1807\" or \"Ancient\"")
  }

  func block(_ key: String) throws(ElementsDataError) -> Block? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, let block = Block(rawValue: text.lowercased()) else {
      throw invalid(key, value, expected: "s, p, d or f")
    }
    return block
  }

  func category(_ key: String) throws(ElementsDataError) -> ElementCategory? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, let category = ElementCategory(rawValue: text) else {
      let names = ElementCategory.allCases.map(\.rawValue).joined(separator: ", ")
      throw invalid(key, value, expected: "one of: \(names)")
    }
    return category
  }

  /// Periodic-Table-JSON's categories: ours, plus "diatomic nonmetal", "polyatomic nonmetal"
  /// and "unknown, probably ..." (read as absent).
  func jsonCategory(_ key: String) throws(ElementsDataError) -> ElementCategory? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else { throw invalid(key, value, expected: "text") }
    let lowered = text.lowercased()
    if lowered.hasPrefix("unknown") { return nil }
    if lowered.hasSuffix("nonmetal") { return .nonmetal }
    guard let category = ElementCategory(rawValue: lowered) else {
      throw invalid(key, value, expected: "a known category such as \"noble gas\"")
    }
    return category
  }

  /// Whether a text is one that data files use for "not known", in any case: "[Unknown]",
  /// "unknown", "[Undiscovered]", "undiscovered".
  static func isUnknownMarker(_ text: String) -> Bool {
    // Every marker starts with "[" or "u", and only "U" and "u" lower-case to "u": most texts,
    // numbers and years, need not be lower-cased to tell.
    guard let first = text.utf8.first,
      first == UInt8(ascii: "[") || first == UInt8(ascii: "u") || first == UInt8(ascii: "U")
    else { return false }
    switch text.lowercased() {
    case "[unknown]", "unknown", "[undiscovered]", "undiscovered": return true
    default: return false
    }
  }
}

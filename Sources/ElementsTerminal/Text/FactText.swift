import ElementsCore

/// An element's facts as text for people, each `nil` when the data does not know it.
///
/// Strings from data come back made fit for the style with ``TerminalStyle/display(_:)``.
enum FactText {
  /// A field's title with its unit, as a row, a column, an axis or a legend is headed:
  /// "First ionization energy (eV)", "Density (g/cm³)".
  static func label(of field: ElementField, style: TerminalStyle) -> String {
    guard let unit = field.unitText(unicode: style.unicode) else {
      return style.display(field.title)
    }
    return style.display(field.title) + " (" + unit + ")"
  }

  /// A field's value as the comparison and the tables of chosen fields show it, written as
  /// the tile's back writes the same fact: "[Ar] 3d⁶ 4s²", "+2, +3", "Transition metal", "No",
  /// the atomic weight as published; other numbers as published, lists joined with ", ".
  /// - Parameters:
  ///   - field: The field.
  ///   - element: The element.
  ///   - details: The element's details.
  ///   - style: How output may look.
  /// - Returns: The text, or `nil` when the value is unknown.
  static func value(
    of field: ElementField, for element: AtomicElement, details: ElementDetails,
    style: TerminalStyle
  ) -> String? {
    value(
      of: field, for: element, details: details,
      reading: field.value(of: element, details: details), style: style)
  }

  /// A field's value as ``value(of:for:details:style:)`` writes it, from the value as
  /// ``ElementField/value(of:details:)`` reads it, for a caller that reads it anyway: read
  /// only for the fields written from it.
  /// - Parameters:
  ///   - field: The field.
  ///   - element: The element.
  ///   - details: The element's details.
  ///   - value: The field's value for the element.
  ///   - style: How output may look.
  /// - Returns: The text, or `nil` when the value is unknown.
  static func value(
    of field: ElementField, for element: AtomicElement, details: ElementDetails,
    reading value: @autoclosure () -> ElementField.Value?, style: TerminalStyle
  ) -> String? {
    switch field {
    case .atomicWeight: return weight(element, style: style)
    case .electronConfiguration: return configuration(element, style: style)
    case .category: return category(element.category)
    case .commonOxidationStates:
      return details.oxidationStates.common.isEmpty
        ? nil : oxidationStates(details.oxidationStates.common, unicode: style.unicode)
    case .termSymbol:
      return details.groundLevel.map { termSymbol($0, unicode: style.unicode) }
    default: return text(value(), style: style)
    }
  }

  /// A value as text: "Yes" or "No", numbers as published, lists joined with ", "; `nil` if
  /// unknown or empty.
  private static func text(_ value: ElementField.Value?, style: TerminalStyle) -> String? {
    switch value {
    case nil: return nil
    case .bool(let flag)?: return yesNo(flag)
    case .integer(let number)?: return String(number)
    case .number(let number)?: return DecimalText.readable(number)
    case .decimal(let text)?: return style.display(text)
    case .text(let text)?: return text.isEmpty ? nil : style.display(text)
    case .texts(let texts)?:
      return texts.isEmpty ? nil : texts.map(style.display).joined(separator: ", ")
    case .integers(let numbers)?:
      return numbers.isEmpty ? nil : numbers.map { String($0) }.joined(separator: ", ")
    case .numbers(let numbers)?:
      return numbers.isEmpty
        ? nil : numbers.compactMap(DecimalText.readable).joined(separator: ", ")
    case .radii(let radii)?: return shannonRadii(radii, style: style)
    }
  }

  /// A term symbol as every view writes it: "⁵D₄", "⁴S°₃/₂", "(1/2,1/2)₀"; in ASCII the
  /// data's form, "5D4", "4S*3/2" (`*` for odd parity, as NIST writes it), "(1/2,1/2)0".
  static func termSymbol(_ term: TermSymbol, unicode: Bool) -> String {
    unicode ? term.description : term.ascii
  }

  /// Oxidation states with their signs: "+2, +3", "−4, +4" ("-4" in ASCII), "0".
  static func oxidationStates(_ states: [Int], unicode: Bool) -> String {
    states.map { signed($0, unicode: unicode) }.joined(separator: ", ")
  }

  /// A whole number with its sign: "+2", "−1" ("-1" in ASCII), "0".
  static func signed(_ value: Int, unicode: Bool) -> String {
    value > 0
      ? "+" + String(value)
      : value < 0 ? (unicode ? "−" : "-") + String(value.magnitude) : "0"
  }

  /// "55.845", or "[294]" for a mass number.
  static func weight(_ element: AtomicElement, style: TerminalStyle) -> String? {
    element.atomicWeight.map { style.display($0.text) }
  }

  /// "1811.15 K (1538 °C)": kelvin as the data gives it, Celsius to as many places.
  static func temperature(_ kelvin: Double?, unicode: Bool) -> String? {
    guard let kelvin, let text = DecimalText.readable(kelvin) else { return nil }
    guard let celsius = DecimalText.rounded(kelvin - 273.15, places: DecimalText.places(kelvin))
    else { return text + " K" }
    return text + " K (" + celsius + (unicode ? " °C)" : " deg C)")
  }

  /// "7.87 g/cm³" ("g/cm3" in ASCII).
  static func density(_ density: Double?, unicode: Bool) -> String? {
    guard let density, let text = DecimalText.readable(density) else { return nil }
    return text + (unicode ? " g/cm³" : " g/cm3")
  }

  /// A plain decimal such as "1.83".
  static func decimal(_ value: Double?) -> String? {
    value.flatMap(DecimalText.readable)
  }

  /// "[Ar] 3d⁶ 4s²": the data's "[Ar] 3d6 4s2" with electron counts raised in Unicode.
  static func configuration(_ element: AtomicElement, style: TerminalStyle) -> String? {
    guard let configuration = element.electronConfiguration, !configuration.isEmpty else {
      return nil
    }
    return configurationText(configuration, style: style)
  }

  /// A configuration as written in the data ("[Ar] 3d6 4s2"), with the electron counts raised
  /// in Unicode ("[Ar] 3d⁶ 4s²") and kept as digits in ASCII.
  static func configurationText(_ configuration: String, style: TerminalStyle) -> String {
    let text = style.display(configuration)
    guard style.unicode else { return text }
    return text.split(separator: " ", omittingEmptySubsequences: false)
      .map(superscripted).joined(separator: " ")
  }

  /// Shannon's radii in pm, grouped by charge: "+2: IV 63 hs, VI 78 hs, VI 61 ls; +3: VI 64.5 hs"
  /// ("hs"/"ls" for high and low spin; the minus sign is U+2212 in Unicode).
  static func shannonRadii(_ radii: [ShannonRadius], style: TerminalStyle) -> String? {
    guard !radii.isEmpty else { return nil }
    var groups: [(charge: Int, items: [String])] = []
    for radius in radii {
      let item =
        style.display(radius.coordination) + " "
        + (DecimalText.readable(radius.ionicRadius) ?? style.unknown)
        + (radius.spin.map { " " + String($0.prefix(1)) + "s" } ?? "")
      if let last = groups.indices.last, groups[last].charge == radius.charge {
        groups[last].items.append(item)
      } else {
        groups.append((radius.charge, [item]))
      }
    }
    let minus = style.unicode ? "−" : "-"
    return groups.map { group in
      (group.charge > 0 ? "+" : group.charge < 0 ? minus : "") + String(group.charge.magnitude)
        + ": " + group.items.joined(separator: ", ")
    }.joined(separator: "; ")
  }

  /// "2, 8, 14, 2".
  static func shells(_ element: AtomicElement) -> String? {
    element.electronShells.isEmpty
      ? nil : element.electronShells.map(String.init).joined(separator: ", ")
  }

  /// "1807 by Humphry Davy", "Ancient", "1807", or the discoverer alone.
  static func discovery(_ element: AtomicElement, style: TerminalStyle) -> String? {
    let discoverer = element.discoveredBy.flatMap { $0.isEmpty ? nil : style.display($0) }
    switch (element.discovery, discoverer) {
    case (.year(let year), let name?): return "\(year) by \(name)"
    case (.antiquity, let name?): return "Ancient (\(name))"
    case (let discovery?, nil): return discovery.text
    case (nil, let name?): return name
    case (nil, nil): return nil
    }
  }

  /// "Yes" or "No".
  static func yesNo(_ value: Bool?) -> String? {
    value.map { $0 ? "Yes" : "No" }
  }

  /// "Transition metal": a category with its first letter raised.
  static func category(_ category: ElementCategory?) -> String? {
    guard let title = category?.title, let first = title.first else { return nil }
    return first.uppercased() + String(title.dropFirst())
  }

  /// An orbital term with its electron count raised: "3d6" becomes "3d⁶"; other text is kept.
  private static func superscripted(_ term: Substring) -> String {
    guard let letter = term.firstIndex(where: { $0.isLetter }), letter != term.startIndex,
      term[..<letter].allSatisfy({ $0.isASCII }), term[..<letter].allSatisfy({ $0.isNumber })
    else { return String(term) }
    let count = term[term.index(after: letter)...]
    guard !count.isEmpty, count.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return String(term)
    }
    return String(term[...letter]) + ScriptDigits.raised(String(count))
  }
}

import ElementsCore

/// An element's facts as text for people, each `nil` when the data does not know it.
///
/// Strings from data come back made fit for the style with ``TerminalStyle/display(_:)``.
enum FactText {
  /// A field's title with its unit, as a row, a column, an axis or a legend is headed:
  /// "First ionization energy (eV)", "Density (g/cm³)".
  static func label(of field: ElementField, style: TerminalStyle) -> String {
    guard let unit = field.unit else { return style.display(field.title) }
    return style.display(field.title) + " ("
      + SourcesRenderer.unit(for: unit, unicode: style.unicode) + ")"
  }

  /// "55.845", or "[294]" for a mass number.
  static func weight(_ element: AtomicElement, style: TerminalStyle) -> String? {
    element.atomicWeight.map { style.display($0.text) }
  }

  /// "1811.15 K (1538 °C)": kelvin as the data gives it, Celsius to as many places.
  static func temperature(_ kelvin: Double?, unicode: Bool) -> String? {
    guard let kelvin, let text = DecimalText.plain(kelvin) else { return nil }
    guard let celsius = DecimalText.rounded(kelvin - 273.15, places: DecimalText.places(kelvin))
    else { return text + " K" }
    return text + " K (" + celsius + (unicode ? " °C)" : " deg C)")
  }

  /// "7.87 g/cm³" ("g/cm3" in ASCII).
  static func density(_ density: Double?, unicode: Bool) -> String? {
    guard let density, let text = DecimalText.plain(density) else { return nil }
    return text + (unicode ? " g/cm³" : " g/cm3")
  }

  /// A plain decimal such as "1.83".
  static func decimal(_ value: Double?) -> String? {
    value.flatMap(DecimalText.plain)
  }

  /// "[Ar] 3d⁶ 4s²": the data's "[Ar] 3d6 4s2" with electron counts raised in Unicode.
  static func configuration(_ element: AtomicElement, style: TerminalStyle) -> String? {
    guard let configuration = element.electronConfiguration, !configuration.isEmpty else {
      return nil
    }
    let text = style.display(configuration)
    guard style.unicode else { return text }
    return text.split(separator: " ", omittingEmptySubsequences: false)
      .map(superscripted).joined(separator: " ")
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
    return first.uppercased() + title.dropFirst()
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
    let raised: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    return String(term[...letter]) + String(count.map { raised[Int(String($0))!] })
  }
}

import ElementsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mode of the Table tab that shows the table at a point on a scale: `t` for the state of
/// each element at a temperature, `y` for the elements known in a year. One at a time; `+` and
/// `-` move a fine step, `>` and `<` a coarse one.
public enum TableMode: Sendable, Hashable {
  /// The cells coloured by the state at this temperature, in whole kelvin (see
  /// `AtomicElement/state(at:)`), like `elements table --at`.
  case temperature(kelvin: Int)
  /// Only the elements known in this year drawn, the rest left blank in their places (see
  /// `AtomicElement/isKnown(in:)`), like `elements table --year`.
  case year(Int)

  /// Where the temperature mode starts: room temperature, 298 K (25 °C).
  public static let roomTemperature = 298
  /// The temperatures the mode moves between: absolute zero to 6000 K, above the highest
  /// boiling point in the data (rhenium, 5863 K), where every element with data is a gas.
  public static let temperatures = 0...6000
  /// Where the year mode starts: 1869, the year of Mendeleev's table (clamped to the data's
  /// years).
  public static let startYear = 1869

  /// The fine and the coarse step: 10 K and 100 K, or 1 and 10 years.
  public var steps: (fine: Int, coarse: Int) {
    switch self {
    case .temperature: (10, 100)
    case .year: (1, 10)
    }
  }

  /// The colouring the table is drawn with in this mode: the state at the temperature, or
  /// `coloring` (the tab's own) in a year.
  /// - Parameter coloring: The Table tab's colouring outside the mode.
  /// - Returns: The colouring to draw with.
  public func coloring(over coloring: TableColoring) -> TableColoring {
    switch self {
    case .temperature(let kelvin): .stateAt(Temperature(kelvin: Double(kelvin)))
    case .year: coloring
    }
  }
}

extension BrowserState {
  /// `t` or `y`: turns the temperature or year mode on (from room temperature, or 1869), or
  /// off when it is the one on; the other mode is left.
  /// - Parameters:
  ///   - temperature: `true` for the temperature mode, `false` for the year mode.
  ///   - model: What is browsed: the years it spans.
  mutating func toggleTableMode(temperature: Bool, in model: BrowserModel) {
    switch (tableMode, temperature) {
    case (.temperature?, true), (.year?, false):
      tableMode = nil
    case (_, true):
      tableMode = .temperature(kelvin: TableMode.roomTemperature)
    case (_, false):
      guard let years = model.years else {
        status = .noDiscoveryYears
        return
      }
      tableMode = .year(min(max(TableMode.startYear, years.lowerBound), years.upperBound))
    }
  }

  /// `+`, `-`, `>`, `<` in a table mode: a fine or coarse step up or down, kept within the
  /// mode's range; a step past an end stays there and says so.
  /// - Parameters:
  ///   - up: Whether the step is up.
  ///   - coarse: Whether it is the coarse step.
  ///   - model: What is browsed: the years it spans.
  mutating func stepTableMode(up: Bool, coarse: Bool, in model: BrowserModel) {
    guard let mode = tableMode else {
      status = .noTableMode
      return
    }
    let step = (coarse ? mode.steps.coarse : mode.steps.fine) * (up ? 1 : -1)
    switch mode {
    case .temperature(let kelvin):
      let range = TableMode.temperatures
      let next = min(max(kelvin + step, range.lowerBound), range.upperBound)
      tableMode = .temperature(kelvin: next)
      if next != kelvin + step { status = .tableModeLimit(.temperature(kelvin: next)) }
    case .year(let year):
      guard let range = model.years else { return }
      let next = min(max(year + step, range.lowerBound), range.upperBound)
      tableMode = .year(next)
      if next != year + step { status = .tableModeLimit(.year(next)) }
    }
  }

  /// The colouring the Table tab is drawn with: its own, or its mode's.
  public var tableColoring: TableColoring {
    tableMode?.coloring(over: coloring) ?? coloring
  }
}

extension BrowserModel {
  /// The year now, by the system clock in UTC.
  /// - Returns: The year, e.g. 2025; 0 if the clock cannot be read, when the year mode ends
  ///   at the latest discovery instead.
  public static func clockYear() -> Int {
    var now = time(nil)
    var parts = tm()
    guard gmtime_r(&now, &parts) != nil else { return 0 }
    return Int(parts.tm_year) + 1900
  }

  /// From the earliest discovery year of the table's elements to `currentYear` (or the latest
  /// discovery, if that is later); `nil` when no element has a year. Elements known since
  /// antiquity have none: they show in every year.
  static func years(in table: PeriodicTable, until currentYear: Int) -> ClosedRange<Int>? {
    let found = table.elementsByNumber.compactMap { element -> Int? in
      if case .year(let year)? = element.discovery { year } else { nil }
    }
    guard let first = found.min(), let last = found.max() else { return nil }
    return first...max(last, currentYear)
  }
}

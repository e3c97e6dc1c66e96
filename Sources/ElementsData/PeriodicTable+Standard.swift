@_spi(Embedding) import ElementsCore

extension PeriodicTable {
  /// The bundled table: the 118 elements of `Resources/Elements.plist`, compiled into the binary.
  ///
  /// The build loads the plist with the same loader that reads `--data` files, fails on any
  /// error or warning, and writes out the elements with their index (sorted orders, lookup
  /// keys), so making this table at run time checks, sorts and hashes nothing.
  ///
  /// Each element's details (`PeriodicTable/details(of:)`) are made the first time they are
  /// asked for, not at start-up. The chart of nuclides is compiled in too, so drawing it reads
  /// no isotope, and one isotope (`PeriodicTable/isotope(of:)`) is read without the details.
  public static let standard = PeriodicTable(
    validated: embeddedElements, index: embeddedIndex, source: "Elements.plist",
    details: { embeddedDetails($0) },
    nuclideChart: { NuclideChart(columns: embeddedNuclideColumns, table: $0) },
    isotopeText: { embeddedIsotopeText($0) }, coverage: { embeddedCoverage($0) })
}

/// Each element's JSON record and CSV and TSV rows (and the header rows) with every field, as
/// the terminal formatter writes them in a list, made from the built-in table when the program
/// was compiled (see `CompiledRecords` in ElementsTerminal, which uses them in place of
/// formatting each value).
public enum BuiltInRecords {
  /// The record of the built-in element with an atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: The JSON object's text, or `nil` for a number the table does not have.
  public static func json(_ number: Int) -> StaticString? { embeddedRecordJSON(number) }

  /// The CSV row, every field, of the built-in element with an atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: The row's text without its line break, or `nil` for a number the table does
  ///   not have.
  public static func csv(_ number: Int) -> StaticString? { embeddedRecordCSV(number) }

  /// The CSV header row of ``csv(_:)``'s rows, without its line break.
  public static var csvHeader: StaticString { embeddedHeaderCSV }

  /// The TSV row, every field, of the built-in element with an atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: The row's text without its line break, or `nil` for a number the table does
  ///   not have.
  public static func tsv(_ number: Int) -> StaticString? { embeddedRecordTSV(number) }

  /// The TSV header row of ``tsv(_:)``'s rows, without its line break.
  public static var tsvHeader: StaticString { embeddedHeaderTSV }
}

import ElementsCore

/// Each element's JSON record (every field, as ``DataFormatter/fullRecordJSON(_:in:)`` writes
/// it) compiled into the program with the built-in table, so that `elements list --format json`
/// copies 118 texts rather than formatting some 6,000 values on every run.
///
/// The build tool makes the texts with the same formatter from the same data, so they cannot
/// differ from what the formatter would write; a test compares them for every element. Only the
/// built-in table has them: a `--data` table is always formatted.
///
/// Each element's CSV and TSV rows (every field, as
/// ``DataFormatter/delimitedRow(_:in:separator:)`` writes them) are compiled in the same way,
/// for `elements list --format csv` and `tsv`.
public struct CompiledRecords: Sendable {
  /// The record of the element with an atomic number, or `nil` if none was compiled in.
  let record: @Sendable (Int) -> StaticString?
  /// The CSV row of the element with an atomic number, or `nil`.
  private let csv: @Sendable (Int) -> StaticString?
  /// The TSV row of the element with an atomic number, or `nil`.
  private let tsv: @Sendable (Int) -> StaticString?

  /// Records and rows looked up by atomic number.
  /// - Parameters:
  ///   - record: The compiled JSON record of an atomic number, or `nil`.
  ///   - csv: The compiled CSV row of an atomic number, or `nil`; none by default.
  ///   - tsv: The compiled TSV row of an atomic number, or `nil`; none by default.
  public init(
    _ record: @escaping @Sendable (Int) -> StaticString?,
    csv: @escaping @Sendable (Int) -> StaticString? = { _ in nil },
    tsv: @escaping @Sendable (Int) -> StaticString? = { _ in nil }
  ) {
    self.record = record
    self.csv = csv
    self.tsv = tsv
  }

  /// The compiled row of an element for a separator: CSV for `","`, TSV for `"\t"`, none for
  /// any other.
  func row(_ number: Int, separator: Character) -> StaticString? {
    switch separator {
    case ",": csv(number)
    case "\t": tsv(number)
    default: nil
    }
  }
}

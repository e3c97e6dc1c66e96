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
  /// The CSV or TSV rows compiled in: the header row and each element's row, without their
  /// line breaks.
  public struct Rows: Sendable {
    /// The header row.
    let header: StaticString
    /// The row of the element with an atomic number, or `nil` if none was compiled in.
    let row: @Sendable (Int) -> StaticString?

    /// Rows looked up by atomic number.
    /// - Parameters:
    ///   - header: The header row.
    ///   - row: The row of an atomic number, or `nil`.
    public init(header: StaticString, row: @escaping @Sendable (Int) -> StaticString?) {
      self.header = header
      self.row = row
    }
  }

  /// The record of the element with an atomic number, or `nil` if none was compiled in.
  let record: @Sendable (Int) -> StaticString?
  /// The CSV rows, if compiled in.
  private let csv: Rows?
  /// The TSV rows, if compiled in.
  private let tsv: Rows?

  /// Records and rows looked up by atomic number.
  /// - Parameters:
  ///   - record: The compiled JSON record of an atomic number, or `nil`.
  ///   - csv: The compiled CSV rows; none by default.
  ///   - tsv: The compiled TSV rows; none by default.
  public init(
    _ record: @escaping @Sendable (Int) -> StaticString?, csv: Rows? = nil, tsv: Rows? = nil
  ) {
    self.record = record
    self.csv = csv
    self.tsv = tsv
  }

  /// The compiled rows for a separator: CSV for `","`, TSV for `"\t"`, none for any other.
  func rows(separator: Character) -> Rows? {
    switch separator {
    case ",": csv
    case "\t": tsv
    default: nil
    }
  }
}

import ElementsCore

/// Each element's JSON record (every field, as ``DataFormatter/fullRecordJSON(_:in:)`` writes
/// it) compiled into the program with the built-in table, so that `elements list --format json`
/// copies 118 texts rather than formatting some 6,000 values on every run.
///
/// The build tool makes the texts with the same formatter from the same data, so they cannot
/// differ from what the formatter would write; a test compares them for every element. Only the
/// built-in table has them: a `--data` table is always formatted.
public struct CompiledRecords: Sendable {
  /// The record of the element with an atomic number, or `nil` if none was compiled in.
  let record: @Sendable (Int) -> StaticString?

  /// Records looked up by atomic number.
  /// - Parameter record: The compiled record of an atomic number, or `nil`.
  public init(_ record: @escaping @Sendable (Int) -> StaticString?) {
    self.record = record
  }
}

import ElementsCore
import ElementsData
import ElementsTerminal
import Testing

/// The JSON records and CSV and TSV rows compiled in with the built-in table are what the
/// formatter writes from the same data: for every element, and in a whole list.
@Suite struct CompiledRecordsTests {
  @Test(arguments: 1...118) func compiledRecordIsTheFormattedOne(number: Int) throws {
    let table = PeriodicTable.standard
    let element = try #require(table.element(number: number))
    let compiled = try #require(BuiltInRecords.json(number))
    #expect(compiled.description == DataFormatter.fullRecordJSON(element, in: table))
  }

  @Test(arguments: 1...118) func compiledRowsAreTheFormattedOnes(number: Int) throws {
    let table = PeriodicTable.standard
    let element = try #require(table.element(number: number))
    let csv = try #require(BuiltInRecords.csv(number))
    let tsv = try #require(BuiltInRecords.tsv(number))
    #expect(csv.description == DataFormatter.delimitedRow(element, in: table, separator: ","))
    #expect(tsv.description == DataFormatter.delimitedRow(element, in: table, separator: "\t"))
  }

  /// The compiled header rows are the formatted ones.
  @Test func compiledHeadersAreTheFormattedOnes() {
    #expect(BuiltInRecords.csvHeader.description == DataFormatter.delimitedHeader(separator: ","))
    #expect(BuiltInRecords.tsvHeader.description == DataFormatter.delimitedHeader(separator: "\t"))
    #expect(BuiltInRecords.csv(0) == nil && BuiltInRecords.tsv(119) == nil)
  }

  /// The pieces of CSV and TSV made of the compiled rows, joined, are the formatted lists
  /// (an empty list included); with some fields, another separator, no rows, or an element
  /// whose row is missing, there are no pieces.
  @Test func delimitedPiecesJoinedAreTheFormattedLists() throws {
    let table = PeriodicTable.standard
    let records = CompiledRecords(
      { BuiltInRecords.json($0) },
      csv: CompiledRecords.Rows(header: BuiltInRecords.csvHeader) { BuiltInRecords.csv($0) },
      tsv: CompiledRecords.Rows(header: BuiltInRecords.tsvHeader) { BuiltInRecords.tsv($0) })
    let iron = try #require(table.element(number: 26))
    for elements in [table.elementsByName, [iron], []] {
      for separator: Character in [",", "\t"] {
        let pieces = try #require(
          DataFormatter.compiledDelimited(
            elements, fields: ElementField.all, separator: separator, compiled: records))
        #expect(
          pieces.map(\.description).joined()
            == DataFormatter.delimited(elements, in: table, separator: separator))
      }
    }
    let all = table.elementsByNumber
    let name = [try #require(ElementField.named("name"))]
    #expect(
      DataFormatter.compiledDelimited(all, fields: name, separator: ",", compiled: records) == nil)
    #expect(
      DataFormatter.compiledDelimited(
        all, fields: ElementField.all, separator: ";", compiled: records) == nil)
    #expect(
      DataFormatter.compiledDelimited(
        all, fields: ElementField.all, separator: ",", compiled: nil) == nil)
    let jsonOnly = CompiledRecords { BuiltInRecords.json($0) }
    #expect(
      DataFormatter.compiledDelimited(
        all, fields: ElementField.all, separator: "\t", compiled: jsonOnly) == nil)
    let allButIron = CompiledRecords(
      { _ in nil },
      csv: CompiledRecords.Rows(header: "h") { $0 == 26 ? nil : BuiltInRecords.csv($0) })
    #expect(
      DataFormatter.compiledDelimited(
        all, fields: ElementField.all, separator: ",", compiled: allButIron) == nil)
  }

  @Test func aListWithTheRecordsIsTheFormattedList() {
    let table = PeriodicTable.standard
    let records = CompiledRecords { BuiltInRecords.json($0) }
    let elements = table.elementsByName
    #expect(
      DataFormatter.json(elements, in: table, compiled: records)
        == DataFormatter.json(elements, in: table))
  }

  /// The pieces of a list made of compiled records alone, joined, are the formatted list; a
  /// list with some fields, without records, or with an element whose record is missing has
  /// no pieces.
  @Test func piecesJoinedAreTheFormattedList() throws {
    let table = PeriodicTable.standard
    let records = CompiledRecords { BuiltInRecords.json($0) }
    for elements in [table.elementsByName, [try #require(table.element(number: 26))]] {
      let pieces = try #require(
        DataFormatter.compiledJSON(elements, fields: ElementField.all, compiled: records))
      #expect(pieces.map(\.description).joined() == DataFormatter.json(elements, in: table))
    }
    let all = table.elementsByNumber
    #expect(DataFormatter.compiledJSON([], fields: ElementField.all, compiled: records) == nil)
    #expect(DataFormatter.compiledJSON(all, fields: ElementField.all, compiled: nil) == nil)
    let name = [try #require(ElementField.named("name"))]
    #expect(DataFormatter.compiledJSON(all, fields: name, compiled: records) == nil)
    let allButIron = CompiledRecords { $0 == 26 ? nil : BuiltInRecords.json($0) }
    #expect(DataFormatter.compiledJSON(all, fields: ElementField.all, compiled: allButIron) == nil)
  }

  /// Asked for some fields only, the list is formatted, whatever is compiled in.
  @Test func someFieldsAreFormatted() throws {
    let table = PeriodicTable.standard
    let fields = [try #require(ElementField.named("name"))]
    let iron = try #require(table.element(number: 26))
    let wrong = CompiledRecords { _ in "{}" }
    #expect(
      DataFormatter.json([iron], in: table, fields: fields, compiled: wrong)
        == "[\n  {\n    \"name\": \"Iron\"\n  }\n]\n")
    #expect(BuiltInRecords.json(0) == nil && BuiltInRecords.json(119) == nil)
  }
}

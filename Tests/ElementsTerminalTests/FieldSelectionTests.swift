import ElementsCore
import ElementsData
import ElementsTerminal
import Testing

/// `--fields`: only the named fields, in the order given, in JSON, CSV and TSV.
@Suite struct FieldSelectionTests {
  let table = PeriodicTable.standard

  private func elements(_ numbers: [Int]) -> [AtomicElement] {
    numbers.compactMap { table.element(number: $0) }
  }

  private var fields: [ElementField] {
    get throws { try ElementField.list(parsing: "symbol,density,ionizationEnergy,radioactive") }
  }

  @Test func json() throws {
    #expect(
      DataFormatter.json(elements([26, 85]), in: table, fields: try fields) == """
        [
          {
            "symbol": "Fe",
            "density": 7.87,
            "ionizationEnergy": 7.9024681,
            "radioactive": false
          },
          {
            "symbol": "At",
            "density": null,
            "ionizationEnergy": 9.31751,
            "radioactive": true
          }
        ]

        """)
  }

  @Test func csvAndTSV() throws {
    let pair = elements([26, 85])
    #expect(
      DataFormatter.delimited(pair, in: table, fields: try fields, separator: ",") == """
        symbol,density,ionizationEnergy,radioactive
        Fe,7.87,7.9024681,false
        At,,9.31751,true

        """)
    let names = try ElementField.list(parsing: "name,alternateNames")
    #expect(
      DataFormatter.delimited(elements([13, 55]), in: table, fields: names, separator: "\t") == """
        name\talternateNames
        Aluminium\tAluminum
        Caesium\tCesium

        """)
  }
}

import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// `elements plot`: a property against atomic number or another property, compared whole.
@Suite struct PlotRendererTests {
  let table = PeriodicTable.standard

  private func field(_ key: String) throws -> ElementField {
    try #require(ElementField.named(key))
  }

  private func checkFits(_ text: String, width: Int, height: Int) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == height)
    for line in lines {
      #expect(TextWidth.of(String(line)) <= width)
      #expect(line.last != " ")
    }
  }

  /// The first ionization energy at 80×24: braille lines, period boundaries, the noble gases
  /// labelled as each period's highest, caesium as the lowest.
  @Test func ionizationEnergyAt80x24() throws {
    let text = try PlotRenderer.render(table, field: try field("ionizationEnergy"), style: .plain)
      .encoded(.plain)
    #expect(text == ionization)
    checkFits(text, width: 80, height: 24)
  }

  /// In ASCII: one `*` a character, no joining lines.
  @Test func ionizationEnergyInASCII() throws {
    let style = TerminalStyle(color: false, unicode: false, width: 80)
    let text = try PlotRenderer.render(table, field: try field("ionizationEnergy"), style: style)
      .encoded(style)
    #expect(text == ionizationASCII)
    checkFits(text, width: 80, height: 24)
  }

  /// A scatter of two properties at 120×30, the extremes of both labelled.
  @Test func densityAgainstMeltingPoint() throws {
    let style = TerminalStyle(color: false, unicode: true, width: 120)
    let text = try PlotRenderer.render(
      table, field: try field("density"), versus: try field("meltingPoint"), height: 30,
      style: style
    ).encoded(style)
    #expect(text == scatter)
    checkFits(text, width: 120, height: 30)
  }

  /// A logarithmic axis ticked at powers of ten, every one written the same way, the range
  /// ending at the power of ten above the highest value.
  @Test func logarithmicAbundance() throws {
    let text = try PlotRenderer.render(
      table, field: try field("abundanceCrust"), logarithmic: true, style: .plain
    ).encoded(.plain)
    #expect(text == abundance)
    checkFits(text, width: 80, height: 24)
  }

  /// A scatter's points take their category's colour, labels are bold and the axes dim; the
  /// text is the plain one.
  @Test func scatterColorsByCategory() throws {
    let style = TerminalStyle(color: true, unicode: true, width: 120)
    let text = try PlotRenderer.render(
      table, field: try field("density"), versus: try field("meltingPoint"), height: 30,
      style: style)
    let runs = text.lines.flatMap(\.runs)
    #expect(runs.contains { $0.style == .foreground(.category(.transitionMetal)) })
    #expect(runs.contains { $0 == StyledRun("Os", .bold) })
    #expect(runs.contains { $0 == StyledRun("┤", .dim) })
    #expect(text.encoded(TerminalStyle(color: false, unicode: true, width: 120)) == scatter)
  }

  @Test func seriesAsJSONCSVAndTSV() throws {
    let numbers = [1, 2, 3, 26, 85]
    let small = try PeriodicTable(
      elements: numbers.compactMap { table.element(number: $0) },
      details: Dictionary(uniqueKeysWithValues: numbers.map { ($0, table.details(number: $0)!) }))
    #expect(
      try PlotRenderer.json(small, field: try field("density"), versus: try field("meltingPoint"))
        == json)
    #expect(
      try PlotRenderer.delimited(small, field: try field("ionizationEnergy"), separator: ",")
        == csv)
    #expect(
      try PlotRenderer.delimited(
        small, field: try field("atomicWeight"), versus: try field("electronegativity"),
        separator: "\t") == tsv)
  }

  /// The elements known since antiquity are "Ancient", before the year axis, not "no value".
  @Test func ancientElementsAreNamedNotMissing() throws {
    let text = try PlotRenderer.render(table, field: try field("discoveryYear"), style: .plain)
      .encoded(.plain)
    #expect(text.contains("13 of 118 elements are Ancient, before the axis"))
    #expect(!text.contains("no value"))
    let versus = try PlotModel(
      table, field: try field("density"), versus: try field("discoveryYear"), logarithmic: false,
      yTicks: 5, unicode: true)
    #expect(versus.missingNote.hasPrefix("13 of 118 elements are Ancient, before the axis; "))
    #expect(versus.missingNote.hasSuffix(" elements have no value"))
  }

  @Test func rejectsTextPropertiesAndLogOfZero() throws {
    let name = try field("name")
    #expect(throws: ElementFieldError.self) {
      try PlotRenderer.render(self.table, field: name, style: .plain)
    }
    var iron = try #require(table.element(number: 26))
    iron.density = 0
    let odd = try PeriodicTable(elements: [iron])
    let density = try field("density")
    #expect(
      throws: ElementFieldError(
        message: "--log needs values above 0, and the value of density for Iron is 0")
    ) { try PlotRenderer.render(odd, field: density, logarithmic: true, style: .plain) }
  }

  private let ionization = """
    First ionization energy (eV) by atomic number
    25 ┤He    ┊    ┊           ┊          ┊                    ┊
       │⢸┊   Ne    ┊           ┊          ┊                    ┊
       │⢸┊    ⡄    ┊           ┊          ┊                    ┊
       │⢸┊   ⢠⡇    ┊           ┊          ┊                    ┊
    20 ┤⡜⡇   ⢸⡇    ┊           ┊          ┊                    ┊
       │⡇⡇   ⡇⡇    ┊           ┊          ┊                    ┊
       │⡇⡇   ⡇⡇   Ar           ┊          ┊                    ┊
    15 ┤⡇⡇  ⣰⠁⡇    ⡇         Kr┊          ┊                    ┊
       │⠇⡇ ⢠⠻ ⢇   ⢰⡇          ⢰┊         Xe                    ┊
       │ ⡇ ⡸  ⢸   ⡸⡇          ⣾┊          ⡀                   Rn
       │ ⡇ ⡇  ⢸  ⢀⠇⡇          ⣿┊         ⢠⡇                    ⡀
    10 ┤ ⢱⣠⠃  ⢸  ⡏ ⢱      ⢀ ⢠⠼⢸┊         ⡸⢱               ⣠⡇  ⡰⡇
       │ ⢸⡿   ⢸ ⢸  ⢸    ⣀⡀⡜⡄⡎  ⡇     ⣄⣼ ⡰⠁⢸            ⣀⡠⠋ ⢇ ⢰⠁⡇           Sg
       │ ⢸⠃   ⢸⣇⡎  ⢸ ⣀⣀⡰⠁⠈⠁⢇⠇  ⡇ ⣀⡠⠔⠚⠈⠈⣶⠁ ⢸           ⡜    ⢸⡰⠃ ⢱        ⢀⡀ ⡰⠉⠁
     5 ┤ ⢸    ⢸⠙   ⢸⡰⠁     ⠘   ⡇⡜      ⠇  Cs⠤⢄⠤⠤⠔⠒⠒⠊⠙⡴⠁    ⠘⠁  ⢸⣀⡜⠊⠉⠒⠒⠉⠉⠁⠱⡰⠁
       │ ┊    ⠈    ⠸⠁          ⠟          ┊⡟                   ⢸⠃         ⠁
       │ ┊    ┊    ┊           ┊          ┊                    ┊
       │ ┊    ┊    ┊           ┊          ┊                    ┊
     0 ┤ ┊    ┊    ┊           ┊          ┊                    ┊
       └┬───────────┬────────────┬────────────┬────────────┬───────────┬────────────
        1          20           40           60           80          100
                                       Atomic number
    10 of 118 elements have no value; ┊ period boundaries

    """

  private let ionizationASCII = """
    First ionization energy (eV) by atomic number
    25 +He    :    :           :          :                    :
       | :   Ne    :           :          :                    :
       | :    *    :           :          :                    :
       | :    :    :           :          :                    :
    20 + :    :    :           :          :                    :
       | :   *:    :           :          :                    :
       | :    :   Ar           :          :                    :
    15 + :    :    *         Kr:          :                    :
       |*:  * :    :          *:         Xe                    :
       | :    :   *:          *:          *                  Rn:
       | : *  :  * :           :         *:                *  *:
    10 + :*   :   *:       * * :          :               *   *:          Sg
       | : *  :**  :    *** *  :     ** **:            ***   * :           **
       | :    :    : ***       : ***** *  :         * *     ** : * *  **** * *
     5 + *    * *  :*      *   :*      *  Cs**********     *   :* * ***  **
       | :    :    :*          *          :*                   *
       | :    :    :           :          :                    :
       | :    :    :           :          :                    :
     0 + :    :    :           :          :                    :
       ++-----------+------------+------------+------------+-----------+------------
        1          20           40           60           80          100
                                       Atomic number
    10 of 118 elements have no value; : period boundaries

    """

  private let scatter = """
    Density (g/cm³) against Melting point (K)
    25 ┤
       │                                                                                              Os
       │                                                                              ⢠⡄               ⢠⡄
       │                                                           ⣤
       │                          ⢀⡀                                                                        ⠶     W
    20 ┤                          ⠸⠇          ⢀⡀⢀⡀                                                                ⢀⡀
       │                                      ⠈⠁⠈⠁                                                                ⠈⠁
       │
       │                                                                                               ⣤
       │                                  ⣀                  ⢠⡄
    15 ┤                                  ⠉ ⠘⠃
       │       ⠶                                  ⠶   ⢠⡄                        ⢠⡄
       │                                                     ⣀          ⢠⡄         ⢠⡄
       │                ⠘⢣⡄                                  ⠉    ⠰⠆          ⠶
    10 ┤                                   ⠰⠆ ⣀                                            ⢀⡀
       │               ⣘⠃                     ⠉             ⣠⡄  ⠛                          ⠈⠁
       │               ⠉ ⠶                     ⠛       ⣤⠰⠆⠛⠛⠉                          ⠰⠆
       │            ⢠⡄⢠⡄    ⣀                ⣀⣤⠶    ⣤ ⠛     ⠘⠃         ⣀
       │                    ⠉⣤    ⠶    ⠛⠃ ⢀⡛ ⠉                       ⠰⠆⣉
     5 ┤        ⠘⠃ ⣀                ⣀  ⢠⡄ ⠈⣥                           ⠉
       │           ⠉  ⠘⠃            ⠉                       ⠶   ⠶
       │       ⢀⡀                    ⠶                      ⢀⡀
       │       ⠈⠁  ⣀               ⠛  ⠰⠆                ⢠⡄  ⠈⠁              ⣤
       │H       ⠘⠿⢀⡉              ⠘⠃    ⠶            ⠛
     0 ┤⢀⣀⣀⣀⣀⣀⣀  ⠘⠋⠁ ⠶
       └┬─────────────┬──────────────┬─────────────┬──────────────┬─────────────┬─────────────┬──────────────┬─────────────┬
        0            500           1000          1500           2000          2500          3000           3500         4000
                                                         Melting point (K)
    25 of 118 elements have no value

    """

  private let abundance = """
    Abundance in the crust (mg/kg) by atomic number, logarithmic
          │ ┊  O ┊Si  ┊  Fe      ┊          ┊                   ┊
      10⁵ ┤H┊  ⡼⡀⡤⠜⢇  ⡠⡆  ⢰      ┊          ┊                   ┊
          │⡀┊  ⡇⡇⡇ ⢸  ⡇⡇⡆ ⣾      Sr         Ba                  ┊
          │⡇┊ ⣀⠇⡇⡇ ⠈⠢⣀⠇⢸⢻⢀⠇⡇     ┊⡄⡀        ┊⣆                  ┊
          │⡇⡀⢠⢻ ⡇⡇   ⢿┊⠸ ⠉ ⠟⠒⢣   ⢸⠸⠙⡄       ⢠⠛⠙⡴             ⡀  ┊Th
          │⢣⡟⠜  ⢿┊   ⠸┊      ⠈⣆⡀⡄⡜  ⢱    ⢠  ⢸  ⠁ ⠱⢢⠔⣤⢀⢄⡤⡀   ⢠⢇  ┊ ⡇⢠
      10⁰ ┤⢸⠃   ⢸┊    ┊        ⢣⡇⡇      ⡠⠃⡇⡆⢸        ⠋⠈ ⢇   ⡸⢸  ┊ ⣇⢸
          │⢸┊   ⢸┊    ┊        ⠘⢇⡇     ⡜  ⢇⢧⢸           ⢸  ⢀⠇⠈⡆ ┊ ⣿⢸
          │⠈┊   ⠘┊    ┊         ⢸⠃    ⢠⠃  ⢸⢸⡎           ⠈⣆⡰⠚  ⡇ ┊ ⣿⡸
          │ ┊    ┊    ┊         ⢸┊   ⠈⠉   ⠈⠘⡇            ⠁⠁   ⡇ ┊ ⣿⡇
     10⁻⁵ ┤ ┊    ┊    ┊          ┊          ⠇                 ⡇ ┊⢰⠉⡇
          │ ┊    ┊    ┊          ┊          ┊                 ⢇ ┊⢸ ⡇
          │ ┊    ┊    ┊          ┊          ┊                 ⢸ ┊⣿
          │ ┊    ┊    ┊          ┊          ┊                 ⢸ ┊⢻
          │ ┊    ┊    ┊          ┊          ┊                 ⢸ ┊⢸
    10⁻¹⁰ ┤ ┊    ┊    ┊          ┊          ┊                 ⠸ ┊⠈
          │ ┊    ┊    ┊          ┊          ┊                   ┊
          │ ┊    ┊    ┊          ┊          ┊                 Rn┊
          │ ┊    ┊    ┊          ┊          ┊                  ⠐┊
          └┬───────────┬───────────┬───────────┬────────────┬───────────┬───────────
           1          20          40          60           80          100
                                         Atomic number
    30 of 118 elements have no value; ┊ period boundaries

    """

  private let json = """
    [
      {"number": 1, "symbol": "H", "value": 8.2e-05, "value2": 13.99},
      {"number": 3, "symbol": "Li", "value": 0.534, "value2": 453.65},
      {"number": 26, "symbol": "Fe", "value": 7.87, "value2": 1811.15}
    ]

    """

  private let csv = """
    number,symbol,value
    1,H,13.5984345997
    2,He,24.587389011
    3,Li,5.391714996
    26,Fe,7.9024681
    85,At,9.31751

    """

  private let tsv = """
    number\tsymbol\tvalue\tvalue2
    1\tH\t1.008\t2.2
    3\tLi\t6.94\t0.98
    26\tFe\t55.845\t1.83
    85\tAt\t210\t2.2

    """
}

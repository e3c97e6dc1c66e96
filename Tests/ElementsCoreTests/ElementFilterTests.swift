import ElementsCore
import ElementsData
import Testing

/// `--where` expressions, `--sort` and `--fields`, against the bundled table.
@Suite struct ElementFilterTests {
  let table = PeriodicTable.standard

  @Test(arguments: [
    ("category=\"noble gas\" or group=1", "H He Li Ne Na Ar K Kr Rb Xe Cs Rn Fr"),
    ("block=d and density>20", "Re Os Ir Pt"),
    ("BLOCK = D AND density > 20", "Re Os Ir Pt"),
    ("discoveryYear<=1700 and knownSinceAntiquity=no", "P"),
    ("discoveryYear<1700 and period=4", "Fe Cu Zn As"),
    ("discoveryYear=ancient and period=4", "Fe Cu Zn As"),
    ("discoveryYear<=Ancient and period=4", "Fe Cu Zn As"),
    ("discoveryYear>Ancient and discoveryYear<1750 and period<=6", "P Co Pt"),
    ("discoveryYear!=Ancient and period=4 and group>=8 and group<=12", "Co Ni"),
    ("discoveryYear>1700 and period=4 and group>=8 and group<=12", "Co Ni"),
    ("not radioactive=false and period<=5", "Tc"),
    ("state=LIQUID", "Br Hg"),
    ("state == 'liquid'", "Br Hg"),
    ("name=iron or symbol=AU", "Fe Au"),
    ("(group=17 or group=18) and not period>=4", "He F Ne Cl Ar"),
    ("group=17 or group=18 and not period>=4", "He F Ne Cl Ar Br I At Ts"),
    ("electronAffinityUnbound=true and period=2", "Be N Ne"),
    ("meltingpoint>3500", "W"),
    ("knownSinceAntiquity=yes and block=p", "C S As Sn Sb Pb Bi"),
    ("atomicWeight<2", "H"),
    ("ionizationEnergy>=20", "He Ne"),
    ("oxidationStates=-4", "C Si Cr Fe Ga Ge Mo Ru Sn W Os Pb"),
    ("alternateNames='aluminum'", "Al"),
    ("category=\"alkali metal\" and name!=\"caesium\"", "Li Na K Rb Fr"),
  ])
  func matches(expression: String, symbols: String) throws {
    let filter = try ElementFilter(parsing: expression)
    #expect(filter.elements(in: table).map(\.symbol).joined(separator: " ") == symbols)
  }

  /// Unknown values match no comparison, `!=` included; `not` turns that round.
  /// Invisible format characters before the fault show as "?", one column each, in the echo
  /// and the caret line alike: the caret stays under the word.
  @Test(arguments: ["\u{202E}", "\u{200B}\u{200B}", "\u{2028}", "\u{FEFF}a\u{2066}", "\u{1B}"])
  func theCaretStaysUnderTheWordAfterInvisibleCharacters(invisible: String) throws {
    do {
      _ = try ElementFilter(parsing: "name='x" + invisible + "y' and densty>1")
      Issue.record("no error")
    } catch {
      let lines = error.description.split(separator: "\n").map(String.init)
      let shown = Array(lines[1])
      let caret = Array(lines[2])
      #expect(shown.allSatisfy { $0.isASCII }, "\(lines[1])")
      let word = try #require(lines[1].range(of: "densty"))
      let column = lines[1].distance(from: lines[1].startIndex, to: word.lowerBound)
      #expect(caret.firstIndex(of: "^") == column, "\(lines[1])\n\(lines[2])")
    }
  }

  @Test func unknownValuesNeverCompare() throws {
    let unequal = try ElementFilter(parsing: "density!=5 and number>=115")
    #expect(unequal.elements(in: table).isEmpty)
    let negated = try ElementFilter(parsing: "not density=5 and number>=115")
    #expect(negated.elements(in: table).map(\.symbol) == ["Mc", "Lv", "Ts", "Og"])
  }

  @Test(arguments: [
    ("", "the expression is empty"),
    ("   ", "the expression is empty"),
    (
      "density>",
      """
      expected a value after '>', found the end
        density>
                ^
      """
    ),
    (
      "density>heavy",
      """
      'density' is a number; 'heavy' is not
        density>heavy
                ^~~~~
      """
    ),
    (
      "category<5",
      """
      '<' compares numbers, and 'category' is text; use = or !=
        category<5
                ^
      """
    ),
    (
      "oxidationStates>=2",
      """
      '>=' compares numbers, and 'oxidationStates' is a list (= and != test whether it holds a value); use = or !=
        oxidationStates>=2
                       ^~
      """
    ),
    (
      "(group=1",
      """
      unclosed '('
        (group=1
        ^
      """
    ),
    (
      "group=1)",
      """
      unexpected ')'
        group=1)
               ^
      """
    ),
    (
      "group=1 and",
      """
      expected a property name, found the end
        group=1 and
                   ^
      """
    ),
    (
      "=5",
      """
      expected a property name, found '='
        =5
        ^
      """
    ),
    (
      "group 1",
      """
      expected =, !=, <, <=, > or >= after 'group', found '1'
        group 1
              ^
      """
    ),
    (
      "group!1",
      """
      '!' must be followed by '=' (use 'not' to negate)
        group!1
             ^
      """
    ),
    (
      "name=\"iron",
      """
      unclosed quote
        name="iron
             ^
      """
    ),
    (
      "radioactive=maybe",
      """
      'radioactive' is true or false; 'maybe' is neither
        radioactive=maybe
                    ^~~~~
      """
    ),
    (
      "group=1 xor group=2",
      """
      expected 'and', 'or' or the end, found 'xor'
        group=1 xor group=2
                ^~~
      """
    ),
    (
      "density>1e999",
      """
      'density' is a number; '1e999' is not
        density>1e999
                ^~~~~
      """
    ),
    (
      "group=0x10",
      """
      'group' is a number; '0x10' is not
        group=0x10
              ^~~~
      """
    ),
    (
      "density<nan",
      """
      'density' is a number; 'nan' is not
        density<nan
                ^~~
      """
    ),
    (
      String(repeating: "(", count: 40) + "group=1",
      """
      nested more than 32 deep (parentheses and 'not')
        ((((((((((((((((((((((((((((((((((((((((group=1
                                        ^
      """
    ),
    (
      String(repeating: "a", count: 1001),
      "the expression is 1001 bytes long; the limit is 1000"
    ),
  ])
  func errorMessage(expression: String, message: String) {
    #expect(throws: ElementFilterError.self) { try ElementFilter(parsing: expression) }
    do {
      _ = try ElementFilter(parsing: expression)
    } catch {
      #expect(error.description == message)
    }
  }

  /// The caret counts display columns, not bytes: accents take one, CJK two, and control
  /// characters are shown as "?".
  @Test(arguments: [
    (
      "name=\"Fé\" and densty>1",
      """
      unknown property 'densty' (did you mean density?)
        name="Fé" and densty>1
                      ^~~~~~
      """
    ),
    (
      "name=\"日本\" and 密度>1",
      """
      unknown property '密度'
        name="日本" and 密度>1
                        ^~~~
      """
    ),
    (
      "name=\"\u{1B}[31m\" and x=1",
      """
      unknown property 'x'
        name="?[31m" and x=1
                         ^
      """
    ),
  ])
  func unknownPropertyPointsAtIt(expression: String, message: String) {
    do {
      _ = try ElementFilter(parsing: expression)
      Issue.record("no error for \(expression)")
    } catch {
      let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.dropLast().joined(separator: "\n") == message)
      #expect(
        lines.last
          == "properties: " + ElementField.all.map(\.key).joined(separator: ", ")[...])
    }
  }

  @Test(arguments: [
    ("densty", "unknown property 'densty' (did you mean density?); choose from: "),
    ("name", "'name' is not a numeric property; choose from: "),
    ("xyz", "unknown property 'xyz'; choose from: "),
  ])
  func numericPropertyErrors(name: String, start: String) {
    #expect(throws: ElementFieldError.self) {
      try ElementField.resolve(name, among: ElementField.numeric)
    }
    let message = ElementField.unknownPropertyMessage(name, choices: ElementField.numeric)
    #expect(message.hasPrefix(start))
    #expect(message.hasSuffix("superconductingTemperature, knownIsotopes, unpairedElectrons"))
    #expect(!message.contains("casNumber"))
  }

  @Test func resolvesInAnyCase() throws {
    #expect(
      try ElementField.resolve("MeltingPoint", among: ElementField.numeric).key == "meltingPoint")
  }

  @Test(arguments: [
    ("symbol,name,density", "symbol name density"),
    (" symbol , density ", "symbol density"),
  ])
  func fieldList(text: String, keys: String) throws {
    #expect(try ElementField.list(parsing: text).map(\.key).joined(separator: " ") == keys)
  }

  @Test(arguments: [
    ("symbol,,name", "empty property name in 'symbol,,name'; separate names with one comma"),
    ("symbol,Symbol", "property 'symbol' is listed twice"),
    ("", "empty property name in ''; separate names with one comma"),
  ])
  func fieldListErrors(text: String, message: String) {
    #expect(throws: ElementFieldError(message: message)) { try ElementField.list(parsing: text) }
  }

  @Test func fieldListUnknownNameListsChoices() {
    #expect(throws: ElementFieldError.self) { try ElementField.list(parsing: "symbl") }
    let message = ElementField.unknownPropertyMessage("symbl", choices: ElementField.all)
    #expect(
      message.hasPrefix(
        "unknown property 'symbl' (did you mean symbol?); choose from: number, symbol, name,"))
  }

  /// Unknown values last in both directions; ties by atomic number in both directions.
  @Test func sorting() throws {
    let first = Array(table.elementsByNumber.prefix(12))
    let density = try #require(ElementField.named("density"))
    let group = try #require(ElementField.named("group"))
    #expect(
      table.sorted(first, by: density).map(\.symbol)
        == ["H", "He", "Ne", "N", "O", "F", "Li", "Na", "Mg", "Be", "C", "B"])
    #expect(
      table.sorted(first, by: density, reverse: true).map(\.symbol)
        == ["B", "C", "Be", "Mg", "Na", "Li", "F", "O", "N", "Ne", "He", "H"])
    #expect(
      table.sorted(first, by: group, reverse: true).map(\.symbol)
        == ["He", "Ne", "F", "O", "N", "C", "B", "Be", "Mg", "H", "Li", "Na"])
    let mixed = [118, 26, 85, 1, 87, 76].compactMap { table.element(number: $0) }
    #expect(table.sorted(mixed, by: density).map(\.symbol) == ["H", "Fe", "Os", "At", "Fr", "Og"])
    #expect(
      table.sorted(mixed, by: density, reverse: true).map(\.symbol)
        == ["Os", "Fe", "H", "At", "Fr", "Og"])
  }

  /// Every field's kind agrees with the values the bundled data gives it.
  @Test func kindsAgreeWithValues() {
    for field in ElementField.all {
      for element in table.elementsByNumber {
        guard let value = field.value(of: element, details: table.details(of: element)) else {
          continue
        }
        let kind: ElementFieldKind =
          switch value {
          case .bool: .boolean
          case .integer, .number, .decimal: .number
          // A discovery year is a number, or "Ancient" for elements known since antiquity.
          case .text(let text): field.key == "discoveryYear" && text == "Ancient" ? .number : .text
          case .texts: .texts
          case .integers, .numbers, .radii: .numbers
          }
        #expect(kind == field.kind, "\(field.key)")
      }
    }
  }
}

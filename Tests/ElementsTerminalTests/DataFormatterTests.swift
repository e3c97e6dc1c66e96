import ElementsCore
import Testing

@testable import ElementsTerminal

/// JSON, CSV and TSV for scripts.
@Suite struct DataFormatterTests {
  @Test func ironAsJSON() {
    #expect(DataFormatter.json(Fixtures.iron) == iron + "\n")
  }

  private let iron =
    """
    {
      "number": 26,
      "symbol": "Fe",
      "name": "Iron",
      "alternateNames": ["Ferrum"],
      "atomicWeight": 55.845,
      "atomicWeightKind": "standard",
      "state": "Solid",
      "category": "transition metal",
      "block": "d",
      "group": 8,
      "period": 4,
      "row": 4,
      "column": 8,
      "radioactive": false,
      "discoveryYear": "Ancient",
      "knownSinceAntiquity": true,
      "discoveredBy": null,
      "electronConfiguration": "[Ar] 3d6 4s2",
      "electronShells": [2, 8, 14, 2],
      "meltingPoint": 1811.15,
      "boilingPoint": 3134.15,
      "density": 7.87,
      "electronegativity": 1.83,
      "wikipedia": "https://en.wikipedia.org/wiki/Iron"
    }
    """

  /// An array holds the objects in order, indented one level deeper.
  @Test func arraysOfElements() {
    #expect(DataFormatter.json([AtomicElement]()) == "[]\n")
    let hydrogen = Fixtures.table.element(number: 1)!
    let text = DataFormatter.json([hydrogen, Fixtures.iron])
    #expect(text.hasPrefix("[\n  {\n    \"number\": 1,\n    \"symbol\": \"H\","))
    #expect(
      text.contains("\n    \"wikipedia\": \"https://en.wikipedia.org/wiki/Hydrogen\"\n  },\n  {\n"))
    #expect(text.hasSuffix("\n    \"wikipedia\": \"https://en.wikipedia.org/wiki/Iron\"\n  }\n]\n"))
  }

  /// Unknown values are null, never 0 or "".
  @Test func unknownValuesAreNull() {
    #expect(
      DataFormatter.json(Fixtures.unknown) == """
        {
          "number": 119,
          "symbol": "Uue",
          "name": "Ununennium",
          "alternateNames": [],
          "atomicWeight": null,
          "atomicWeightKind": null,
          "state": "Artificial",
          "category": null,
          "block": null,
          "group": null,
          "period": null,
          "row": 8,
          "column": 1,
          "radioactive": null,
          "discoveryYear": null,
          "knownSinceAntiquity": null,
          "discoveredBy": null,
          "electronConfiguration": null,
          "electronShells": [],
          "meltingPoint": null,
          "boilingPoint": null,
          "density": null,
          "electronegativity": null,
          "wikipedia": null
        }

        """)
  }

  /// Mass numbers are whole numbers; weights are written from their exact text, repaired into a
  /// JSON number if the text is not one; non-finite numbers become null.
  @Test func weightsAndNumbers() {
    let oganesson = DataFormatter.json(Fixtures.table.element(number: 118)!)
    #expect(
      oganesson.contains(#""atomicWeight": 294,"# + "\n" + #"  "atomicWeightKind": "mass number","#)
    )
    #expect(oganesson.contains(#""discoveryYear": 2002,"#))
    var odd = Fixtures.unknown
    odd.atomicWeight = .standard(".50")
    odd.meltingPoint = .nan
    odd.boilingPoint = .infinity
    odd.density = 0.00001
    let text = DataFormatter.json(odd)
    #expect(text.contains(#""atomicWeight": 0.5,"#))
    #expect(text.contains(#""meltingPoint": null,"#))
    #expect(text.contains(#""boilingPoint": null,"#))
    #expect(text.contains(#""density": 1e-05,"#))
    odd.atomicWeight = .standard("12.0110")
    #expect(DataFormatter.json(odd).contains(#""atomicWeight": 12.0110,"#))
  }

  /// Quotes, backslashes and every control character are escaped; DEL and C1 controls too.
  @Test func hostileStringsAreEscaped() {
    let text = DataFormatter.json(Fixtures.hostile)
    #expect(text.contains(#"  "name": "Ir\u001b]0;pwned\u0007\"on\\","#))
    #expect(text.contains(#"  "alternateNames": ["a,b", "say \"hi\"\u000abye"],"#))
    #expect(text.contains(#"  "discoveredBy": "Tab\u0009here\u007f\u009b","#))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
  }

  @Test func csvHeaderAndRow() {
    let text = DataFormatter.delimited([Fixtures.iron], separator: ",")
    #expect(
      text == """
        number,symbol,name,alternateNames,atomicWeight,atomicWeightKind,state,category,block,\
        group,period,row,column,radioactive,discoveryYear,knownSinceAntiquity,discoveredBy,\
        electronConfiguration,electronShells,meltingPoint,boilingPoint,density,\
        electronegativity,wikipedia
        26,Fe,Iron,Ferrum,55.845,standard,Solid,transition metal,d,8,4,4,8,false,Ancient,true,,[Ar] 3d6 4s2,\
        2 8 14 2,1811.15,3134.15,7.87,1.83,https://en.wikipedia.org/wiki/Iron

        """)
  }

  /// RFC 4180: fields with a comma, quote, tab or line break are quoted and quotes doubled;
  /// tabs and line feeds stay (a CSV reader gets the text back), other control characters are
  /// escaped by the sanitiser.
  @Test func csvQuoting() {
    let text = DataFormatter.delimited([Fixtures.hostile], separator: ",")
    let row = text.split(separator: "\n", maxSplits: 1)[1]
    #expect(
      row == #"""
        26,Fe,"Ir\x1B]0;pwned\x07""on\","a,b; say ""hi""
        bye",55.845,standard,Solid,,,,,4,8,false,,,"Tab	here\x7F\x9B",,,,,,,"https://example.org/?a=1,2"

        """#)
  }

  /// A comma or quote with a combining mark after it is still a comma or quote to a CSV
  /// reader, which splits bytes: the field is quoted all the same.
  @Test func csvQuotesASeparatorWithACombiningMark() {
    #expect(DataFormatter.cell("a,\u{301}b", separator: ",") == "\"a,\u{301}b\"")
    #expect(DataFormatter.cell("a\"\u{301}", separator: ",") == "\"a\"\"\u{301}\"")
    #expect(DataFormatter.cell("a;\u{301}", separator: ";") == "\"a;\u{301}\"")
    #expect(DataFormatter.cell("a;b", separator: ",") == "a;b")
    #expect(DataFormatter.cell("é", separator: "é") == "\"é\"")
    #expect(DataFormatter.cell("e\u{301}", separator: "é") == "e\u{301}")
  }

  /// TSV: tabs and line breaks inside fields become spaces; nothing is quoted.
  @Test func tsv() {
    let text = DataFormatter.delimited([Fixtures.hostile], separator: "\t")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines[2].isEmpty)
    #expect(lines[0].split(separator: "\t").count == 24)
    let fields = lines[1].split(separator: "\t", omittingEmptySubsequences: false)
    #expect(fields.count == 24)
    #expect(fields[2] == #"Ir\x1B]0;pwned\x07"on\"#)
    #expect(fields[3] == #"a,b; say "hi" bye"#)
    #expect(fields[16] == #"Tab here\x7F\x9B"#)
    #expect(fields[23] == "https://example.org/?a=1,2")
  }
}

import ElementsTestSupport
import Foundation
import Testing

/// `elements sources`, run in process: the field catalogue as text, CSV and JSON.
@Suite struct SourcesCommandTests {
  @Test func sources() throws {
    let text = Elements.run(["sources"])
    #expect(text.status == 0)
    #expect(text.stdout.hasPrefix("Field  "))
    #expect(text.stdout.contains("\nnumber "))
    let csv = Elements.run(["sources", "--format", "csv"]).stdout.split(separator: "\n")
    #expect(
      csv[0]
        == "key,title,unit,numeric,source,known,elements,checkedAgainst,tolerance,agreeing,compared,"
        + "data")
    #expect(csv[1] == "number,Atomic number,,true,mendeleev 1.3.0,118,118,,,,,")
    // The boiling point names its source and the sources it was checked against, with counts.
    let boiling = try #require(csv.first { $0.hasPrefix("boilingPoint,") })
    #expect(boiling.contains("CRC inorganic via chemicals (88/89)"))
    let csvCount = csv.count
    let json = Elements.run(["sources", "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == csvCount - 1)
    #expect(array[0]["key"] as? String == "number")
    #expect(array[0]["data"] is NSNull)
  }

  /// With a data file, the coverage is the file's, and the file stands in place of the
  /// built-in data's sources and cross-checks.
  @Test func sourcesOfADataFile() throws {
    let file = Repository.fixtures + "/TheElements-Elements.plist"
    let text = Elements.run(["--data", file, "sources"], environment: ["COLUMNS": "300"])
    #expect(text.status == 0)
    #expect(
      text.stdout.hasPrefix(
        "Data: " + file + " (not the built-in data; its sources are the file's)\n\nField  "))
    #expect(text.stdout.contains("\nalternateNames                           0/118\n"))
    for claim in ["Agree", "mendeleev", "CIAAW", "checked against"] {
      #expect(!text.stdout.contains(claim), "\(claim)")
    }
    let json = Elements.run(["--data", file, "sources", "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(array.allSatisfy { $0["data"] as? String == file })
    for key in ["source", "checkedAgainst", "tolerance", "agreeing", "compared"] {
      #expect(array.allSatisfy { $0[key] is NSNull }, "\(key)")
    }
  }
}

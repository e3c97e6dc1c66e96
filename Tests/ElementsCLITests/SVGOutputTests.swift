import ElementsTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--format svg` through the binary: a well-formed SVG document whose text is real text,
/// whatever the terminal, and `--output` that never replaces a file.
@Suite struct SVGOutputTests {
  /// Each view that has a picture, with words that must be in its text.
  static let views: [(arguments: [String], words: [String])] = [
    (["show", "Fe", "--format", "svg"], ["26", "Fe", "55.845", "Iron", "Solid"]),
    (
      ["show", "Fe", "Au", "--back", "--format", "svg"],
      ["Iron", "Gold", "Electron", "Wikipedia"]
    ),
    (["mass", "CuSO4·5H2O", "--format", "svg"], ["CuSO4·5H2O", "249.677", "Count"]),
    (["isotopes", "Cl", "--format", "svg"], ["Cl-35", "Cl-37", "stable"]),
    (
      ["compare", "Fe", "Cu", "Og", "--format", "svg"],
      ["Fe Iron", "Og Oganesson", "Transition metal", "3d⁶ 4s²", "+2, +3", "▲ largest"]
    ),
    (
      ["compare", "Na", "K", "--fields", "meltingPoint,density", "--format", "svg"],
      ["Na Sodium", "Melting point (K)", "370.944"]
    ),
    (
      ["plot", "ionizationEnergy", "--format", "svg"],
      ["First ionization energy (eV) by atomic number", "Atomic number", "He", "Noble gas"]
    ),
    (["plot", "density", "--log", "--format", "svg"], ["10⁻⁴", "10²", "Os", "logarithmic"]),
    (
      ["plot", "density", "--vs", "meltingPoint", "--format", "svg"],
      ["Melting point (K)", "4000", "Os", "Category"]
    ),
  ]

  @Test(arguments: views.indices)
  func isWellFormedSVGWithRealText(index: Int) throws {
    let (arguments, words) = Self.views[index]
    // A narrow terminal that shows no colour changes nothing: the picture is its own size.
    let run = Elements.run(arguments, environment: ["COLUMNS": "30", "NO_COLOR": "1"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(!run.stdoutBytes.contains(0x1B))
    let document = try SVGDocument(run.stdout)
    #expect(document.root == "svg")
    for word in words {
      #expect(document.text.contains(word), "\(arguments): no text '\(word)'")
    }
    let wide = Elements.run(arguments, environment: ["COLUMNS": "200", "LANG": "C"])
    #expect(wide.stdout == run.stdout)
  }

  @Test func hostileTextIsEscaped() throws {
    let entry = GoodData.iron.setting("name", .string("<b>&\"'</b>"))
    let path = try HostileData.write(
      Array(GoodData.plist([entry]).xml.utf8), name: "markup.plist")
    defer { HostileData.remove(path) }
    let run = Elements.run(["--data", path, "show", "Fe", "--back", "--format", "svg"])
    #expect(run.status == 0)
    let document = try SVGDocument(run.stdout)
    #expect(document.text.contains("<b>&\"'</b>"))
  }

  @Test func outputWritesANewFileAndNeverReplacesOne() throws {
    let directory = try TemporaryDirectory.make("svg")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("fe.svg").path
    let first = Elements.run(["show", "Fe", "--format", "svg", "--output", file])
    #expect(first.status == 0)
    #expect(first.stdout == "")
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(try SVGDocument(saved).root == "svg")

    let second = Elements.run(["show", "Au", "--format", "svg", "--output", file])
    #expect(second.status == 6)
    #expect(second.stderr.contains("exists; --output never replaces a file"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == saved)
  }

  @Test(arguments: ["favorites", "sources"])
  func svgWhereItMakesNoSenseIsAUsageError(command: String) throws {
    let run = Elements.run([command, "--format", "svg"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "elements: invalid value 'svg' for '--format' (expected text, json, csv or tsv)"))
  }
}

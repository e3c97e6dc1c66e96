import Foundation
import Testing

/// `compare --format svg` and `plot --format svg` through the binary: well-formed pictures
/// with real text, the same whatever the terminal; the plot a vector chart, not characters.
@Suite struct CompareAndPlotSVGTests {
  /// Each picture, with words that must be in its text.
  static let views: [(arguments: [String], words: [String])] = [
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
    let run = try Elements.run(arguments, environment: ["COLUMNS": "30", "NO_COLOR": "1"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(!run.stdoutBytes.contains(0x1B))
    let document = try SVGDocument(run.stdout)
    #expect(document.root == "svg")
    for word in words {
      #expect(document.text.contains(word), "\(arguments): no text '\(word)'")
    }
    let wide = try Elements.run(arguments, environment: ["COLUMNS": "200", "LANG": "C"])
    #expect(wide.stdout == run.stdout)
  }

  /// The plot is drawn with lines and circles, not braille characters; `--size` shapes only
  /// the text plot.
  @Test func plotIsAVectorChart() throws {
    let run = try Elements.run(["plot", "atomicRadius", "--format", "svg", "--size", "40x12"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("<circle "))
    #expect(run.stdout.contains("<line "))
    #expect(run.stdout.contains("<path d=\"M"))
    #expect(!run.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    let plain = try Elements.run(["plot", "atomicRadius", "--format", "svg"])
    #expect(plain.stdout == run.stdout)
  }
}

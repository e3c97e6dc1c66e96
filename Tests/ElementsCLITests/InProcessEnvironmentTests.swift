import ElementsTestSupport
import Foundation
import Testing

/// What `CLI.run` takes from the environment it is given, and never from the test process's:
/// where the favorites and the quiz progress are kept, and the file `--output` makes.
@Suite struct InProcessEnvironmentTests {
  /// The variable that names the store's directory, and where under it the files are.
  @Test(arguments: [
    ("ELEMENTS_HOME", ""), ("XDG_DATA_HOME", "/elements"), ("HOME", "/.local/share/elements"),
  ])
  func theStoreIsWhereTheGivenEnvironmentSays(variable: String, folder: String) throws {
    let chosen = try TemporaryDirectory.make("store-chosen").path
    let other = try TemporaryDirectory.make("store-other").path
    defer {
      for path in [chosen, other] { try? FileManager.default.removeItem(atPath: path) }
    }
    // The variables before the chosen one are empty, those after it name another folder.
    let names = ["ELEMENTS_HOME", "XDG_DATA_HOME", "HOME"]
    let position = try #require(names.firstIndex(of: variable))
    var environment: [String: String] = [:]
    for (index, name) in names.enumerated() {
      environment[name] = index < position ? "" : index == position ? chosen : other
    }
    let add = Elements.run(["favorites", "add", "Fe"], environment: environment)
    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stdout == "Added Iron (Fe) to the favorites, at position 1.\n")
    let quiz = Elements.run(
      ["quiz", "--seed", "1", "--count", "1"], environment: environment, input: "Iron\n")
    #expect(quiz.status == 0, "\(quiz.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: chosen + folder).sorted()
    #expect(files == ["favorites", "favorites.lock", "quiz", "quiz.lock"], "\(files)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: other).isEmpty)
    let saved = try String(contentsOfFile: chosen + folder + "/favorites", encoding: .utf8)
    #expect(saved.hasSuffix("elements-favorites 1\n26\tFe\n"), "\(saved)")
  }

  /// `--output` writes what stdout would have had into the file, and nothing to stdout.
  @Test(arguments: [["list", "--format", "csv"], ["show", "Fe"], ["table", "--format", "svg"]])
  func outputMakesTheFileOfWhatStdoutWouldHave(arguments: [String]) throws {
    let directory = try TemporaryDirectory.make("output")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out").path
    let saved = Elements.run(arguments + ["--output", file])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stdoutBytes.isEmpty)
    #expect(saved.stderr == "")
    let printed = Elements.run(arguments)
    #expect(FileManager.default.contents(atPath: file).map { [UInt8]($0) } == printed.stdoutBytes)
  }
}

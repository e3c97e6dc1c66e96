import ElementsTestSupport
import Foundation
import Testing

/// Colour, character set, width and data files, in process: the tool's manners.
@Suite struct EnvironmentTests {
  /// Colour only when asked for (`--color always`, `CLICOLOR_FORCE`), and never against
  /// `NO_COLOR` or `--color never`: standard output here is not a terminal.
  @Test(
    arguments: [
      ([], [:], true), (["--color", "always"], [:], false), ([], ["CLICOLOR_FORCE": "1"], false),
      ([], ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], true),
      (["--color", "never"], ["CLICOLOR_FORCE": "1"], true),
    ] as [([String], [String: String], Bool)])
  func colourOnlyWhenAskedOrOnATerminal(
    options: [String], environment: [String: String], plain: Bool
  ) {
    #expect(
      Elements.run(["show", "Fe"] + options, environment: environment).stdoutIsPlain == plain)
  }

  @Test(arguments: [
    ["show", "Fe"], ["show", "Fe", "--back"], ["list"], ["table"], ["search", "ium"],
  ])
  func asciiWhenTheLocaleIsNotUTF8(arguments: [String]) throws {
    let run = Elements.run(arguments, environment: ["LANG": "C"])
    #expect(run.status == 0)
    #expect(run.stdoutBytes.allSatisfy { $0 < 0x80 }, "non-ASCII output in the C locale")
    let flag = Elements.run(arguments + ["--ascii"])
    #expect(flag.stdout == run.stdout)
  }

  @Test func fitsANarrowTerminal() throws {
    let run = Elements.run(["list"], environment: ["COLUMNS": "30"])
    #expect(run.status == 0)
    for line in run.stdout.split(separator: "\n") { #expect(line.count <= 30, "too wide: \(line)") }
  }

  @Test func loadsApplesOriginalData() throws {
    let run = Elements.run([
      "--data", Elements.fixtures + "/TheElements-Elements.plist", "list", "--by", "number",
    ])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("Ununoctium"))
    #expect(run.stdout.split(separator: "\n").filter { $0.contains("(") }.count == 118)
    let env = Elements.run(
      ["list", "--by", "number"],
      environment: ["ELEMENTS_DATA": Elements.fixtures + "/TheElements-Elements.plist"])
    #expect(env.stdout == run.stdout)
  }

  @Test func badDataFileFailsWithItsName() throws {
    let path = try Elements.temporaryFile(
      "<plist><array><dict><key>name</key><string>X</string></dict></array></plist>")
    let run = Elements.run(["--data", path, "show", "Fe"])
    #expect(run.status == 3)
    #expect(run.stdout == "")
    #expect(run.stderr == "elements: \(path): entry 1 (X): missing key 'atomicNumber'\n")
    let missing = Elements.run(["--data", "/nonexistent.plist", "list"])
    #expect(missing.status == 3)
    #expect(
      missing.stderr
        == "elements: /nonexistent.plist: cannot read the file: No such file or directory\n")
  }

  @Test func controlCharactersFromDataNeverReachTheTerminal() throws {
    let entry = "<dict><key>atomicNumber</key><string>&#27;]0;pwned&#7;</string></dict>"
    let path = try Elements.temporaryFile("<plist><array>\(entry)</array></plist>")
    let run = Elements.run(["--data", path, "list"])
    #expect(run.status == 3)
    #expect(!run.stderr.contains("\u{1B}"))
    #expect(!run.stderr.contains("\u{07}"))
    #expect(run.stderr.contains("'?]0;pwned?'"))
  }

  /// Apple's file has no addresses: they are made from the names, as the original app did.
  @Test func addressesFromNamesForApplesFile() throws {
    let run = Elements.run([
      "--data", Elements.fixtures + "/TheElements-Elements.plist", "wiki", "Hg", "Og", "iron",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        https://en.wikipedia.org/wiki/Mercury_(element)
        https://en.wikipedia.org/wiki/Ununoctium
        https://en.wikipedia.org/wiki/Iron

        """)
  }

  @Test func withoutATerminalItPrintsTheTableAndAHint() {
    let run = Elements.run([])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Fe"))
    let browse = Elements.run(["browse"])
    #expect(browse.status == 1)
    #expect(
      browse.stderr
        == "elements: the browser needs a terminal (standard input and output must both be one)\n")
  }
}

/// Messages on standard error are folded to ASCII in a locale that is not UTF-8, as standard
/// output is: no byte from 0x80 up (0x9B is CSI on an 8-bit terminal) reaches the terminal.
@Suite struct ErrorLocaleTests {
  @Test(arguments: [
    ["show", "Fe\u{9B}2J\u{11B}"], ["search", "\u{11B}\u{C0}\u{9B}"],
    ["list", "--sort", "d\u{11B}nsity"],
    ["mass", "H2\u{11B}O"], ["list", "--where", "name=\u{11B}\u{9B}x and"], ["--colo\u{11B}r"],
  ])
  func stderrIsASCIIWhenTheLocaleIsNot(arguments: [String]) throws {
    let plain = Elements.run(arguments, environment: ["LANG": "C"])
    #expect(plain.status != 0)
    #expect(!plain.stderr.isEmpty)
    #expect(plain.stderr.utf8.allSatisfy { $0 < 0x80 }, "\(plain.stderr)")
    let unicode = Elements.run(arguments, environment: ["LANG": "C.UTF-8"])
    #expect(unicode.stderr.contains("\u{11B}") || unicode.stderr.contains("\\u{"))
  }
}

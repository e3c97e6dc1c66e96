import ElementsTestSupport
import Foundation
import Testing

/// Help, version and usage errors: what a newcomer sees when they get it wrong.
@Suite struct UsageTests {
  @Test func unknownCommandSuggestsTheClosest() throws {
    let run = Elements.run(["lsit"])
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        elements: unknown command 'lsit' (did you mean 'list'?)
        usage: elements [options] <command> [arguments]
        Run 'elements --help' for the list of commands.

        """)
  }

  @Test func anElementInPlaceOfACommandGetsAHint() throws {
    let run = Elements.run(["fe"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "elements: unknown command 'fe' (to show Iron, run 'elements show fe')\n"))
  }

  @Test func unknownOptionSuggestsTheClosest() throws {
    let run = Elements.run(["list", "--bye", "name"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "elements: unknown option '--bye' for 'list' (did you mean '--by'?)\nusage: elements list ")
    )
  }

  @Test func badValueListsTheChoices() throws {
    let run = Elements.run(["list", "--by", "stat"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "elements: invalid value 'stat' for '--by' (expected name, number, symbol or state); did you mean 'state'?\n"
      ))
  }

  @Test func missingValueAndArgument() throws {
    let value = Elements.run(["list", "--format"])
    #expect(value.status == 2)
    #expect(
      value.stderr.hasPrefix(
        "elements: option '--format' needs a value (expected text, json, csv or tsv)\n"))
    let argument = Elements.run(["show"])
    #expect(argument.status == 2)
    #expect(
      argument.stderr.hasPrefix("elements: 'show' needs <element>... (e.g. 'elements show Fe')\n"))
    let extra = Elements.run(["open", "Fe", "Co"])
    #expect(extra.status == 2)
    #expect(extra.stderr.hasPrefix("elements: unexpected argument 'Co' for 'open'\n"))
  }

  @Test func flagsTakeNoValue() throws {
    let run = Elements.run(["show", "Fe", "--back=yes"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("elements: option '--back' takes no value\n"))
  }

  @Test func optionsWorkBeforeAndAfterTheCommand() throws {
    let before = Elements.run(["--color=never", "list", "--by=number"])
    let after = Elements.run(["list", "--by", "number", "--color", "never"])
    #expect(before.status == 0)
    #expect(before.stdout == after.stdout)
  }

  @Test func helpCoversEveryCommand() throws {
    let run = Elements.run(["--help"])
    #expect(run.status == 0)
    for command in ["list", "show", "flip", "wiki", "open", "search", "table", "help"] {
      #expect(run.stdout.contains("  \(command) "), "help lists \(command)")
    }
    #expect(run.stdout.contains("Exit status:"))
    #expect(run.stdout.contains("NO_COLOR"))
  }

  @Test(arguments: ["list", "show", "flip", "wiki", "open", "search", "table"])
  func everyCommandHasHelp(command: String) throws {
    let flag = Elements.run([command, "--help"])
    let short = Elements.run([command, "-h"])
    let topic = Elements.run(["help", command])
    #expect(flag.status == 0)
    #expect(flag.stdout.contains("Usage: elements \(command)"))
    #expect(short.stdout == flag.stdout)
    #expect(topic.stdout == flag.stdout)
  }

  @Test func helpForAnUnknownTopic() throws {
    let run = Elements.run(["help", "shwo"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "elements: no help for 'shwo': there is no such command (did you mean 'show'?)\n"))
  }

  @Test func versionPrintsTheVersion() throws {
    let run = Elements.run(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("elements "))
    #expect(run.stdout.split(separator: "\n").count == 1)
  }
}

/// Where options may stand, and what the user is told when one is in the wrong place.
@Suite struct OptionPlacementTests {
  @Test func aMisspeltGlobalOptionIsNamedNotItsValue() throws {
    let run = Elements.run(["--colour", "never", "list"])
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        elements: unknown option '--colour' (did you mean '--color'?)
        usage: elements [options] <command> [arguments]
        Run 'elements --help' for the list of commands.

        """)
  }

  @Test func aCommandOptionBeforeTheCommandWorks() throws {
    let before = Elements.run(["--format", "json", "list"])
    let after = Elements.run(["list", "--format", "json"])
    #expect(before.status == 0)
    #expect(before.stdout == after.stdout)
  }

  @Test func aCommandOptionWithoutACommandSaysWhereItGoes() throws {
    let run = Elements.run(["--format", "json"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "elements: option '--format' belongs to a command: elements list --format json\n"))
  }

  @Test func doubleDashBeforeTheCommand() throws {
    let run = Elements.run(["--", "list"])
    #expect(run.status == 0)
    #expect(run.stdout == (Elements.run(["list"])).stdout)
    let after = Elements.run(["--", "list", "--by=number"])
    #expect(after.stderr.hasPrefix("elements: unexpected argument '--by=number' for 'list'\n"))
  }

  @Test(arguments: ["--data", "--color", "--ascii", "--version"])
  func globalOptionsAfterTheCommand(option: String) throws {
    let value: [String] =
      switch option {
      case "--data": ["--data=" + Repository.fixtures + "/TheElements-Elements.plist"]
      case "--color": ["--color=never"]
      default: [option]
      }
    let run = Elements.run(["show", "Fe"] + value)
    #expect(run.status == 0)
  }

  @Test func helpWrapsToColumns() throws {
    let run = Elements.run(["help", "favorites"], environment: ["COLUMNS": "60"])
    #expect(run.status == 0)
    for line in run.stdout.split(separator: "\n") {
      #expect(line.count <= 60 || line.hasPrefix("  elements "), "\(line)")
    }
  }
}

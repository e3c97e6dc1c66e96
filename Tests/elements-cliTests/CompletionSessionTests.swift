import Foundation
import Testing

/// Completion as a user meets it: a real interactive bash, zsh or fish in a pseudo-terminal
/// with the generated script loaded; a partial word is typed, Tab pressed, and the line read
/// back from the screen.
@Suite(.serialized) struct CompletionSessionTests {
  /// A line typed, and what the line must read after Tab: its start, at least.
  struct Case: CustomStringConvertible {
    var typed: String
    var expected: String
    /// Whether the line must read `expected` and no more (spaces at its end aside), not only
    /// start with it.
    var exact = false
    var description: String { "'\(typed)' -> '\(expected)'" }
  }

  /// What Tab must do, the same in every shell: extend the word as typed, never change or
  /// erase it, whatever its case; property names after the options and commands that take one,
  /// after a comma in `--fields` and inside a `--where` expression.
  static let cases: [Case] = [
    Case(typed: "elements show cu", expected: "elements show cu"),
    Case(typed: "elements show Fe", expected: "elements show Fe"),
    Case(typed: "elements show fe", expected: "elements show fe"),
    Case(typed: "elements show FE", expected: "elements show FE"),
    Case(typed: "elements show oxyg", expected: "elements show oxygen"),
    Case(typed: "elements show Oxyg", expected: "elements show Oxygen"),
    Case(typed: "elements show mol", expected: "elements show molybdenum"),
    Case(typed: "elements wiki ferr", expected: "elements wiki ferrum"),
    Case(typed: "elements list --sort dens", expected: "elements list --sort density"),
    Case(typed: "elements list --sort Dens", expected: "elements list --sort Density"),
    Case(
      typed: "elements list --fields name,dens", expected: "elements list --fields name,density"),
    Case(typed: "elements list --fields symb", expected: "elements list --fields symbol"),
    Case(typed: "elements table --color-by dens", expected: "elements table --color-by density"),
    Case(typed: "elements table --color-by categ", expected: "elements table --color-by category"),
    Case(typed: "elements plot electroneg", expected: "elements plot electronegativity"),
    Case(typed: "elements table --format s", expected: "elements table --format svg"),
    Case(typed: "elements nuclides --color-by m", expected: "elements nuclides --color-by mode"),
    Case(typed: "elements worksheet --format s", expected: "elements worksheet --format svg"),
    Case(typed: "elements list --format t", expected: "elements list --format t"),
    Case(typed: "elements list --where dens", expected: "elements list --where density"),
    Case(typed: "elements list --where 'dens", expected: "elements list --where 'density"),
    Case(
      typed: "elements list --where 'block=d and meltingP",
      expected: "elements list --where 'block=d and meltingPoint"),
    Case(typed: "elements list --where block=d,", expected: "elements list --where block=d,"),
    Case(typed: "elements help fl", expected: "elements help flip"),
    Case(typed: "elements completions z", expected: "elements completions zsh"),
    // A value after '=' (bash splits the word there), after a short option, and after a
    // command's option given before the command.
    Case(typed: "elements list --sort=dens", expected: "elements list --sort=density"),
    Case(typed: "elements quiz --ask=sy", expected: "elements quiz --ask=symbol"),
    Case(
      typed: "elements table --color-by=", expected: "elements table --color-by=", exact: true),
    Case(typed: "elements show -f s", expected: "elements show -f svg"),
    Case(typed: "elements --format j", expected: "elements --format json"),
    Case(typed: "elements --format json li", expected: "elements --format json list"),
    // Every command that takes an element completes one.
    Case(typed: "elements browse oxyg", expected: "elements browse oxygen"),
    Case(typed: "elements electrons oxyg", expected: "elements electrons oxygen"),
    // A directory (the shell starts in one that holds "my dir") ends in '/', escaped.
    Case(typed: "elements --data my", expected: "elements --data my\\ dir/", exact: true),
  ]

  static let binDirectory = URL(fileURLWithPath: Elements.path).deletingLastPathComponent().path

  /// An interactive shell with the completion loaded and the prompt "P> ".
  static func shell(_ name: String) throws -> PseudoTerminal {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("completion-\(name)-\(getpid())").path
    try FileManager.default.createDirectory(
      atPath: home + "/my dir/inside", withIntermediateDirectories: true)
    var environment = [
      "PATH": binDirectory + ":/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home,
      "XDG_DATA_HOME": home, "XDG_CACHE_HOME": home, "TERM": "xterm",
    ]
    let terminal: PseudoTerminal
    switch name {
    case "bash":
      environment["PS1"] = "P> "
      terminal = try PseudoTerminal(
        ["--norc", "--noprofile", "-i"], rows: 40, columns: 200, environment: environment,
        program: "/bin/bash")
      terminal.send("cd \(home); PS1='P> '; source <(elements completions bash)\n")
    case "zsh":
      let script = try Elements.run(["completions", "zsh"]).stdout
      try script.write(toFile: home + "/_elements", atomically: true, encoding: .utf8)
      terminal = try PseudoTerminal(
        ["-f", "-i"], rows: 40, columns: 200, environment: environment, program: "/usr/bin/zsh")
      terminal.send(
        "cd \(home); fpath=(\(home) $fpath); autoload -U compinit; compinit -u -D; PS1='P> '\n")
    default:
      terminal = try PseudoTerminal(
        ["--no-config", "-i"], rows: 40, columns: 200, environment: environment,
        program: "/usr/bin/fish")
      terminal.send(
        "cd \(home); function fish_prompt; printf 'P> '; end; "
          + "set -g fish_autosuggestion_enabled 0; "
          + "elements completions fish | source\n")
    }
    // compinit reads every completion function: seconds on a busy machine.
    terminal.send("\u{0C}")
    terminal.waitFor(timeout: 60) {
      $0.text.trimmingCharacters(in: .whitespacesAndNewlines) == "P>"
    }
    return terminal
  }

  /// The command line: the last screen line that starts with the prompt, without it.
  static func commandLine(_ terminal: PseudoTerminal) -> String {
    let line = terminal.screen.lines.last { $0.hasPrefix("P> ") } ?? ""
    return String(line.dropFirst(3))
  }

  static func check(_ shell: String) throws {
    let terminal = try Self.shell(shell)
    for item in cases {
      // Ctrl-C drops the line, Ctrl-L clears the screen: one prompt, nothing else.
      terminal.send("\u{03}")
      terminal.drain(milliseconds: 150)
      terminal.send("\u{0C}")
      let fresh = terminal.waitFor {
        $0.text.trimmingCharacters(in: .whitespacesAndNewlines) == "P>"
      }
      #expect(fresh, "\(shell): no fresh prompt before \(item)")
      terminal.send(item.typed)
      terminal.waitFor { _ in commandLine(terminal) == item.typed }
      terminal.send("\t")
      terminal.drain(milliseconds: 400)
      let line = commandLine(terminal)
      let trimmed = item.exact ? line.trimmingCharacters(in: .whitespaces) : line
      #expect(
        item.exact ? trimmed == item.expected : line.hasPrefix(item.expected),
        "\(shell): \(item): the line reads '\(line)'")
    }
    terminal.send("\u{03}exit\n")
    _ = terminal.waitForExit(timeout: 2)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func bashExtendsTheWordAsTyped() throws { try Self.check("bash") }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func zshExtendsTheWordAsTyped() throws { try Self.check("zsh") }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishExtendsTheWordAsTyped() throws { try Self.check("fish") }
}

import ElementsCore

/// `elements completions`: a completion script for bash, zsh or fish.
struct CompletionsCommand: Subcommand, Equatable {
  static let name = "completions"
  static let spec = CommandSpec(
    name: name,
    summary: "Print a shell completion script for bash, zsh or fish",
    arguments: "<shell>", argumentCount: 1...1,
    discussion: """
      Completes commands, options and their values, and element names and symbols. \
      'make install' installs all three; to try one now, run the last example.
      """,
    examples: [
      "elements completions bash > ~/.local/share/bash-completion/completions/elements",
      "elements completions fish > ~/.config/fish/completions/elements.fish",
      "source <(elements completions bash)",
    ])

  var shell: Shell

  init(_ words: ParsedWords) throws(CLIError) {
    let word = words.arguments[0]
    guard let shell = Shell(word: word) else {
      var message =
        "no completions for \(word.quotedForMessage())\(ParsedWords.expected(Shell.allWords))"
      if let close = Spelling.suggestions(for: word, among: Shell.allWords).first {
        message += "; did you mean \(close.quotedForMessage())?"
      }
      throw .usage(message, command: Self.spec)
    }
    self.shell = shell
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    .text(Completions.script(for: shell, table: context.table))
  }
}

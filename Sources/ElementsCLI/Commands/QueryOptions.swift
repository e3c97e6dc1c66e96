import ElementsCore
import ElementsTerminal

/// The options the cross-element views share: `--where`, `--fields`, `--at`, and property
/// names, read into typed values with usage errors that quote the user's words.
enum QueryOptions {
  static let filter = TextOption(
    "--where", value: "EXPR",
    help: "Only elements for which EXPR holds, e.g. 'block=d and density>10'")
  static let fields = TextOption(
    "--fields", value: "FIELDS",
    help: "Only these properties, by JSON name, in any format, e.g. symbol,name,density")

  /// The parsed `--where`, if given.
  /// - Throws: ``CLIError/formula(_:)`` (exit 2): the problem, the expression and a caret line.
  static func filter(_ words: ParsedWords) throws(CLIError) -> Where? {
    guard let text = words.value(filter) else { return nil }
    do {
      return Where(filter: try ElementFilter(parsing: text))
    } catch {
      let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        .map { Sanitizer.terminalText(String($0)) }
      throw .formula("elements: " + lines.joined(separator: "\n") + "\n")
    }
  }

  /// The fields of `--fields`, if given.
  static func fields(_ words: ParsedWords) throws(CLIError) -> [ElementField]? {
    guard let text = words.value(fields) else { return nil }
    do {
      return try ElementField.list(parsing: text)
    } catch {
      throw .usage(error.message, command: words.command)
    }
  }

  /// The numeric property a word names.
  /// - Throws: ``CLIError/usage(_:command:)`` listing the numeric properties, with "did you mean".
  static func numericProperty(_ name: String, command: CommandSpec?) throws(CLIError)
    -> ElementField
  {
    do {
      return try ElementField.resolve(name, among: ElementField.numeric)
    } catch {
      throw .usage(error.message, command: command)
    }
  }

  /// A temperature of `--at`, e.g. 25C, 300K or 451F.
  static func temperature(_ text: String, command: CommandSpec?) throws(CLIError) -> Temperature {
    do {
      return try Temperature(parsing: text)
    } catch {
      throw .usage(error.message, command: command)
    }
  }

  /// The numeric property names, as help's discussion lists them.
  static var numericNames: String {
    ElementField.numeric.map { $0.key }.joined(separator: ", ")
  }
}

/// A parsed `--where` expression, equal to another with the same text (for parser tests).
struct Where: Equatable, Sendable {
  let filter: ElementFilter

  static func == (left: Where, right: Where) -> Bool {
    left.filter.expression == right.filter.expression
  }
}

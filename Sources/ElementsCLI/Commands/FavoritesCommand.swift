import ElementsCore
import ElementsTerminal

/// `elements favorites` and its subcommands: list, add, remove, move, note and clear.
///
/// Every change goes through `FavoritesStore/update(warn:_:)`, after every element named on the
/// command line has been found: one unknown name and nothing is saved. What happened is reported
/// on stdout, one line per element; adding a favorite already there, or removing one that is
/// not, says so and is not an error.
struct FavoritesCommand: Subcommand, Equatable {
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: OutputFormat.data, help: "Output format")

  static let name = "favorites"
  static let spec = CommandSpec(
    name: name,
    summary: "Keep a list of favorite elements, with notes (list, add, remove, move, note, clear)",
    options: [QueryOptions.fields.spec, format.spec],
    discussion: """
      With no subcommand, lists the favorites (--fields and --format as for 'favorites list'). They are kept in the file 'favorites' in \
      $ELEMENTS_HOME, else $XDG_DATA_HOME/elements, else ~/.local/share/elements: plain text, \
      one favorite a line. Changes are saved whole and atomically, under a lock, so commands \
      run at the same time lose nothing. A file that cannot be read is never changed: the \
      error names it (exit 5); move it aside to start again.
      """,
    examples: [
      "elements favorites add Fe Au", "elements favorites --format csv",
      "elements favorites --fields symbol,density",
    ],
    subcommands: [
      FavoritesListCommand.self, FavoritesAddCommand.self, FavoritesRemoveCommand.self,
      FavoritesMoveCommand.self, FavoritesNoteCommand.self, FavoritesClearCommand.self,
    ])

  var list: FavoritesListCommand

  init(_ words: ParsedWords) throws(CLIError) {
    list = try FavoritesListCommand(words)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    try list.run(in: context)
  }
}

/// `elements favorites list`: the favorites in their saved order, with their notes.
struct FavoritesListCommand: Subcommand, Equatable {
  static let name = "favorites list"
  static let spec = CommandSpec(
    name: name,
    summary: "List the favorites in their saved order, with their notes",
    options: [QueryOptions.fields.spec, FavoritesCommand.format.spec],
    discussion: """
      JSON and CSV carry each element's usual fields, plus position, note, known (false when \
      the data in use has no element with that number and symbol) and savedSymbol. --fields \
      picks the element's properties, as for 'list': as text, a table of them after the \
      position, with the notes last; JSON, CSV and TSV hold position, note, known and \
      savedSymbol, then only those.
      """,
    examples: [
      "elements favorites", "elements favorites list --format json",
      "elements favorites list --fields symbol,name,density",
    ])

  var format: OutputFormat
  /// The fields of `--fields`, in order.
  var fields: [ElementField]?

  init(_ words: ParsedWords) throws(CLIError) {
    format = try words.value(FavoritesCommand.format)
    fields = try QueryOptions.fields(words)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let store = try Favorites.store(context)
    let list = try Favorites.perform(Self.spec) { () throws(StoreError) in try store.load() }
    let entries = list.matches(in: context.table)
    switch format {
    case .json:
      return .text(DataFormatter.favoritesJSON(entries, fields: fields, in: context.table))
    case .csv:
      return .text(
        DataFormatter.favoritesDelimited(
          entries, fields: fields, in: context.table, separator: ","))
    case .tsv:
      return .text(
        DataFormatter.favoritesDelimited(
          entries, fields: fields, in: context.table, separator: "\t"))
    case .text, .svg:
      guard !entries.isEmpty else {
        return context.printout(
          FavoritesRenderer.none(style: context.style), format: .text, title: "Favorites")
      }
      if let fields {
        return context.printout(
          FavoritesRenderer.render(
            entries, fields: fields, in: context.table, style: context.style),
          format: .text, title: "Favorites")
      }
      // Into a file or a pipe, notes are data: whole, whatever the width.
      return context.printout(
        FavoritesRenderer.render(
          entries, style: context.style, fitsWidth: context.console.outputIsTerminal),
        format: .text, title: "Favorites")
    }
  }
}

/// `elements favorites add`.
struct FavoritesAddCommand: Subcommand, Equatable {
  static let name = "favorites add"
  static let spec = CommandSpec(
    name: name,
    summary: "Add elements to the end of the favorites",
    arguments: "<element>...", argumentCount: 1...200,
    discussion: "An element already there stays where it is; that is not an error.",
    examples: ["elements favorites add Fe gold 29"])

  var queries: [String]

  init(_ words: ParsedWords) { queries = words.arguments }

  func run(in context: Context) throws(CLIError) -> Printout {
    let store = try Favorites.store(context)
    var elements: [AtomicElement] = []
    for query in queries { elements.append(try context.element(query)) }
    let outcomes = try Favorites.perform(Self.spec) { () throws(StoreError) in
      try store.update(warn: context.console.warn) { list in elements.map { list.add(Favorite($0)) }
      }
    }
    return Favorites.lines(
      zip(elements, outcomes).map { element, outcome in
        let label = FavoritesRenderer.label(element, style: context.style)
        switch outcome {
        case .added(let position):
          return "Added \(label) to the favorites, at position \(position)."
        case .alreadyPresent(let position):
          return "\(label) is already a favorite, at position \(position)."
        }
      })
  }
}

/// `elements favorites remove`.
struct FavoritesRemoveCommand: Subcommand, Equatable {
  static let name = "favorites remove"
  static let spec = CommandSpec(
    name: name,
    summary: "Remove elements from the favorites",
    arguments: "<element>...", argumentCount: 1...200,
    discussion: """
      An element that is not a favorite is reported and skipped; that is not an error. A \
      favorite the data does not know can be removed by its number or saved symbol.
      """,
    examples: ["elements favorites remove Fe"])

  var queries: [String]

  init(_ words: ParsedWords) { queries = words.arguments }

  func run(in context: Context) throws(CLIError) -> Printout {
    let store = try Favorites.store(context)
    let saved = try Favorites.perform(Self.spec) { () throws(StoreError) in try store.load() }
    var targets: [Favorites.Target] = []
    for query in queries {
      targets.append(try Favorites.target(query, saved: saved, context: context))
    }
    let outcomes = try Favorites.perform(Self.spec) { () throws(StoreError) in
      try store.update(warn: context.console.warn) { list in
        targets.map { list.remove(number: $0.number) }
      }
    }
    return Favorites.lines(
      zip(targets, outcomes).map { target, outcome in
        switch outcome {
        case .removed: "Removed \(target.label) from the favorites."
        case .notPresent: "\(target.label) is not a favorite."
        }
      })
  }
}

/// `elements favorites move`.
struct FavoritesMoveCommand: Subcommand, Equatable {
  static let position = TextOption(
    "--to", value: "N", required: true, help: "The new position, from 1 to the count")

  static let name = "favorites move"
  static let spec = CommandSpec(
    name: name,
    summary: "Move a favorite to another position, counting from 1",
    arguments: "<element>", argumentCount: 1...1,
    options: [position.spec],
    examples: ["elements favorites move Au --to 1"])

  var query: String
  var position: Int

  init(_ words: ParsedWords) throws(CLIError) {
    guard let text = words.value(Self.position) else {
      throw .usage(
        "'favorites move' needs --to N, the new position (e.g. 'elements favorites move Au --to 1')",
        command: Self.spec)
    }
    guard let position = Int(text) else {
      throw .usage(
        "'--to' takes a position, a whole number counting from 1, not \(text.quotedForMessage())",
        command: Self.spec)
    }
    query = words.arguments[0]
    self.position = position
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let store = try Favorites.store(context)
    let saved = try Favorites.perform(Self.spec) { () throws(StoreError) in try store.load() }
    let target = try Favorites.target(query, saved: saved, context: context)
    let position = position
    let outcome = try Favorites.perform(Self.spec) { () throws(StoreError) in
      try store.update(warn: context.console.warn) { list throws(StoreError) in
        try list.move(number: target.number, to: position)
      }
    }
    switch outcome {
    case .moved(let from, let to):
      return .text("Moved \(target.label) from position \(from) to \(to).\n")
    case .alreadyThere(let position):
      return .text("\(target.label) is already at position \(position).\n")
    case .notPresent:
      throw Favorites.notAFavorite(target)
    }
  }
}

/// `elements favorites note`.
struct FavoritesNoteCommand: Subcommand, Equatable {
  static let name = "favorites note"
  static let spec = CommandSpec(
    name: name,
    summary: "Set a favorite's note; an empty note clears it",
    arguments: "<element> <text>...", argumentCount: 2...200,
    discussion: "Several words are joined with spaces.",
    examples: [
      "elements favorites note Fe 'my bike is made of this'", "elements favorites note Fe ''",
    ])

  var query: String
  var text: String

  init(_ words: ParsedWords) {
    query = words.arguments[0]
    text = Array(words.arguments.dropFirst()).joined(separator: " ")
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let store = try Favorites.store(context)
    let saved = try Favorites.perform(Self.spec) { () throws(StoreError) in try store.load() }
    let target = try Favorites.target(query, saved: saved, context: context)
    let text = text
    let outcome = try Favorites.perform(Self.spec) { () throws(StoreError) in
      try store.update(warn: context.console.warn) { list in
        list.setNote(text, number: target.number)
      }
    }
    switch outcome {
    case .set: return .text("Saved the note for \(target.label).\n")
    case .cleared: return .text("Cleared the note for \(target.label).\n")
    case .unchanged:
      return .text(
        text.isEmpty
          ? "\(target.label) has no note.\n" : "\(target.label) already has this note.\n")
    case .notPresent: throw Favorites.notAFavorite(target)
    }
  }
}

/// `elements favorites clear`.
struct FavoritesClearCommand: Subcommand, Equatable {
  static let confirmed = Flag("--yes", short: "-y", help: "Do not ask for confirmation")

  static let name = "favorites clear"
  static let spec = CommandSpec(
    name: name,
    summary: "Remove every favorite",
    options: [confirmed.spec],
    discussion: """
      Without --yes it asks on the terminal, and refuses (exit 2) when there is no terminal \
      to ask on.
      """,
    examples: ["elements favorites clear --yes"])

  var confirmed: Bool

  init(_ words: ParsedWords) { confirmed = words.isSet(Self.confirmed) }

  func run(in context: Context) throws(CLIError) -> Printout {
    let store = try Favorites.store(context)
    let saved = try Favorites.perform(Self.spec) { () throws(StoreError) in try store.load() }
    guard !saved.isEmpty else { return .text("There are no favorites to clear.\n") }
    let all = saved.count == 1 ? "the 1 favorite" : "all \(saved.count) favorites"
    if !confirmed {
      guard context.console.inputIsTerminal, context.console.errorIsTerminal else {
        throw .usage(
          "'favorites clear' would remove \(all); add --yes to confirm (there is no terminal"
            + " to ask on)", command: Self.spec)
      }
      context.console.writePrompt("Remove \(all)? [y/N] ")
      let answer = (readLine() ?? "").lowercased()
      guard answer == "y" || answer == "yes" else {
        return .text("Nothing was removed.\n")
      }
    }
    let removed = try Favorites.perform(Self.spec) { () throws(StoreError) in
      try store.update(warn: context.console.warn) { list in list.clear() }
    }
    return .text(
      removed == 1 ? "Removed the 1 favorite.\n" : "Removed all \(removed) favorites.\n")
  }
}

/// What the favorites commands share: the store, error mapping, and naming a favorite.
enum Favorites {
  /// The store in the directory the environment names.

  static func store(_ context: Context) throws(CLIError) -> FavoritesStore {
    do {
      return FavoritesStore(
        directory: try FavoritesStore.defaultDirectory(environment: context.paths))
    } catch {
      throw .store(error)
    }
  }

  /// Runs a store operation, turning its errors into the CLI's: a position out of range is the
  /// user's mistake (exit 2); everything else is about the file (exit 5).
  static func perform<T>(
    _ command: CommandSpec?, _ body: () throws(StoreError) -> T
  ) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      if case .positionOutOfRange = error.problem {
        throw .usage(error.description, command: command)
      }
      throw .store(error)
    }
  }

  /// A favorite named on the command line: its number, and how messages name it.
  struct Target {
    var number: Int
    var label: String
    var symbol: String
  }

  /// Finds what the user named: an element of the data, or else a saved favorite the data does
  /// not know, by its number or saved symbol, so that it can still be removed or changed.
  static func target(_ query: String, saved: FavoritesList, context: Context)
    throws(CLIError) -> Target
  {
    do {
      let element = try context.table.resolve(query)
      return Target(
        number: element.atomicNumber,
        label: FavoritesRenderer.label(element, style: context.style),
        symbol: element.symbol.allSatisfy { $0.isASCII && $0.isLetter }
          ? element.symbol : String(element.atomicNumber))
    } catch {
      let favorite = saved.favorites.first {
        String($0.atomicNumber) == query || $0.symbol.lowercased() == query.lowercased()
      }
      guard let favorite else { throw .noMatch(error) }
      return Target(
        number: favorite.atomicNumber,
        label: FavoritesRenderer.label(
          favorite, match: favorite.match(in: context.table), style: context.style),
        symbol: String(favorite.atomicNumber))
    }
  }

  static func notAFavorite(_ target: Target) -> CLIError {
    .nothingFound(
      "\(target.label) is not a favorite (add it with 'elements favorites add"
        + " \(target.symbol)')")
  }

  static func lines(_ lines: [String]) -> Printout {
    .text(lines.map { $0 + "\n" }.joined())
  }
}

extension Console {
  /// Says that a change was saved but may not survive a power cut: no error (the change is
  /// made, and exit status 5 promises a file left as it was), a warning on stderr.
  func warn(_ warning: FavoritesWarning) {
    writeError("elements: warning: " + Sanitizer.terminalText(warning.description))
  }
}

import ElementsCore
import ElementsTerminal

/// `elements favorites` and its subcommands: list, add, remove, move, note and clear.
///
/// Every change goes through ``FavoritesStore/update(_:)``, after every element named on the
/// command line has been found: one unknown name and nothing is saved. What happened is reported
/// on stdout, one line per element; adding a favorite already there, or removing one that is
/// not, says so and is not an error.
enum FavoritesCommand {
  static func run(_ invocation: Invocation, in context: Context) throws(CLIError) -> String {
    let store = try store(context)
    switch invocation.command?.word {
    case "add": return try add(invocation, store: store, context: context)
    case "remove": return try remove(invocation, store: store, context: context)
    case "move": return try move(invocation, store: store, context: context)
    case "note": return try note(invocation, store: store, context: context)
    case "clear": return try clear(invocation, store: store, context: context)
    default: return try list(invocation, store: store, context: context)
    }
  }

  /// The store in the directory the environment names.
  private static func store(_ context: Context) throws(CLIError) -> FavoritesStore {
    do {
      return FavoritesStore(
        directory: try FavoritesStore.defaultDirectory(environment: context.environment))
    } catch {
      throw .favorites(error)
    }
  }

  /// Runs a store operation, turning its errors into the CLI's: a position out of range is the
  /// user's mistake (exit 2); everything else is about the file (exit 5).
  private static func favorites<T>(
    _ command: CommandSpec?, _ body: () throws(FavoritesError) -> T
  ) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      if case .positionOutOfRange = error { throw .usage(error.description, command: command) }
      throw .favorites(error)
    }
  }

  // MARK: list

  private static func list(_ invocation: Invocation, store: FavoritesStore, context: Context)
    throws(CLIError) -> String
  {
    let list = try favorites(invocation.command) { () throws(FavoritesError) in try store.load() }
    let entries = list.matches(in: context.table)
    switch invocation.values["--format"] ?? "text" {
    case "json": return DataFormatter.favoritesJSON(entries)
    case "csv": return DataFormatter.favoritesDelimited(entries, separator: ",")
    case "tsv": return DataFormatter.favoritesDelimited(entries, separator: "\t")
    default:
      guard !entries.isEmpty else {
        return "No favorites yet. Add one with: elements favorites add <element>\n"
      }
      return FavoritesRenderer.render(entries, style: context.style)
    }
  }

  // MARK: add and remove

  private static func add(_ invocation: Invocation, store: FavoritesStore, context: Context)
    throws(CLIError) -> String
  {
    var elements: [AtomicElement] = []
    for query in invocation.arguments { elements.append(try context.element(query)) }
    let outcomes = try favorites(invocation.command) { () throws(FavoritesError) in
      try store.update { list in elements.map { list.add(Favorite($0)) } }
    }
    return lines(
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

  private static func remove(_ invocation: Invocation, store: FavoritesStore, context: Context)
    throws(CLIError) -> String
  {
    let saved = try favorites(invocation.command) { () throws(FavoritesError) in try store.load() }
    var targets: [Target] = []
    for query in invocation.arguments {
      targets.append(try target(query, saved: saved, context: context))
    }
    let outcomes = try favorites(invocation.command) { () throws(FavoritesError) in
      try store.update { list in targets.map { list.remove(number: $0.number) } }
    }
    return lines(
      zip(targets, outcomes).map { target, outcome in
        switch outcome {
        case .removed: "Removed \(target.label) from the favorites."
        case .notPresent: "\(target.label) is not a favorite."
        }
      })
  }

  // MARK: move and note

  private static func move(_ invocation: Invocation, store: FavoritesStore, context: Context)
    throws(CLIError) -> String
  {
    guard let text = invocation.values["--to"] else {
      throw .usage(
        "'favorites move' needs --to N, the new position (e.g. 'elements favorites move Au --to 1')",
        command: invocation.command)
    }
    guard let position = Int(text) else {
      throw .usage(
        "'--to' takes a position, a whole number counting from 1, not '\(text)'",
        command: invocation.command)
    }
    let saved = try favorites(invocation.command) { () throws(FavoritesError) in try store.load() }
    let target = try target(invocation.arguments[0], saved: saved, context: context)
    let outcome = try favorites(invocation.command) { () throws(FavoritesError) in
      try store.update { list throws(FavoritesError) in
        try list.move(number: target.number, to: position)
      }
    }
    switch outcome {
    case .moved(let from, let to):
      return "Moved \(target.label) from position \(from) to \(to).\n"
    case .alreadyThere(let position):
      return "\(target.label) is already at position \(position).\n"
    case .notPresent:
      throw notAFavorite(target)
    }
  }

  private static func note(_ invocation: Invocation, store: FavoritesStore, context: Context)
    throws(CLIError) -> String
  {
    let text = invocation.arguments.dropFirst().joined(separator: " ")
    let saved = try favorites(invocation.command) { () throws(FavoritesError) in try store.load() }
    let target = try target(invocation.arguments[0], saved: saved, context: context)
    let outcome = try favorites(invocation.command) { () throws(FavoritesError) in
      try store.update { list in list.setNote(text, number: target.number) }
    }
    switch outcome {
    case .set: return "Saved the note for \(target.label).\n"
    case .cleared: return "Cleared the note for \(target.label).\n"
    case .unchanged:
      return text.isEmpty
        ? "\(target.label) has no note.\n" : "\(target.label) already has this note.\n"
    case .notPresent: throw notAFavorite(target)
    }
  }

  // MARK: clear

  private static func clear(_ invocation: Invocation, store: FavoritesStore, context: Context)
    throws(CLIError) -> String
  {
    let saved = try favorites(invocation.command) { () throws(FavoritesError) in try store.load() }
    guard !saved.isEmpty else { return "There are no favorites to clear.\n" }
    let all = saved.count == 1 ? "the 1 favorite" : "all \(saved.count) favorites"
    if !invocation.flags.contains("--yes") {
      guard TerminalInfo.inputIsTerminal, TerminalInfo.errorIsTerminal else {
        throw .usage(
          "'favorites clear' would remove \(all); add --yes to confirm (there is no terminal"
            + " to ask on)", command: invocation.command)
      }
      Output.writePrompt("Remove \(all)? [y/N] ")
      let answer = (readLine() ?? "").lowercased()
      guard answer == "y" || answer == "yes" else {
        return "Nothing was removed.\n"
      }
    }
    let removed = try favorites(invocation.command) { () throws(FavoritesError) in
      try store.update { list in list.clear() }
    }
    return removed == 1 ? "Removed the 1 favorite.\n" : "Removed all \(removed) favorites.\n"
  }

  // MARK: Helpers

  /// A favorite named on the command line: its number, and how messages name it.
  private struct Target {
    var number: Int
    var label: String
    var symbol: String
  }

  /// Finds what the user named: an element of the data, or else a saved favorite the data does
  /// not know, by its number or saved symbol, so that it can still be removed or changed.
  private static func target(_ query: String, saved: FavoritesList, context: Context)
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

  private static func notAFavorite(_ target: Target) -> CLIError {
    .nothingFound(
      "\(target.label) is not a favorite (add it with 'elements favorites add"
        + " \(target.symbol)')")
  }

  private static func lines(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}

import ElementsCore
import ElementsTerminal
import Glibc

/// `elements quiz`: questions about elements and the score; full-screen on a terminal, one
/// answer a line from a pipe or file (or with `--plain`).
struct QuizCommand: Subcommand, Equatable {
  static let ask = TextOption(
    "--ask", value: "KIND", completions: QuizKind.allCases.map { $0.rawValue },
    help: "Ask this kind of card (repeatable): " + kindList + " (full-screen only). Default:"
      + " all of them")

  /// The kinds, "name, symbol, …, position": written out in a loop, as every quiz builds its
  /// spec and a first `joined(separator:)` costs more than the rest of the help.
  private static var kindList: String {
    var list = ""
    for kind in QuizKind.allCases {
      if !list.isEmpty { list += ", " }
      list += kind.rawValue
    }
    return list
  }
  static let setOption = TextOption(
    "--set", value: "ELEMENTS",
    help: "Only these elements: numbers, ranges and names, e.g. 1-36 or Fe,Cu,Au")
  static let countOption = TextOption(
    "--count", value: "N", help: "Ask at most N cards. Default: 10")
  static let seed = TextOption(
    "--seed", value: "N", help: "Choose and order the cards reproducibly from the number N")
  static let cards = Flag("--cards", help: "Print the cards the quiz would ask, with answers")
  static let stats = Flag(
    "--stats",
    help: "Show the progress: each card's interval and next review, each element's mastery,"
      + " due cards, streak")
  static let plain = Flag(
    "--plain", help: "On a terminal too, print each question and read one answer a line")
  static let reset = Flag("--reset", help: "Forget the progress of every card and start over")
  static let confirmed = Flag("--yes", short: "-y", help: "With --reset, do not ask")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json], help: "Output format of --cards and --stats")

  /// The cards of a quiz when `--count` is not given.
  static let defaultCount = 10
  /// The most cards `--count` takes: every kind of card for every element fits.
  static let countLimit = 100_000

  static let name = "quiz"
  static let spec = CommandSpec(
    name: name,
    summary: "Quiz yourself on the elements: names, symbols, numbers, groups, configurations",
    options: [
      ask.spec, QueryOptions.filter.spec, setOption.spec, countOption.spec, seed.spec, plain.spec,
      cards.spec, stats.spec, format.spec, reset.spec, confirmed.spec,
    ],
    discussion: """
      On a terminal (standard input and output both one) the quiz is full-screen: a progress \
      bar and the score so far, the question, an answer line (Backspace erases, Ctrl-U \
      clears, Enter answers), and at once the verdict, with the right answer when it is \
      wrong; Enter goes on. A 'position' card shows the table with every cell blank: move the \
      cursor with the arrows (or click a cell) and press Enter (or click it again) to place \
      the element; the verdict shows where it really is. Esc ends the quiz early, and so does \
      q while no answer is typed; the score follows, and any key closes it. The table needs \
      75x19 and the rest 40x10 (a smaller screen says so and takes no answer); more room \
      draws a larger table. From a pipe or file, or with --plain, the quiz prints a question, reads one answer a line from standard input, says \
      whether it is right (naming the right answer when it is not), and ends with the score, \
      e.g. 'Score: 3/4'; the end of input ends it early. That way it can be scripted; it \
      cannot place elements on the table, so 'position' cards are asked only full-screen \
      (--ask position without a screen is a usage error) and the default mix leaves them \
      out. Answers are taken in any case and with \
      every spelling 'show' takes (Aluminum, Caesium, Sulphur); where the question asks for \
      the element, its name or symbol will do. A near miss ('Irn') is wrong. The cards are \
      every chosen kind for every chosen element (--where as for 'list', --set), shuffled, \
      the first N kept; --seed makes the choice and the order the same on every run. \
      Each answer is saved at once: the cards are scheduled by SM-2 (Wozniak's SuperMemo 2 \
      algorithm), so a missed card comes back the next day and a known one after 1, 6, 15, \
      38... days. A quiz asks the cards due first, then new ones; cards answered and not yet \
      due wait. Progress is kept in the file 'quiz' beside the favorites ($ELEMENTS_HOME, \
      else $XDG_DATA_HOME/elements, else ~/.local/share/elements), saved whole and \
      atomically under a lock; a file that cannot be read is never changed (exit 5). \
      --reset forgets it (it asks on a terminal; --yes confirms). \
      --cards prints the cards a quiz would ask, with their answers, as text or JSON, and \
      saves nothing; its default mix is the line quiz's, and a 'position' card's answer is the \
      place in words ('period 4, group 8').
      """,
    examples: [
      "elements quiz --ask symbol --set 1-36", "elements quiz --ask position --set 1-54",
      "elements quiz --where 'group=18' --count 5", "elements quiz --plain --count 5",
      "printf 'Iron\\nFe\\n' | elements quiz --seed 1 --count 2",
      "elements quiz --cards --seed 1 --count 10 --format json", "elements quiz --reset --yes",
    ])

  /// The kinds asked for; empty for the default mix, which depends on the screen.
  var kinds: [QuizKind]
  var filter: Where?
  var set: String?
  var count: Int
  var seed: UInt64?
  var listsCards: Bool
  var format: OutputFormat
  var resets: Bool
  var confirmed: Bool
  var showsStats: Bool
  var plain: Bool

  init(_ words: ParsedWords) throws(CLIError) {
    kinds = []
    for word in words.values(Self.ask) {
      for kind in try Self.kinds(word, command: words.command) where !kinds.contains(kind) {
        kinds.append(kind)
      }
    }
    filter = try QueryOptions.filter(words)
    set = words.value(Self.setOption)
    count = try Self.count(words) ?? Self.defaultCount
    seed = try Self.seed(words)
    plain = words.isSet(Self.plain)
    listsCards = words.isSet(Self.cards)
    resets = words.isSet(Self.reset)
    showsStats = words.isSet(Self.stats)
    if [listsCards, resets, showsStats].filter({ $0 }).count > 1 {
      throw .usage(
        "'--cards', '--stats' and '--reset' do different things; give one of them",
        command: words.command)
    }
    confirmed = words.isSet(Self.confirmed)
    if confirmed, !resets {
      throw .usage("'--yes' confirms --reset; add --reset to start over", command: words.command)
    }
    if plain, listsCards || resets || showsStats {
      throw .usage("'--plain' is for a quiz that asks; leave it out", command: words.command)
    }
    if resets || showsStats {
      try Self.refuseChoosingCards(words, with: resets ? "--reset" : "--stats")
    }
    format = try words.value(Self.format)
    if format != .text, !listsCards, !showsStats {
      throw .usage(
        "'--format' is the format of --cards and --stats; add one of them",
        command: words.command)
    }
  }

  /// Refuses the options that choose cards, which mean nothing to `--reset` and `--stats`.
  /// - Parameters:
  ///   - words: The command line.
  ///   - mode: The option they are given with.
  /// - Throws: ``CLIError/usage(_:command:)`` naming each of them that is given.
  static func refuseChoosingCards(_ words: ParsedWords, with mode: String) throws(CLIError) {
    let given = [ask, QueryOptions.filter, setOption, countOption, seed]
      .filter { words.value($0) != nil }.map { "'\($0.spec.name)'" }
    guard !given.isEmpty else { return }
    let names = given.joined(conjunction: "and")
    throw .usage(
      names + (given.count == 1 ? " chooses" : " choose") + " the cards of a quiz, and " + mode
        + " asks none; leave " + (given.count == 1 ? "it" : "them") + " out",
      command: words.command)
  }

  /// The number `--count` gives, if it is given (the quiz's or the worksheet's option, which
  /// differ in their help).
  /// - Throws: ``CLIError/usage(_:command:)`` for a number not from 1 to ``countLimit``.
  static func count(_ words: ParsedWords, option: TextOption = countOption) throws(CLIError)
    -> Int?
  {
    guard let text = words.value(option) else { return nil }
    guard let number = Int(text.trimmingWhitespace), (1...countLimit).contains(number) else {
      throw .usage(
        "'--count' takes a whole number from 1 to \(countLimit), not"
          + " \(text.quotedForMessage())", command: words.command)
    }
    return number
  }

  /// The number `--seed` gives, if it is given (the quiz's or the worksheet's option).
  /// - Throws: ``CLIError/usage(_:command:)`` for a word that is not a 64-bit unsigned number.
  static func seed(_ words: ParsedWords, option: TextOption = seed) throws(CLIError) -> UInt64? {
    guard let text = words.value(option) else { return nil }
    guard let number = UInt64(text.trimmingWhitespace) else {
      throw .usage(
        "'--seed' takes a whole number from 0 to \(UInt64.max), not"
          + " \(text.quotedForMessage())", command: words.command)
    }
    return number
  }

  /// The kinds a word of `--ask` names, separated by commas.
  /// - Throws: ``CLIError/usage(_:command:)`` listing the kinds, for an unknown kind or an
  ///   empty one (`''`, `name,`).
  static func kinds(_ word: String, command: CommandSpec?) throws(CLIError) -> [QuizKind] {
    var kinds: [QuizKind] = []
    for part in word.split(separator: ",", omittingEmptySubsequences: false) {
      guard !part.allSatisfy(\.isWhitespace) else {
        let expected = ParsedWords.expected(QuizKind.allCases.map(\.rawValue))
        guard word.allSatisfy(\.isWhitespace) else {
          throw .usage(
            "'--ask' \(word.quotedForMessage()) has an empty card kind" + expected,
            command: command)
        }
        throw .usage("'--ask' needs a card kind" + expected, command: command)
      }
      kinds.append(try kind(String(part), command: command))
    }
    return kinds
  }

  /// The kind a word of `--ask` names.
  /// - Throws: ``CLIError/usage(_:command:)`` listing the kinds.
  static func kind(_ word: String, command: CommandSpec?) throws(CLIError) -> QuizKind {
    let key = String(word.trimmingWhitespace).lowercased()
    let names = QuizKind.allCases.map(\.rawValue)
    guard let kind = QuizKind(rawValue: key) else {
      var message =
        "unknown card kind \(word.quotedForMessage()) for '--ask'"
        + ParsedWords.expected(names)
      if let close = Spelling.suggestions(for: key, among: names).first {
        message += "; did you mean \(close.quotedForMessage())?"
      }
      throw .usage(message, command: command)
    }
    return kind
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let store = try Self.store(context)
    if resets { return try reset(store, console: context.console) }
    let today = Self.today()
    let progress = try Self.perform { () throws(StoreError) in try store.load() }
    if showsStats {
      if format == .json {
        return .text(QuizRenderer.statsJSON(progress, in: context.table, today: today))
      }
      return context.printout(
        QuizRenderer.stats(progress, in: context.table, today: today, style: context.style),
        format: .text, title: "Quiz progress")
    }
    let fullScreen =
      !plain && !listsCards && context.console.inputIsTerminal && context.console.outputIsTerminal
      && TerminalInfo.canDrawFullScreen(environment: context.environment)
    if !fullScreen, !listsCards, kinds.contains(.position) {
      throw .usage(
        "'--ask position' places elements on the table, which only the full-screen quiz does"
          + " (a terminal, without --plain); ask "
          + ParsedWords.expected(QuizKind.lineKinds.map(\.rawValue)).dropFirst(
            " (expected ".count
          ).dropLast(), command: Self.spec)
    }
    let chosenKinds =
      kinds.isEmpty ? (fullScreen ? QuizKind.allCases : QuizKind.lineKinds) : kinds
    let deck = try cards(in: context, kinds: chosenKinds, progress: progress, today: today)
    guard !deck.isEmpty else {
      let next = progress.entries.map { $0.state.due }.filter { $0 > today }.min()
      return .text(
        "Nothing is due: every card chosen has been answered"
          + (next.map { ", and the next is due on " + QuizProgress.date(day: $0) } ?? "") + ".\n")
    }
    if listsCards {
      if format == .json { return .text(QuizRenderer.cardsJSON(deck)) }
      return context.printout(
        QuizRenderer.cards(deck, style: context.style), format: .text, title: "Quiz cards")
    }
    if fullScreen { return try fullScreenQuiz(deck, store: store, today: today, in: context) }
    var right = 0
    var asked = 0
    var answers = StandardInput.Lines(from: context.console)
    for (index, card) in deck.enumerated() {
      try context.console.write(
        context.printout(
          QuizRenderer.question(card, number: index + 1, of: deck.count), format: .text,
          title: "Quiz"))
      guard let reply = answers.next() else { break }
      let verdict = card.verdict(for: reply, in: context.table)
      asked += 1
      if verdict.isRight { right += 1 }
      let key = QuizCardKey(card)
      try Self.perform { () throws(StoreError) in
        try store.update(warn: { Self.warn($0, to: context.console) }) {
          $0.record(key, right: verdict.isRight, today: today)
        }
      }
      try context.console.write(
        context.printout(QuizRenderer.verdict(verdict, for: card), format: .text, title: "Quiz"))
    }
    return context.printout(
      QuizRenderer.score(right: right, asked: asked, of: deck.count), format: .text,
      title: "Quiz")
  }

  /// The full-screen quiz: each answer saved as it is given, the score printed after the
  /// terminal is given back.
  /// - Throws: ``CLIError/browser(_:)`` without a usable terminal; ``CLIError/quiz(_:)`` when
  ///   an answer could not be saved (the quiz stops there).
  func fullScreenQuiz(
    _ deck: [QuizCard], store: QuizStore, today: Int, in context: Context
  ) throws(CLIError) -> Printout {
    // Warnings wait until the screen is the shell's again.
    var warnings: [String] = []
    let outcome: QuizScreenOutcome
    do throws(BrowserError) {
      outcome = try TerminalDriver.runQuiz(
        deck, table: context.table, style: context.style,
        mouse: context.environment["ELEMENTS_MOUSE"] != "0"
      ) { card, right in
        do throws(StoreError) {
          try store.update(warn: { warnings.append($0) }) {
            $0.record(QuizCardKey(card), right: right, today: today)
          }
          return nil
        } catch {
          return error
        }
      }
    } catch {
      throw .browser(error)
    }
    for warning in Set(warnings) { Self.warn(warning, to: context.console) }
    if let failure = outcome.failure { throw .store(failure) }
    return context.printout(
      QuizRenderer.score(
        right: outcome.right, asked: outcome.answered, of: outcome.total, ending: "ended early"),
      format: .text, title: "Quiz")
  }

  /// The cards of this run: of the chosen elements and kinds, shuffled by the seed, the due
  /// ones first (``QuizProgress/order(_:today:)``), up to `--count`; empty when every card has
  /// been answered and none is due.
  /// - Parameters:
  ///   - context: The table and the terminal.
  ///   - kinds: The kinds of card.
  ///   - progress: What has been answered.
  ///   - today: The day, in days since 1970-01-01.
  /// - Throws: ``CLIError/nothingFound(_:)`` when no element is chosen, or none has what the
  ///   kinds ask; ``CLIError/noMatch(_:)`` or a usage error for a bad `--set`.
  func cards(in context: Context, kinds: [QuizKind], progress: QuizProgress, today: Int)
    throws(CLIError) -> [QuizCard]
  {
    let elements = try Self.elements(set: set, filter: filter, in: context)
    let keys = QuizDeck.keys(for: elements, kinds: kinds, seed: seed ?? Self.clockSeed())
    let deck = QuizDeck.cards(progress.order(keys, today: today), of: elements, count: count)
    guard deck.isEmpty, QuizDeck.cards(keys, of: elements, count: 1).isEmpty else { return deck }
    throw .nothingFound(
      "no card to ask: the data has no "
        + kinds.map(\.rawValue).joined(separator: " or ") + " for the elements chosen")
  }

  /// The elements `--set` and `--where` choose, by atomic number: all of them when neither is
  /// given.
  /// - Throws: ``CLIError/nothingFound(_:)`` when none is chosen; ``CLIError/noMatch(_:)`` or
  ///   a usage error for a bad `--set`.
  static func elements(
    set: String?, filter: Where?, in context: Context, command: CommandSpec = spec
  ) throws(CLIError) -> [AtomicElement] {
    var elements = context.table.elementsByNumber
    var chosen: [String] = []
    if let set {
      let numbers = try numbers(set, in: context, command: command)
      elements = elements.filter { numbers.contains($0.atomicNumber) }
      chosen.append("--set " + set.quotedForMessage())
    }
    if let filter {
      let kept = Set(filter.filter.elements(in: context.table).map(\.atomicNumber))
      elements = elements.filter { kept.contains($0.atomicNumber) }
      chosen.append("--where " + filter.filter.expression.quotedForMessage())
    }
    guard !elements.isEmpty else {
      throw .nothingFound("no element matches " + chosen.joined(separator: " and "))
    }
    return elements
  }

  /// The atomic numbers `--set` names: numbers, elements and ranges ("1-36", "H-Ar"),
  /// separated by commas or spaces.
  static func numbers(_ text: String, in context: Context, command: CommandSpec = spec)
    throws(CLIError) -> Set<Int>
  {
    var numbers: Set<Int> = []
    let parts = text.split { $0 == "," || $0 == " " }
    guard !parts.isEmpty else {
      throw .usage("'--set' needs elements, e.g. 1-36 or Fe,Cu,Au", command: command)
    }
    for part in parts {
      let ends = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
      guard !ends.contains(where: \.isEmpty) else {
        throw .usage(
          "'--set' range \(part.quotedForMessage()) needs an element at each end,"
            + " e.g. 1-36 or H-Kr", command: command)
      }
      let first = try context.element(String(ends[0])).atomicNumber
      let last = ends.count == 2 ? try context.element(String(ends[1])).atomicNumber : first
      guard first <= last else {
        throw .usage(
          "'--set' range \(part.quotedForMessage()) runs backwards; write"
            + " \(last)-\(first)", command: command)
      }
      numbers.formUnion(first...last)
    }
    return numbers
  }

  /// A seed from the clock, for a quiz without `--seed`.
  static func clockSeed() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return UInt64(truncatingIfNeeded: now.tv_sec) &* 1_000_000_007
      &+ UInt64(truncatingIfNeeded: now.tv_nsec) &+ UInt64(truncatingIfNeeded: getpid())
  }

  /// Forgets every card's progress, after asking on the console's terminal unless `--yes`.
  func reset(_ store: QuizStore, console: Console) throws(CLIError) -> Printout {
    let saved = try Self.perform { () throws(StoreError) in try store.load() }.entries.count
    guard saved > 0 else { return .text("There is no quiz progress to forget.\n") }
    let cards = saved == 1 ? "the 1 card" : "all \(saved) cards"
    if !confirmed {
      guard console.inputIsTerminal, console.errorIsTerminal else {
        throw .usage(
          "'quiz --reset' would forget the progress of \(cards); add --yes to confirm (there is"
            + " no terminal to ask on)", command: Self.spec)
      }
      console.writePrompt("Forget the progress of \(cards)? [y/N] ")
      var lines = StandardInput.Lines(from: console)
      let answer = (lines.next() ?? "").lowercased()
      guard answer == "y" || answer == "yes" else { return .text("Nothing was forgotten.\n") }
    }
    try Self.perform { () throws(StoreError) in
      try store.update(warn: { Self.warn($0, to: console) }) { $0 = QuizProgress() }
    }
    return .text("Forgot the progress of \(cards).\n")
  }

  /// The progress store in the favorites' directory.
  static func store(_ context: Context) throws(CLIError) -> QuizStore {
    do {
      return QuizStore(
        directory: try FavoritesStore.defaultDirectory(
          environment: context.paths, for: .quizProgress))
    } catch {
      throw .store(error)
    }
  }

  /// Runs a store operation, its errors as the CLI's (exit 5).
  @discardableResult
  static func perform<T>(_ body: () throws(StoreError) -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      throw .store(error)
    }
  }

  /// Says on the console that an answer was saved but the directory could not be flushed to
  /// disk.
  static func warn(_ reason: String, to console: Console) {
    console.writeError(
      "elements: warning: the quiz progress is saved, but the directory could not be flushed"
        + " to disk, so a power cut could undo it (" + Sanitizer.terminalText(reason) + ")")
  }

  /// Today, in days since 1970-01-01 (UTC).
  static func today() -> Int { QuizProgress.day(seconds: Int(time(nil))) }

}

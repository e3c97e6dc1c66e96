import ElementsCore
import ElementsTerminal
import Glibc

/// Everything that ends a command unsuccessfully, each with its exit status.
enum CLIError: Error {
  /// The command line is wrong: unknown command or option, missing or bad value. Exit 2.
  case usage(String, command: CommandSpec?)
  /// A formula is not one, or cannot be weighed. Exit 2. The lines for stderr come rendered
  /// (``MassRenderer/error(_:style:)``): for each bad formula the message, the formula and a
  /// caret under the problem, each line ending with a line break.
  case formula(String)
  /// The argument names no species the command can show: an ion that is not one, or an
  /// element or charge that does not exist (`electrons Fe27+`). Exit 2, one line.
  case species(SpeciesError)
  /// An equation read well but has no single balance; the lines come rendered as for
  /// ``formula(_:)`` (``BalanceRenderer/failure(_:style:)``). Exit 7 when it has several
  /// independent balances (the basis is listed), else 1.
  case unbalanced(String, several: Bool)
  /// The argument names no nuclide the data knows (`U-999`), a time or amount for a decay
  /// does not read or is negative, or the data has no isotopes at all. Exit 2, one line.
  case nuclide(NuclideError)
  /// No element matches what the user typed. Exit 1.
  case noMatch(LookupError)
  /// A search or filter found nothing; the message says what was looked for. Exit 1.
  case nothingFound(String)
  /// A data file could not be loaded. Exit 3.
  case data(ElementsDataError)
  /// The full-screen browser cannot run here. Exit 1.
  case browser(BrowserError)
  /// No browser could open the address. Exit 4.
  case cannotOpen(address: String, reason: String)
  /// The favorites or the quiz's progress could not be found, read or saved; the file is as it
  /// was. Exit 5.
  case store(StoreError)
  /// Standard output could not be written (`> /dev/full`, a closed descriptor). Exit 6, or a
  /// quiet 0 when the reader of a pipe has gone (EPIPE): it asked for no more.
  case cannotWrite(errno: Int32)
  /// The file of `--output` could not be made or written; an existing file is never
  /// replaced, and a file left half-written is removed. Exit 6.
  case cannotSave(path: SystemPath, errno: Int32)

  /// The exit status, as `--help`, the man page and docs/GUIDE.md document it.
  var exitStatus: Int32 {
    switch self {
    case .noMatch, .nothingFound, .browser: 1
    case .unbalanced(_, let several): several ? 7 : 1
    case .usage, .formula, .species, .nuclide: 2
    case .data: 3
    case .cannotOpen: 4
    case .store: 5
    case .cannotWrite(let code): code == EPIPE ? 0 : 6
    case .cannotSave: 6
    }
  }

  /// The lines for stderr, without the "elements: " prefix.
  var message: String {
    switch self {
    case .usage(let message, _): message
    case .formula(let lines), .unbalanced(let lines, _):
      String(lines.dropFirst("elements: ".count).dropLast())
    case .noMatch(let error): error.description
    case .species(let error): error.description
    case .nuclide(let error): error.description
    case .nothingFound(let message): message
    case .data(let error): error.description
    case .browser(let error): error.description
    case .cannotOpen(let address, let reason): "could not open \(address): \(reason)"
    case .store(let error): error.description
    case .cannotWrite(let code): "cannot write output: " + FileDescriptor.reason(code)
    case .cannotSave(let path, let code):
      code == EEXIST
        ? "\(path.description.quotedForMessage()) exists; --output never replaces a file:"
          + " remove it first, or redirect with >"
        : "cannot write \(path.description.quotedForMessage()): "
          + FileDescriptor.reason(code)
    }
  }
}

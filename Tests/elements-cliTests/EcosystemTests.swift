import ElementsTestSupport
import Foundation
import Testing

/// Completions, the man page and `make install`: how the tool fits in with the user's system.
@Suite struct EcosystemTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// Asks the generated bash completion what it offers for a command line, split into words
  /// as bash splits it ("--sort=dens" is "--sort", "=", "dens"), in `directory` if given.
  func bashCompletes(_ line: [String], in directory: String? = nil) throws -> [String] {
    let words = line.map { "'\($0)'" }.joined(separator: " ")
    let script = """
      \(directory.map { "cd '\($0)' || exit 1" } ?? "")
      source <(elements completions bash)
      COMP_WORDS=(\(words)); COMP_CWORD=\(line.count - 1)
      _elements
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try Elements.shell(script)
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  @Test func bashRegistersTheCompletion() throws {
    let run = try Elements.shell("source <(elements completions bash) && complete -p elements")
    #expect(run.stdout == "complete -F _elements elements\n")
  }

  @Test func bashCompletesCommandsFlagsValuesAndElements() throws {
    #expect(try bashCompletes(["elements", "sh"]) == ["show"])
    #expect(try bashCompletes(["elements", "show", "Ox"]) == ["Oxygen"])
    // Any case, written as typed: Tab extends the word and never changes it.
    #expect(try bashCompletes(["elements", "show", "ox"]) == ["oxygen"])
    #expect(try Set(bashCompletes(["elements", "wiki", "Fe"])) == ["Fe", "Fermium", "Ferrum"])
    #expect(try Set(bashCompletes(["elements", "show", "fe"])) == ["fe", "fermium", "ferrum"])
    #expect(try bashCompletes(["elements", "list", "--by", "s"]) == ["symbol", "state"])
    #expect(try bashCompletes(["elements", "list", "--fo"]) == ["--format"])
    // --sort takes every property, --color-by only the numeric ones.
    #expect(try bashCompletes(["elements", "list", "--sort", "nam"]) == ["name"])
    #expect(try Set(bashCompletes(["elements", "list", "--sort", "cat"])) == ["category"])
    #expect(try bashCompletes(["elements", "table", "--color-by", "nam"]) == [])
    #expect(try bashCompletes(["elements", "--color", "n"]) == ["never"])
    #expect(try bashCompletes(["elements", "--data", "x.plist", "show", "Iro"]) == ["Iron"])
    #expect(try bashCompletes(["elements", "help", "fl"]) == ["flip"])
    #expect(try bashCompletes(["elements", "completions", "z"]) == ["zsh"])
    #expect(try bashCompletes(["elements", "search", "x"]) == [])
  }

  /// bash splits a word at '=': after "--sort=" the word being completed is "=", after
  /// "--sort=dens" the word before it is. Tab offers the option's values, never an '='.
  @Test func bashCompletesAValueAfterAnEqualsSign() throws {
    let values = try bashCompletes(["elements", "list", "--sort", "="])
    #expect(values.contains("density"))
    #expect(!values.contains { $0.hasPrefix("=") }, "\(values)")
    #expect(try bashCompletes(["elements", "list", "--sort", "=", "dens"]) == ["density"])
    #expect(try bashCompletes(["elements", "quiz", "--ask", "=", "sy"]) == ["symbol"])
    #expect(
      try bashCompletes(["elements", "plot", "--vs", "=", "electroneg"]) == ["electronegativity"])
    #expect(try bashCompletes(["elements", "table", "--color-by", "=", "categ"]) == ["category"])
    #expect(try bashCompletes(["elements", "--color", "=", "n"]) == ["never"])
    // The value given with '=' is not taken for the command.
    #expect(try bashCompletes(["elements", "--format", "=", "json", "list", "--so"]) == ["--sort"])
  }

  /// A short option's value completes as its long form's does, before and after the command.
  @Test func bashCompletesAShortOptionsValue() throws {
    #expect(try bashCompletes(["elements", "show", "-f", ""]) == ["text", "json", "svg"])
    #expect(try bashCompletes(["elements", "show", "--format", ""]) == ["text", "json", "svg"])
    #expect(try bashCompletes(["elements", "table", "-f", "s"]) == ["svg"])
    #expect(try bashCompletes(["elements", "search", "-s", "nu"]) == ["number"])
    #expect(try bashCompletes(["elements", "-f", "j"]) == ["json"])
    #expect(try bashCompletes(["elements", "-f", "json", "sh"]) == ["show"])
  }

  /// `--data` and `--output` offer file names whole, spaces and all, as readline's file names
  /// (a directory ends in '/' and takes no space).
  @Test func bashCompletesFileNamesWhole() throws {
    let directory = try TemporaryDirectory.make("files")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("my dir"), withIntermediateDirectories: true)
    #expect(try bashCompletes(["elements", "--data", "my"], in: directory.path) == ["my dir"])
    #expect(try bashCompletes(["elements", "--output", "my"], in: directory.path) == ["my dir"])
    #expect(try bashCompletes(["elements", "--data", "my\\ d"], in: directory.path) == ["my dir"])
    let script = try Elements.run(["completions", "bash"]).stdout
    #expect(script.contains("compopt -o filenames"))
    #expect(!script.contains("COMPREPLY=($(compgen -f"))
  }

  /// Every command whose argument is an element completes element names, in every shell.
  @Test func everyCommandTakingAnElementCompletesOne() throws {
    for command in ["show", "flip", "wiki", "open", "compare", "isotopes", "browse", "electrons"] {
      #expect(try bashCompletes(["elements", command, "Oxy"]) == ["Oxygen"], "\(command)")
    }
    #expect(try bashCompletes(["elements", "favorites", "add", "Oxy"]) == ["Oxygen"])
  }

  @Test func zshAndFishScriptsAreWellFormed() throws {
    let zsh = try Elements.run(["completions", "zsh"])
    #expect(zsh.stdout.hasPrefix("#compdef elements\n"))
    #expect(zsh.stdout.contains("Oxygen"))
    let fish = try Elements.run(["completions", "fish"])
    #expect(fish.stdout.contains("complete -c elements -n __elements_needs_command -a show"))
    #expect(fish.stdout.contains("-l by -x -a 'name number symbol state'"))
    let syntax = try Elements.shell("elements completions bash | bash -n")
    #expect(syntax.status == 0)
    let bad = try Elements.run(["completions", "tcsh"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix("elements: no completions for 'tcsh' (expected bash, zsh or fish)"))
  }

  /// Asks fish, with the generated completions loaded, what it offers for a command line.
  func fishCompletes(_ line: String) throws -> [String] {
    let run = try Elements.shell(
      "fish --no-config -c 'elements completions fish | source; complete -C \"\(line)\"'")
    #expect(run.status == 0, "\(run.stderr)")
    // Each line is a candidate, then a tab and its description when it has one.
    return run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishCompletesCommandsFlagsValuesAndElements() throws {
    #expect(try fishCompletes("elements sh") == ["show"])
    #expect(try fishCompletes("elements show Ox") == ["Oxygen"])
    #expect(try Set(fishCompletes("elements list --by s")) == ["state", "symbol"])
    #expect(try fishCompletes("elements --color n") == ["never"])
    #expect(try fishCompletes("elements completions z") == ["zsh"])
  }

  /// A command's option before the command takes its values there too, and the command
  /// follows; short options complete as their long forms; every command that takes an
  /// element completes one.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishCompletesOptionsBeforeTheCommandShortOptionsAndElements() throws {
    #expect(try Set(fishCompletes("elements --format ")) == ["csv", "json", "text", "tsv"])
    #expect(try Set(fishCompletes("elements -f ")) == ["csv", "json", "text", "tsv"])
    #expect(try fishCompletes("elements --format json li") == ["list"])
    #expect(try fishCompletes("elements --color never li") == ["list"])
    #expect(try Set(fishCompletes("elements show -f ")) == ["json", "svg", "text"])
    #expect(try Set(fishCompletes("elements search -s nu")) == ["number"])
    #expect(try fishCompletes("elements list --sort=dens") == ["--sort=density"])
    #expect(try fishCompletes("elements browse Oxy") == ["Oxygen"])
    #expect(try fishCompletes("elements electrons Oxy") == ["Oxygen"])
  }

  /// fish shows an option's description beside the option, not beside each of its values.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishDescribesOptionsNotTheirValues() throws {
    let run = try Elements.shell(
      "fish --no-config -c 'elements completions fish | source;"
        + " complete -C \"elements list --by s\"; complete -C \"elements list --so\"'")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("state") && lines.contains("symbol"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("--sort\tOne list sorted by this property") })
  }

  /// `favorites remove`, `move` and `note` offer the favorites saved now.
  @Test func bashCompletesSavedFavorites() throws {
    let home = try FavoritesHome()
    _ = try home.run(["favorites", "add", "Fe", "Au", "Ag"])
    let script = """
      export ELEMENTS_HOME='\(home.path)'
      source <(elements completions bash)
      COMP_WORDS=(elements favorites remove a); COMP_CWORD=3
      _elements
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try Elements.shell(script)
    #expect(Set(run.stdout.split(separator: "\n").map(String.init)) == ["au", "ag"])
  }

  /// zsh shows what a symbol or another name stands for beside it.
  @Test func zshShowsWhatASymbolStandsFor() throws {
    let run = try Elements.shell(
      "elements completions zsh | grep -c '_elements_meanings=(h Hydrogen he Helium'")
    #expect(run.stdout == "1\n")
  }

  /// fish offers each word once, as typed, with the element a symbol stands for.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishOffersEachWordOnceAsTyped() throws {
    let run = try Elements.shell(
      "fish --no-config -c 'elements completions fish | source; complete -C \"elements show fe\"'")
    #expect(run.stdout.split(separator: "\n").sorted() == ["fe\tIron", "fermium", "ferrum\tIron"])
    let iron = try fishCompletes("elements show iro")
    #expect(iron == ["iron"])
  }

  /// zsh loads completion functions from `fpath` by their `#compdef` line, as `make install`
  /// places the file.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func zshRegistersTheCompletionFromFpath() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("zsh-completion-\(getpid())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Elements.shell(
      """
      elements completions zsh > '\(directory)/_elements'
      elements completions zsh | zsh -n
      zsh -f -c 'fpath=(\(directory) $fpath); autoload -U compinit && compinit -u -D; \
        print -r -- ${_comps[elements]}'
      """)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "_elements\n")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
  func manPageRendersWithoutWarnings() throws {
    let run = try Elements.shell("elements help --man | groff -ww -man -z 2>&1")
    #expect(run.status == 0)
    #expect(run.stdout == "")
    let page = try Elements.shell(
      "elements help --man | groff -man -Tutf8 -P-c -P-b -P-u 2>/dev/null")
    for section in [
      "NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(page.stdout.contains("\n\(section)\n"), "missing section \(section)")
    }
  }

  @Test func makeInstallAndUninstallRespectDestdirAndPrefix() throws {
    let stage = FileManager.default.temporaryDirectory.appendingPathComponent(
      "elements-stage-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: stage) }
    let make = "make -s -C '\(Self.repository)' DESTDIR='\(stage)' PREFIX=/opt/el"
    // BIN installs the binary under test: a nested `swift build` would wait forever for the
    // build folder that `swift test` holds. CI runs the real `make install` with its build.
    let install = try Elements.shell("\(make) BIN='\(Elements.path)' install")
    #expect(install.status == 0, "\(install.stderr)")
    // The installed binary is stripped, and the install says so.
    #expect(install.stdout.contains("stripped"), "\(install.stdout)")
    let symbols = try Elements.shell("nm '\(stage)/opt/el/bin/elements' 2>&1")
    #expect(symbols.stdout.contains("no symbols"), "\(symbols.stdout.prefix(200))")
    for file in [
      "bin/elements", "share/man/man1/elements.1", "share/bash-completion/completions/elements",
      "share/zsh/site-functions/_elements", "share/fish/vendor_completions.d/elements.fish",
    ] {
      #expect(FileManager.default.fileExists(atPath: "\(stage)/opt/el/\(file)"), "missing \(file)")
    }
    let installed = try Elements.shell(
      "'\(stage)/opt/el/bin/elements' show Fe --no-reflection | head -2")
    #expect(installed.stdout.contains("26"))
    let uninstall = try Elements.shell("\(make) uninstall")
    #expect(uninstall.status == 0)
    #expect(!FileManager.default.fileExists(atPath: "\(stage)/opt/el/bin/elements"))
  }
}

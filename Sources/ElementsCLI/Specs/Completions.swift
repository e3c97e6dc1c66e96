import ElementsCore

/// Shell completion scripts, made from the command specs: commands, options, option values,
/// and element names and symbols where an element is expected.
enum Completions {
  /// The script for a shell.
  /// - Parameters:
  ///   - shell: The shell to write for.
  ///   - table: The elements whose names and symbols complete.
  static func script(for shell: Shell, table: PeriodicTable) -> String {
    let words = elementWords(table)
    switch shell {
    case .bash: return bash(elements: words)
    case .zsh: return zsh(elements: words)
    case .fish: return fish(elements: words)
    }
  }

  /// A word that completes, and what it stands for when that is not the word itself: a
  /// symbol or another name stands for its element's name (`Fe`, Iron).
  struct Word: Equatable {
    var text: String
    var meaning: String?
  }

  /// The commands whose arguments are favorites already saved: their completion offers the
  /// saved symbols, read from `elements favorites --format tsv` when completing.
  private static let favoriteCommands = ["favorites remove", "favorites move", "favorites note"]

  /// Names, symbols and other names, each once whatever its case. Tab extends what was typed
  /// with the rest of a word that starts with it in any case, so the typed letters stay as
  /// they are (`cu` gives `curium`, never `C` or `Cu`). Only words of letters, digits and
  /// hyphens go into a script, whatever a data file holds.
  static func elementWords(_ table: PeriodicTable) -> [Word] {
    var words: [Word] = []
    var seen: Set<String> = []
    for element in table.elementsByNumber where isSafe(element.name) {
      let candidates =
        [Word(text: element.name), Word(text: element.symbol, meaning: element.name)]
        + element.alternateNames.map { Word(text: $0, meaning: element.name) }
      for word in candidates where isSafe(word.text) && seen.insert(word.text.lowercased()).inserted
      {
        words.append(word)
      }
    }
    return words
  }

  /// The names `--fields` and `--where` take: every property.
  private static var fieldNames: [String] { ElementField.all.map { $0.key } }

  /// The options whose value is a list or an expression of property names: Tab completes the
  /// name being typed at the end of the value, after a comma or an operator.
  private static var expressionOptions: [String] {
    [QueryOptions.fields.spec.name, QueryOptions.filter.spec.name]
  }

  private static func isSafe(_ word: String) -> Bool {
    !word.isEmpty
      && word.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  /// What Tab offers for an option's value.
  private enum ValueWords: Equatable {
    /// File names.
    case files
    /// One of a few fixed words.
    case choices([String])
    /// Property names (and any fixed words), matched at the end of the value in any case.
    case properties([String])
    /// Nothing: free text.
    case none
  }

  /// What an option's value completes to.
  private static func values(of option: OptionSpec) -> ValueWords {
    if option.name == "--data" || option.name == "--output" {
      .files
    } else if expressionOptions.contains(option.name) {
      .properties(fieldNames)
    } else if !option.completions.isEmpty {
      .properties(option.completions)
    } else if !option.choices.isEmpty {
      .choices(option.choices)
    } else {
      .none
    }
  }

  /// An option's long name and its short one, if any: "--format", "-f".
  private static func names(of option: OptionSpec) -> [String] {
    [option.name] + (option.short.map { [$0] } ?? [])
  }

  /// Options that take a value, each long and short name once, and what their value completes
  /// to where the command does not say otherwise (the first spec with the name).
  private static var valueOptions: [(name: String, values: ValueWords)] {
    var seen: [(name: String, values: ValueWords)] = []
    for option in GlobalOptions.specs + Commands.everySpec.flatMap({ $0.options })
    where option.valueName != nil {
      for name in names(of: option) where !seen.contains(where: { $0.name == name }) {
        seen.append((name, values(of: option)))
      }
    }
    return seen
  }

  /// The options whose value completes differently in some commands than ``valueOptions``
  /// says (`--format` takes `text` or `svg` in `table`, `--color-by` takes `mode` in
  /// `nuclides`): each with the command's names and aliases.
  private static var commandValueOptions: [(commands: [String], name: String, values: ValueWords)] {
    let general = valueOptions
    var found: [(commands: [String], name: String, values: ValueWords)] = []
    for command in everyCommand {
      for option in command.options where option.valueName != nil {
        let values = values(of: option)
        for name in names(of: option)
        where general.first(where: { $0.name == name })?.values != values {
          found.append(([command.name] + command.aliases, name, values))
        }
      }
    }
    return found
  }

  private static func flags(_ command: CommandSpec?) -> [String] {
    let options = (command?.options ?? []) + GlobalOptions.specs
    return options.map { $0.name } + options.compactMap { $0.short }
  }

  private static func commands(where kind: CommandSpec.ArgumentKind) -> [String] {
    everyCommand.filter { $0.argumentKind == kind }.flatMap { [$0.name] + $0.aliases }
  }

  /// The numeric properties, for a command whose argument is one (`plot`).
  private static var propertyNames: String {
    ElementField.numeric.map { $0.key }.joined(separator: " ")
  }

  /// Every command, each followed by its subcommands ("favorites", "favorites add", ...).
  private static var everyCommand: [CommandSpec] { Commands.everySpec }

  /// The commands that have subcommands.
  private static var parents: [CommandSpec] {
    Commands.specs.filter { !$0.subcommands.isEmpty }
  }

  /// Names as case patterns of bash and zsh, each quoted: 'show'|'favorites add'.
  private static func patterns(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: "|")
  }

  /// Words separated by spaces, for a script.
  private static func list(_ words: [String]) -> String { words.joined(separator: " ") }

  // MARK: bash

  private static func bash(elements: [Word]) -> String {
    let valued = valueOptions.map { $0.name }.joined(separator: "|")
    var script = """
      # bash completion for elements. Generated by 'elements completions bash'.
      # Offers each word of $2 that starts with $1 in any case, written as $1 followed by the
      # rest of the word: Tab extends what was typed and never changes it. With $3 = tail, only
      # the letters and digits at the end of $1 are matched (a name after a comma or operator).
      _elements_match() {
        local typed=$1 head= word lower
        if [[ $3 == tail ]]; then typed=${1##*[^[:alnum:]]}; head=${1%"$typed"}; fi
        lower=${typed,,}
        COMPREPLY=()
        for word in $2; do
          [[ ${word,,} == "$lower"* ]] && COMPREPLY+=("$head$typed${word:${#typed}}")
        done
      }
      # Offers the files and directories whose names start with $1, the word as typed without
      # its backslashes and opening quote: a directory ends in '/' and takes no space, and
      # readline escapes the characters of a name that the shell would split.
      _elements_files() {
        local path=${1//\\\\/}
        path=${path#[\\"\\']}
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$path")
      }
      _elements() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
        local command= i
        # bash splits "--sort=dens" into three words, "--sort", "=" and "dens", and Tab
        # replaces only the text after the '=': the option is the word before the '='.
        if [[ $cur == = ]]; then
          cur=
        elif [[ $prev == = ]] && ((COMP_CWORD >= 2)); then
          prev=${COMP_WORDS[COMP_CWORD-2]}
        fi
        # Inside an expression (bash splits it at operators and quotes): the text since the
        # option is one word, or an open quote.
        local before=${COMP_LINE:0:COMP_POINT} option value rest found=
        for option in \(list(expressionOptions)); do
          rest=${before##*"$option"[[:space:]=]}
          [[ $rest == "$before" ]] && continue
          [[ -z $found || ${#rest} -lt ${#value} ]] && value=$rest found=1
        done
        if [[ -n $found ]] &&
          { [[ $value != *[[:space:]]* ]] || [[ $value == [\\'\\"]* && ${value:1} != *${value:0:1}* ]]; }; then
          _elements_match "$cur" '\(list(fieldNames))' tail
          return
        fi
        for ((i = 1; i < COMP_CWORD; i++)); do
          case ${COMP_WORDS[i]} in
            \(valued)) ((i++)); [[ ${COMP_WORDS[i]} == = ]] && ((i++)) ;;
            =) ((i++)) ;;
            -*) ;;
            *)
              if [[ -z $command ]]; then
                command=${COMP_WORDS[i]}
                case $command in \(patterns(parents.map { $0.name }))) ;; *) break ;; esac
              else
                command="$command ${COMP_WORDS[i]}"
                break
              fi ;;
          esac
        done
        # An option whose values depend on the command, then the others.
        case "$command $prev" in

      """
    func bashAction(_ values: ValueWords) -> String {
      switch values {
      case .files: "_elements_files \"$cur\""
      case .choices(let words): "COMPREPLY=($(compgen -W '\(list(words))' -- \"$cur\"))"
      case .properties(let words): "_elements_match \"$cur\" '\(list(words))' tail"
      case .none: "COMPREPLY=()"
      }
    }
    for option in commandValueOptions {
      let names = patterns(option.commands.map { "\($0) \(option.name)" })
      script += "      \(names)) \(bashAction(option.values)); return ;;\n"
    }
    script += "    esac\n    case $prev in\n"
    for option in valueOptions {
      script += "      \(option.name)) \(bashAction(option.values)); return ;;\n"
    }
    script += """
          esac
          if [[ $cur == -* ]]; then
            case $command in

      """
    for command in everyCommand {
      let names = patterns([command.name] + command.aliases)
      script +=
        "        \(names)) COMPREPLY=($(compgen -W '\(list(flags(command)))' -- \"$cur\")) ;;\n"
    }
    script += """
              *) COMPREPLY=($(compgen -W '\(list(flags(nil)))' -- "$cur")) ;;
            esac
            return
          fi
          case $command in
            '') COMPREPLY=($(compgen -W '\(list(Commands.specs.map { $0.name }))' -- "$cur")) ;;
            \(patterns(favoriteCommands))) _elements_match "$cur" "$(elements favorites --format tsv 2>/dev/null | cut -f4 | tail -n +2)" ;;
            \(patterns(commands(where: .elements)))) _elements_match "$cur" '\(list(elements.map { $0.text }))' ;;
            \(patterns(commands(where: .commands)))) COMPREPLY=($(compgen -W '\(list(Commands.specs.map { $0.name }))' -- "$cur")) ;;
            \(patterns(commands(where: .shells)))) COMPREPLY=($(compgen -W '\(list(Shell.allWords))' -- "$cur")) ;;
            \(patterns(commands(where: .properties)))) _elements_match "$cur" '\(propertyNames)' tail ;;
            \(parents.map { "\(patterns([$0.name]))) COMPREPLY=($(compgen -W '\(list($0.subcommandSpecs.map { $0.word }))' -- \"$cur\")) ;;" }.joined(separator: "\n      "))
            *) COMPREPLY=() ;;
          esac
        }
        complete -F _elements elements

      """
    return script
  }

  // MARK: zsh

  private static func zsh(elements: [Word]) -> String {
    let meanings = elements.compactMap { word in
      word.meaning.map { "\(word.text.lowercased()) \($0)" }
    }
    var script = """
      #compdef elements
      # zsh completion for elements. Generated by 'elements completions zsh'.
      # Offers each word that starts with what was typed in any case, written as what was typed
      # followed by the rest of the word: Tab extends the word and never changes it. A symbol
      # or other name shows the element it stands for. With -t, only the letters and digits at
      # the end of the word are matched (a name after a comma or an operator).
      _elements_match() {
        if [[ $1 == -t ]]; then
          shift
          compset -P '*[^[:alnum:]]'
        fi
        local typed=$PREFIX lower=${(L)PREFIX} word match
        local -a matches shown
        for word in "$@"; do
          [[ ${(L)word[1,${#typed}]} == "$lower" ]] || continue
          match=$typed${word[${#typed}+1,-1]}
          matches+=("$match")
          if [[ -n ${_elements_meanings[${(L)word}]} ]]; then
            shown+=("$match  -- ${_elements_meanings[${(L)word}]}")
          else
            shown+=("$match")
          fi
        done
        compadd -l -d shown -a matches
      }
      _elements() {
        local -a commands
        local -A _elements_meanings
        _elements_meanings=(\(list(meanings)))
        commands=(

      """
    for command in Commands.specs {
      script +=
        "    '\(command.name):\(command.summary.replacing("'", with: "'\\''"))'\n"
    }
    let valued = valueOptions.map { $0.name }.joined(separator: "|")
    script += """
        )
        local command i
        for ((i = 2; i < CURRENT; i++)); do
          case $words[i] in
            (\(valued)) ((i++)) ;;
            (-*) ;;
            (*)
              if [[ -z $command ]]; then
                command=$words[i]
                case $command in (\(patterns(parents.map { $0.name }))) ;; (*) break ;; esac
              else
                command="$command $words[i]"
                break
              fi ;;
          esac
        done
        # "--sort=dens": the option is the text before the '=', the value the text after it.
        local option=$words[CURRENT-1] attached=
        if [[ $PREFIX == -*=* ]]; then
          option=${PREFIX%%=*} attached=1
          compset -P 1 '*='
        fi
        case "$command $option" in

      """
    func zshAction(_ values: ValueWords) -> String {
      switch values {
      case .files: "_files"
      case .choices(let words): "compadd -- \(list(words))"
      case .properties(let words): "_elements_match -t \(list(words))"
      case .none: ":"
      }
    }
    for option in commandValueOptions {
      let names = patterns(option.commands.map { "\($0) \(option.name)" })
      script += "    (\(names)) \(zshAction(option.values)); return ;;\n"
    }
    script += "  esac\n  case $option in\n"
    for option in valueOptions {
      script += "    (\(option.name)) \(zshAction(option.values)); return ;;\n"
    }
    script += """
        esac
        [[ -n $attached ]] && return
        if [[ $PREFIX == -* ]]; then
          case $command in

      """
    for command in everyCommand {
      let names = patterns([command.name] + command.aliases)
      script += "      (\(names)) compadd -- \(list(flags(command))) ;;\n"
    }
    script += """
            (*) compadd -- \(list(flags(nil))) ;;
          esac
          return
        fi
        case $command in
          ('') _describe 'command' commands ;;
          (\(patterns(favoriteCommands)))
            _elements_match ${(f)"$(elements favorites --format tsv 2>/dev/null | cut -f4 | tail -n +2)"} ;;
          (\(patterns(commands(where: .elements))))
            _elements_match \(list(elements.map { $0.text })) ;;
          (\(patterns(commands(where: .commands)))) _describe 'command' commands ;;
          (\(patterns(commands(where: .shells)))) compadd -- \(list(Shell.allWords)) ;;
          (\(patterns(commands(where: .properties)))) _elements_match -t \(propertyNames) ;;
          \(parents.map { "(\(patterns([$0.name]))) compadd -- \(list($0.subcommandSpecs.map { $0.word })) ;;" }.joined(separator: "\n    "))
        esac
      }
      _elements "$@"

      """
    return script
  }

  // MARK: fish

  private static func fish(elements: [Word]) -> String {
    let valued = valueOptions.map { $0.name }.joined(separator: " ")
    var script = """
      # fish completion for elements. Generated by 'elements completions fish'.
      complete -c elements -f
      # Whether no command has been typed yet: every word so far is an option or an option's
      # value (elements --format json <Tab>).
      function __elements_needs_command
          set -l words (commandline -poc)
          set -e words[1]
          set -l skip 0
          for word in $words
              if test $skip = 1
                  set skip 0
                  continue
              end
              switch $word
                  case \(valued)
                      set skip 1
                  case '-*'
                  case '*'
                      return 1
              end
          end
          return 0
      end
      # Prints each word (WORD or WORD:MEANING) that starts with the token being typed in any
      # case, written as the token followed by the rest of the word: Tab extends what was typed
      # and never changes it. With -t, only the letters and digits at the end of the token are
      # matched (a name after a comma or an operator).
      function __elements_match
          # The token as fish matches it: quotes and backslashes undone.
          set -l typed (commandline -ct | string unescape)
          # In --option=value fish completes the value alone, and writes the option back.
          set typed (string replace -r -- '^--[^=]*=' '' "$typed")
          set -l head ''
          if test "$argv[1]" = -t
              set -e argv[1]
              set head (string replace -r -- '[[:alnum:]]*$' '' "$typed")
              set typed (string sub -s (math (string length -- "$head") + 1) -- "$typed")
          end
          set -l length (string length -- "$typed")
          set -l lower (string lower -- "$typed")
          for word in $argv
              set -l parts (string split -m 1 : -- $word)
              test (string lower -- (string sub -l $length -- $parts[1])) = "$lower"; or continue
              set -l match "$head$typed"(string sub -s (math $length + 1) -- $parts[1])
              if set -q parts[2]
                  printf '%s\\t%s\\n' $match $parts[2]
              else
                  printf '%s\\n' $match
              end
          end
      end

      """
    for command in Commands.specs {
      script +=
        "complete -c elements -n __elements_needs_command -a \(command.name) -d '\(command.summary.replacing("'", with: "\\'"))'\n"
    }
    // An option's values on a line of their own, without the option's description, which
    // fish would show beside every value; the description on the option's last line, where
    // fish takes it from.
    func line(_ option: OptionSpec, condition: String?, before: Bool = false) -> String {
      var parts = ["complete -c elements"]
      if let condition { parts.append("-n '__fish_seen_subcommand_from \(condition)'") }
      if before { parts.append("-n __elements_needs_command") }
      parts.append("-l \(option.name.dropFirst(2))")
      if let short = option.short { parts.append("-s \(short.dropFirst())") }
      var valueLine = ""
      if option.valueName != nil {
        switch values(of: option) {
        case .files: parts.append("-r -F")
        case .choices(let words):
          valueLine = parts.joined(separator: " ") + " -x -a '\(list(words))'\n"
          parts.append("-x")
        case .properties(let words):
          valueLine =
            parts.joined(separator: " ") + " -x -a '(__elements_match -t \(list(words)))'\n"
          parts.append("-x")
        case .none: parts.append("-x")
        }
      }
      parts.append("-d '\(option.help.replacing("'", with: "\\'"))'")
      return valueLine + parts.joined(separator: " ") + "\n"
    }
    for parent in parents {
      let words = list(parent.subcommandSpecs.map { $0.word })
      for subcommand in parent.subcommandSpecs {
        script +=
          "complete -c elements -n '__fish_seen_subcommand_from \(parent.name); and not __fish_seen_subcommand_from \(words)' -a \(subcommand.word) -d '\(subcommand.summary.replacing("'", with: "\\'"))'\n"
      }
    }
    for option in GlobalOptions.specs { script += line(option, condition: nil) }
    // A command's option before the command (elements --format json list): its values as the
    // first command with the option takes them.
    var before: Set<String> = Set(GlobalOptions.specs.map { $0.name })
    for option in everyCommand.flatMap({ $0.options })
    where option.valueName != nil && before.insert(option.name).inserted {
      script += line(option, condition: nil, before: true)
    }
    // fish sees words one at a time: a subcommand is known by its last word, "add".
    for command in everyCommand {
      for option in command.options {
        script += line(option, condition: list([command.word] + command.aliases))
      }
    }
    let elementCommands = list(
      everyCommand.filter {
        $0.argumentKind == .elements && !favoriteCommands.contains($0.name)
      }.flatMap { [$0.word] + $0.aliases })
    let words = elements.map { word in word.meaning.map { word.text + ":" + $0 } ?? word.text }
    script +=
      "complete -c elements -n '__fish_seen_subcommand_from remove move note' -a '(__elements_match (elements favorites --format tsv 2>/dev/null | cut -f4 | tail -n +2))'\n"
    script +=
      "complete -c elements -n '__fish_seen_subcommand_from \(elementCommands)' -a '(__elements_match \(list(words)))'\n"
    script +=
      "complete -c elements -n '__fish_seen_subcommand_from \(list(commands(where: .commands)))' -a '\(list(Commands.specs.map { $0.name }))'\n"
    script +=
      "complete -c elements -n '__fish_seen_subcommand_from \(list(commands(where: .shells)))' -a '\(list(Shell.allWords))'\n"
    script +=
      "complete -c elements -n '__fish_seen_subcommand_from \(list(commands(where: .properties)))' -a '(__elements_match -t \(propertyNames))'\n"
    return script
  }
}

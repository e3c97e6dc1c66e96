import ElementsCore

/// The small symbols that stand beside or inside a coloured thing, so that colour is never the
/// only signal: each state, category and block has its own shape.
enum Mark {
  /// A state's mark: ● solid, ◒ liquid, ○ gas, ◇ artificial (ASCII `#`, `~`, `o`, `+`). In
  /// ASCII `*` is the favorite's alone.
  static func of(_ state: PhysicalState, unicode: Bool) -> String {
    switch state {
    case .solid: unicode ? "●" : "#"
    case .liquid: unicode ? "◒" : "~"
    case .gas: unicode ? "○" : "o"
    case .artificial: unicode ? "◇" : "+"
    }
  }

  /// The mark beside a favorite in the browser's lists: ★ (ASCII `*`, like the key that sets it).
  static func favorite(unicode: Bool) -> String {
    unicode ? "★" : "*"
  }

  /// A category's mark. Related families share a shape, filled and hollow.
  static func of(_ category: ElementCategory?, unicode: Bool) -> String {
    guard let category else { return "?" }
    switch category {
    case .alkaliMetal: return unicode ? "▲" : "!"
    case .alkalineEarthMetal: return unicode ? "△" : ":"
    case .transitionMetal: return unicode ? "■" : "#"
    case .postTransitionMetal: return unicode ? "□" : "="
    case .metalloid: return unicode ? "◆" : "%"
    case .nonmetal: return unicode ? "◇" : "&"
    case .halogen: return unicode ? "●" : "+"
    case .nobleGas: return unicode ? "○" : "o"
    case .lanthanide: return unicode ? "▼" : "^"
    case .actinide: return unicode ? "▽" : "~"
    }
  }

  /// A block's mark.
  static func of(_ block: Block?, unicode: Bool) -> String {
    guard let block else { return "?" }
    switch block {
    case .s: return unicode ? "●" : "*"
    case .p: return unicode ? "■" : "#"
    case .d: return unicode ? "◆" : "+"
    case .f: return unicode ? "▲" : "^"
    }
  }

  /// A mastery level's mark, more ink the better known: · not yet studied, then ○ ◔ ◑ ●
  /// (ASCII `.`, `-`, `+`, `=`, `#`; never `*`, the favorite's).
  static func of(_ level: QuizMastery.Level, unicode: Bool) -> String {
    switch level {
    case .notStudied: unicode ? "·" : "."
    case .weak: unicode ? "○" : "-"
    case .learning: unicode ? "◔" : "+"
    case .good: unicode ? "◑" : "="
    case .mastered: unicode ? "●" : "#"
    }
  }
}

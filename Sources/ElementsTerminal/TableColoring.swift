/// What the colours of the periodic table show: the `--color-by` option.
public enum TableColoring: String, Sendable, CaseIterable {
  /// The state at room temperature: solid, liquid, gas or artificial.
  case state
  /// The chemical family: alkali metal, halogen and so on.
  case category
  /// The block: s, p, d or f.
  case block
}

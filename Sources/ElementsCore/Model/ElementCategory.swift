/// The chemical family an element belongs to, as periodic tables colour them.
public enum ElementCategory: String, Sendable, Hashable, CaseIterable {
  /// Group 1 except Hydrogen.
  case alkaliMetal = "alkali metal"
  /// Group 2.
  case alkalineEarthMetal = "alkaline earth metal"
  /// The d-block metals.
  case transitionMetal = "transition metal"
  /// Metals of the p-block.
  case postTransitionMetal = "post-transition metal"
  /// Elements between metals and nonmetals: Boron, Silicon, Germanium, Arsenic, Antimony, Tellurium.
  case metalloid = "metalloid"
  /// Reactive nonmetals other than the halogens, Hydrogen included.
  case nonmetal = "nonmetal"
  /// Group 17.
  case halogen = "halogen"
  /// Group 18.
  case nobleGas = "noble gas"
  /// Lanthanum to Lutetium.
  case lanthanide = "lanthanide"
  /// Actinium to Lawrencium.
  case actinide = "actinide"

  /// The name shown to users, e.g. "alkali metal".
  public var title: String { rawValue }
}

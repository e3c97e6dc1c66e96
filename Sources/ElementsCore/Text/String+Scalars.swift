extension String {
  /// The text of a run of Unicode scalars, such as a piece of a text that a parser scanned as
  /// an array of scalars.
  /// - Parameter scalars: The scalars, in order.
  public init(scalars: ArraySlice<Unicode.Scalar>) {
    self.init()
    for scalar in scalars { unicodeScalars.append(scalar) }
  }
}

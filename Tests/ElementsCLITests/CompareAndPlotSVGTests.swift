import Foundation
import Testing

/// `plot --format svg` through the binary: a vector chart, not characters. (Every picture's
/// well-formedness and text are checked by `SVGOutputTests`.)
@Suite struct CompareAndPlotSVGTests {
  /// The plot is drawn with lines and circles, not braille characters; `--size` shapes only
  /// the text plot.
  @Test func plotIsAVectorChart() throws {
    let run = Elements.run(["plot", "atomicRadius", "--format", "svg", "--size", "40x12"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("<circle "))
    #expect(run.stdout.contains("<line "))
    #expect(run.stdout.contains("<path d=\"M"))
    #expect(!run.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    let plain = Elements.run(["plot", "atomicRadius", "--format", "svg"])
    #expect(plain.stdout == run.stdout)
  }
}

import Geometry
import TextLayout
import Views

/// A label: a `.label` view whose text is measured with the environment's `TextEngine`.
///
/// `sizeThatFits(width:)` is the text's size at `width`, rounded up to the pixel grid (the width no
/// more than `width`); the last answer is cached until the text or the width changes.
/// Thread: main actor only.
@MainActor
final class LabelView: SelfSizingView {
    private(set) var string = ""
    private(set) var style = TextStyle()
    private var cached: (width: Double, size: Size)?

    init(environment: ViewEnvironment) {
        super.init(kind: .label, environment: environment)
    }

    /// Sets the text; writes the view only when the text or style changed.
    func setText(_ string: String, style: TextStyle) {
        guard string != self.string || style != self.style || view.value(of: .text) == nil else { return }
        self.string = string
        self.style = style
        cached = nil
        view.set(.text, to: .text(string, style))
    }

    override func sizeThatFits(width: Double) -> Size {
        if let cached, cached.width == width { return cached.size }
        environment.counters.textMeasurements += 1
        let text = environment.textEngine.metrics(string, style: style, width: width)
        let pixels = environment.style
        let size = Size(width: min(pixels.ceilToPixel(text.width), width), height: pixels.ceilToPixel(text.height))
        cached = (width, size)
        return size
    }
}

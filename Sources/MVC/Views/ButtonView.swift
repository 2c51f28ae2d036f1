import Geometry
import TextLayout
import Views

/// A `.button` with a normal title and an optional selected title, and a selected state.
///
/// `sizeThatFits` is the widest title (each measured on one line) plus the content insets, rounded
/// up to the pixel grid, so the button keeps its size when its state changes; at most `width` wide.
/// Thread: main actor only.
@MainActor
final class ButtonView: SelfSizingView {
    private var titles: [ControlState: String] = [:]
    private var titleStyle = TextStyle()
    private var cachedIntrinsic: Size?

    init(environment: ViewEnvironment) {
        super.init(kind: .button, environment: environment)
    }

    /// Sets the titles; writes only those that changed (nil removes the selected title).
    func setTitles(normal: String, selected: String?, style: TextStyle) {
        if style != titleStyle {
            titleStyle = style
            titles = [:]
        }
        for (state, title) in [(ControlState.normal, Optional(normal)), (.selected, selected)] where titles[state] != title {
            titles[state] = title
            cachedIntrinsic = nil
            view.set(.title(state), to: title.map { .text($0, style) })
        }
    }

    /// Writes `isSelected` only when it changed; not selected is the view's default (no value).
    func setSelected(_ selected: Bool) {
        let value: AttributeValue? = selected ? .bool(true) : nil
        if view.value(of: .isSelected) != value { view.set(.isSelected, to: value) }
    }

    override func sizeThatFits(width: Double) -> Size {
        let intrinsic = cachedIntrinsic ?? measureTitles()
        cachedIntrinsic = intrinsic
        return Size(width: min(intrinsic.width, width), height: intrinsic.height)
    }

    private func measureTitles() -> Size {
        var text = Size.zero
        for title in Set(titles.values) {
            environment.counters.textMeasurements += 1
            let measured = environment.textEngine.metrics(title, style: titleStyle, width: .infinity)
            text = Size(width: max(text.width, measured.width), height: max(text.height, measured.height))
        }
        let style = environment.style
        return Size(width: style.ceilToPixel(text.width + style.buttonInsets.horizontal),
                    height: style.ceilToPixel(text.height + style.buttonInsets.vertical))
    }
}

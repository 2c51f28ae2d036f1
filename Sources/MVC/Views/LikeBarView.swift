import FeedStyle
import Geometry
import Views

/// The `.likeBar`: the like summary (when shown) full width, then like, comment and share buttons
/// from the left, each at its own size; `likeBarSpacing` between the summary and the buttons and
/// between buttons. Thread: main actor only.
@MainActor
final class LikeBarView: SelfSizingView {
    let summaryLabel: LabelView
    let likeButton: ButtonView
    let commentButton: ButtonView
    let shareButton: ButtonView
    /// Whether the summary line shows; set by the like controller.
    var showsSummary = false {
        didSet {
            guard showsSummary != oldValue else { return }
            setArrangedSubviews((showsSummary ? [summaryLabel] : []) + buttons)
            setNeedsLayout()
        }
    }

    init(environment: ViewEnvironment) {
        summaryLabel = LabelView(environment: environment)
        likeButton = ButtonView(environment: environment)
        commentButton = ButtonView(environment: environment)
        shareButton = ButtonView(environment: environment)
        super.init(kind: .likeBar, environment: environment)
        setArrangedSubviews(buttons)
    }

    private var buttons: [ButtonView] { [likeButton, commentButton, shareButton] }

    override func sizeThatFits(width: Double) -> Size {
        Size(width: width, height: arrange(width: width, apply: false))
    }

    override func layoutSubviews() {
        _ = arrange(width: view.frame.width, apply: true)
    }

    private func arrange(width: Double, apply: Bool) -> Double {
        let spacing = environment.style.likeBarSpacing
        var y = 0.0
        if showsSummary {
            let height = summaryLabel.sizeThatFits(width: width).height
            if apply { summaryLabel.setFrame(Rect(x: 0, y: 0, width: width, height: height)) }
            y = height + spacing
        }
        var x = 0.0
        var rowHeight = 0.0
        for button in buttons {
            let size = button.sizeThatFits(width: width)
            if apply { button.setFrame(Rect(origin: Point(x: x, y: y), size: size)) }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return y + rowHeight
    }
}

import FeedStyle
import Geometry
import Views

/// A `.comment`: the author's name over the text, `commentLineSpacing` apart, both full width.
/// Thread: main actor only.
@MainActor
final class CommentView: SelfSizingView {
    let authorLabel: LabelView
    let textLabel: LabelView

    init(environment: ViewEnvironment) {
        authorLabel = LabelView(environment: environment)
        textLabel = LabelView(environment: environment)
        super.init(kind: .comment, environment: environment)
        setArrangedSubviews([authorLabel, textLabel])
    }

    override func sizeThatFits(width: Double) -> Size {
        Size(width: width, height: authorLabel.sizeThatFits(width: width).height
             + environment.style.commentLineSpacing + textLabel.sizeThatFits(width: width).height)
    }

    override func layoutSubviews() {
        let width = view.frame.width
        let authorHeight = authorLabel.sizeThatFits(width: width).height
        authorLabel.setFrame(Rect(x: 0, y: 0, width: width, height: authorHeight))
        let textHeight = textLabel.sizeThatFits(width: width).height
        textLabel.setFrame(Rect(x: 0, y: authorHeight + environment.style.commentLineSpacing,
                                width: width, height: textHeight))
    }
}

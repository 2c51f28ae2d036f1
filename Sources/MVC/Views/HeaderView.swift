import FeedStyle
import Geometry
import Views

/// A `.storyHeader`: the avatar at the top left, and beside it, `headerSpacing` away and taking the
/// rest of the width, the name over the time (`headerLineSpacing` apart). As tall as the taller of
/// the avatar and the two lines. Thread: main actor only.
@MainActor
final class HeaderView: SelfSizingView {
    let avatar: ImageView
    let nameLabel: LabelView
    let timeLabel: LabelView
    /// The avatar's side on the pixel grid; set by the header controller.
    var avatarSide = 0.0 {
        didSet { if avatarSide != oldValue { setNeedsLayout() } }
    }

    init(environment: ViewEnvironment) {
        avatar = ImageView(environment: environment)
        nameLabel = LabelView(environment: environment)
        timeLabel = LabelView(environment: environment)
        super.init(kind: .storyHeader, environment: environment)
        setArrangedSubviews([avatar, nameLabel, timeLabel])
    }

    /// The name column's width in a header `width` wide.
    private func textWidth(_ width: Double) -> Double {
        max(0, width - avatarSide - environment.style.headerSpacing)
    }

    override func sizeThatFits(width: Double) -> Size {
        let lines = textWidth(width)
        let height = nameLabel.sizeThatFits(width: lines).height + environment.style.headerLineSpacing
            + timeLabel.sizeThatFits(width: lines).height
        return Size(width: width, height: max(avatarSide, height))
    }

    override func layoutSubviews() {
        let width = view.frame.width
        let lines = textWidth(width)
        let x = avatarSide + environment.style.headerSpacing
        avatar.setFrame(Rect(x: 0, y: 0, width: avatarSide, height: avatarSide))
        let nameHeight = nameLabel.sizeThatFits(width: lines).height
        nameLabel.setFrame(Rect(x: x, y: 0, width: lines, height: nameHeight))
        let timeHeight = timeLabel.sizeThatFits(width: lines).height
        timeLabel.setFrame(Rect(x: x, y: nameHeight + environment.style.headerLineSpacing, width: lines, height: timeHeight))
    }
}

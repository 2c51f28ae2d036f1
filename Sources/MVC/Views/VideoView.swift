import FeedStyle
import Geometry
import Views

/// A `.video`: the poster full width at the video's aspect ratio, and a `.durationBadge` (the
/// duration inside `durationBadgeInsets`) in the bottom-right corner, `durationBadgeMargin` from
/// both edges. Thread: main actor only.
@MainActor
final class VideoView: SelfSizingView {
    let poster: MediaView
    let badge: SelfSizingView
    let durationLabel: LabelView

    init(environment: ViewEnvironment) {
        poster = MediaView(environment: environment)
        badge = SelfSizingView(kind: .durationBadge, environment: environment)
        durationLabel = LabelView(environment: environment)
        super.init(kind: .video, environment: environment)
        badge.view.set(.backgroundColor, to: .color(environment.style.durationBadgeColor))
        badge.setArrangedSubviews([durationLabel])
        setArrangedSubviews([poster, badge])
    }

    override func sizeThatFits(width: Double) -> Size {
        poster.sizeThatFits(width: width)
    }

    override func layoutSubviews() {
        let style = environment.style
        let size = view.frame.size
        poster.setFrame(Rect(origin: .zero, size: size))
        let insets = style.durationBadgeInsets
        let margin = style.durationBadgeMargin
        let text = durationLabel.sizeThatFits(width: max(0, size.width - 2 * margin - insets.horizontal))
        let badgeSize = Size(width: text.width + insets.horizontal, height: text.height + insets.vertical)
        badge.setFrame(Rect(x: size.width - margin - badgeSize.width, y: size.height - margin - badgeSize.height,
                            width: badgeSize.width, height: badgeSize.height))
        durationLabel.setFrame(Rect(x: insets.left, y: insets.top, width: text.width, height: text.height))
    }
}

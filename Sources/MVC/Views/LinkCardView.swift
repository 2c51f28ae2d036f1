import FeedStyle
import Geometry
import Views

/// A `.linkCard`: the image (when the card has one) full width at its aspect ratio, then the title
/// over the domain inside `linkTextPadding`, `linkTextSpacing` apart. Thread: main actor only.
@MainActor
final class LinkCardView: SelfSizingView {
    let image: MediaView
    let titleLabel: LabelView
    let domainLabel: LabelView
    /// Whether the image shows; set by the attachment controller.
    var showsImage = false {
        didSet {
            guard showsImage != oldValue else { return }
            setArrangedSubviews(showsImage ? [image, titleLabel, domainLabel] : [titleLabel, domainLabel])
            setNeedsLayout()
        }
    }

    init(environment: ViewEnvironment) {
        image = MediaView(environment: environment)
        titleLabel = LabelView(environment: environment)
        domainLabel = LabelView(environment: environment)
        super.init(kind: .linkCard, environment: environment)
        view.set(.borderColor, to: .color(environment.style.borderColor))
        setArrangedSubviews([titleLabel, domainLabel])
    }

    override func sizeThatFits(width: Double) -> Size {
        Size(width: width, height: arrange(width: width, apply: false))
    }

    override func layoutSubviews() {
        _ = arrange(width: view.frame.width, apply: true)
    }

    /// The column's height at `width`, placing the subviews when `apply` is true.
    private func arrange(width: Double, apply: Bool) -> Double {
        let style = environment.style
        var y = 0.0
        if showsImage {
            let height = image.sizeThatFits(width: width).height
            if apply { image.setFrame(Rect(x: 0, y: 0, width: width, height: height)) }
            y = height
        }
        let padding = style.linkTextPadding
        let textWidth = max(0, width - padding.horizontal)
        y += padding.top
        let titleHeight = titleLabel.sizeThatFits(width: textWidth).height
        if apply { titleLabel.setFrame(Rect(x: padding.left, y: y, width: textWidth, height: titleHeight)) }
        y += titleHeight + style.linkTextSpacing
        let domainHeight = domainLabel.sizeThatFits(width: textWidth).height
        if apply { domainLabel.setFrame(Rect(x: padding.left, y: y, width: textWidth, height: domainHeight)) }
        return y + domainHeight + padding.bottom
    }
}

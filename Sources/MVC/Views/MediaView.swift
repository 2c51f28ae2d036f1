import FeedStyle
import Geometry
import Views

/// A photo: an `.image` view as wide as offered, as tall as its natural aspect ratio makes it
/// (rounded to the pixel grid). Thread: main actor only.
@MainActor
final class MediaView: SelfSizingView {
    /// The natural size; nil gives a zero height.
    var naturalSize: (width: Double, height: Double)? {
        didSet { setNeedsLayout() }
    }

    init(environment: ViewEnvironment) {
        super.init(kind: .image, environment: environment)
    }

    func setImage(_ name: String) {
        let value = AttributeValue.imageName(name)
        if view.value(of: .image) != value { view.set(.image, to: value) }
    }

    override func sizeThatFits(width: Double) -> Size {
        guard let naturalSize else { return Size(width: width, height: 0) }
        return Size(width: width, height: environment.style.mediaHeight(
            width: width, naturalWidth: naturalSize.width, naturalHeight: naturalSize.height))
    }
}

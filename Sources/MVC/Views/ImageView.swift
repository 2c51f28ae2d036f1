import Views

/// An `.image` view showing a named image, optionally with rounded corners. Its size is decided by
/// its parent (avatar side, media ratio). Thread: main actor only.
@MainActor
final class ImageView: SelfSizingView {
    init(environment: ViewEnvironment) {
        super.init(kind: .image, environment: environment)
    }

    /// Writes the image only when it changed.
    func setImage(_ name: String) {
        let value = AttributeValue.imageName(name)
        if view.value(of: .image) != value { view.set(.image, to: value) }
    }

    /// Writes the corner radius only when it changed; nil resets it.
    func setCornerRadius(_ radius: Double?) {
        let value = radius.map(AttributeValue.double)
        if view.value(of: .cornerRadius) != value { view.set(.cornerRadius, to: value) }
    }
}

extension FeedStyle {
    /// `value` rounded to the nearest pixel at `scale` (no rounding when `scale` <= 0). The same rule
    /// as the components library's ratio and centering layouts, so hand-written layout matches them.
    public func roundToPixel(_ value: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }

    /// `value` rounded up to the pixel grid at `scale` (values within float noise of a grid line stay
    /// on it): how text and button sizes are rounded by the components library.
    public func ceilToPixel(_ value: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale - 1e-9).rounded(.up) / scale
    }

    /// The avatar's side for an author: the model's size on the pixel grid.
    public func avatarSide(_ avatarSize: Double) -> Double {
        max(0, roundToPixel(avatarSize))
    }

    /// The height of media `naturalWidth` x `naturalHeight` shown `width` wide, on the pixel grid
    /// (what `RatioComponent` gives a child filling a width).
    public func mediaHeight(width: Double, naturalWidth: Double, naturalHeight: Double) -> Double {
        guard naturalWidth > 0, naturalHeight > 0, naturalWidth.isFinite, naturalHeight.isFinite else { return 0 }
        return roundToPixel(width * (naturalHeight / naturalWidth))
    }
}

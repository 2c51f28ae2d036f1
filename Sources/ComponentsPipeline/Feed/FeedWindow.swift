/// What a layout request asks of `FeedLayouts`, in feed coordinates (points from the top of the
/// feed): the rows overlapping `top..<bottom` get their layouts (so they can be mounted), every row from
/// position 0 through `bottom` gets measured (so the offsets down to `bottom` are final, equal to those
/// of the fully measured feed), and afterwards only the rows overlapping `retainTop..<retainBottom` keep
/// their layouts (the rest keep their heights). With `display`, the rows overlapping it also get their
/// views drawn ahead (when the feed's environment has a renderer), and afterwards only the rows overlapping
/// `keepDrawn` keep their bitmaps.
///
/// A plain `Sendable` value.
public struct FeedWindow: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    /// The span whose rows keep their layouts; `nil`: keep every layout (nothing is dropped).
    public var retain: ClosedRange<Double>?
    /// The span whose rows are drawn ahead; `nil`: none (rows are drawn when mounted). Within `top..<bottom`:
    /// only a row with a layout can be drawn.
    public var display: ClosedRange<Double>?
    /// The span whose rows keep their bitmaps; `nil`: every bitmap is kept.
    public var keepDrawn: ClosedRange<Double>?

    public init(top: Double, bottom: Double, retain: ClosedRange<Double>? = nil, display: ClosedRange<Double>? = nil,
                keepDrawn: ClosedRange<Double>? = nil) {
        self.top = top
        self.bottom = bottom
        self.retain = retain
        self.display = display
        self.keepDrawn = keepDrawn
    }

    /// Every row measured and laid out, nothing dropped: the whole feed up front.
    public static let everything = FeedWindow(top: 0, bottom: .infinity)

    /// Rows from the top of the feed through the point `bottom` laid out; nothing dropped.
    public static func through(_ bottom: Double) -> FeedWindow {
        FeedWindow(top: 0, bottom: bottom)
    }
}

import Feed
import FeedStyle
import Geometry
import Testing

/// The metrics both pipelines share: the invariant its doc comment promises (every length a whole number
/// of pixels at the scale), and that a device's scale is the style's.
struct FeedStyleTests {
    /// Every length of the default style, by name, so a failure says which one left the grid.
    static func lengths(of style: FeedStyle) -> [(String, Double)] {
        func sides(_ name: String, _ insets: EdgeInsets) -> [(String, Double)] {
            [("\(name).top", insets.top), ("\(name).left", insets.left),
             ("\(name).bottom", insets.bottom), ("\(name).right", insets.right)]
        }
        return sides("storyPadding", style.storyPadding) + sides("linkTextPadding", style.linkTextPadding)
            + sides("durationBadgeInsets", style.durationBadgeInsets) + sides("substoryPadding", style.substoryPadding)
            + sides("buttonInsets", style.buttonInsets) + [
                ("storySpacing", style.storySpacing), ("headerSpacing", style.headerSpacing),
                ("headerLineSpacing", style.headerLineSpacing), ("linkTextSpacing", style.linkTextSpacing),
                ("durationBadgeMargin", style.durationBadgeMargin), ("substoryIndent", style.substoryIndent),
                ("likeBarSpacing", style.likeBarSpacing), ("commentLineSpacing", style.commentLineSpacing),
                ("estimatedRowHeight", style.estimatedRowHeight),
            ]
    }

    @Test("Every default length is a whole number of pixels, so both pipelines' sums stay on the grid",
          arguments: [1.0, 2.0, 3.0])
    func defaultLengthsAreOnThePixelGrid(scale: Double) {
        let style = FeedStyle(scale: scale)
        for (name, length) in Self.lengths(of: style) {
            let pixels = length * scale
            #expect(pixels == pixels.rounded(), "\(name) = \(length) pt is \(pixels) px at scale \(scale)")
            #expect(length >= 0, "\(name) is negative")
        }
    }

    @Test func aDeviceGivesItsScale() {
        let device = Device(width: 390, height: 844, scale: 3)
        #expect(FeedStyle(device: device) == FeedStyle(scale: 3))
        #expect(FeedStyle(device: device).scale == 3)
    }
}

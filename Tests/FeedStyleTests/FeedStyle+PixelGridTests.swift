import FeedStyle
import Testing

/// The rounding rules hand-written MVC layout shares with the components library: nearest pixel for
/// positions and ratios, up for text and buttons, none when the scale is not positive.
struct FeedStylePixelGridTests {
    let retina = FeedStyle(scale: 2)

    @Test func roundsToTheNearestPixel() {
        #expect(retina.roundToPixel(10.3) == 10.5)
        #expect(retina.roundToPixel(10.2) == 10.0)
        #expect(retina.roundToPixel(10.25) == 10.5)  // half a pixel rounds away from zero
        #expect(FeedStyle(scale: 3).roundToPixel(1.0) == 1.0)
    }

    @Test func roundsUpButKeepsFloatNoiseOnTheGridLine() {
        #expect(retina.ceilToPixel(10.01) == 10.5)
        #expect(retina.ceilToPixel(10.5) == 10.5)
        #expect(retina.ceilToPixel(10.5 + 1e-12) == 10.5)
        #expect(retina.ceilToPixel(0.1 + 0.2) == 0.5)
    }

    @Test func noScaleAndNonFiniteValuesPassThrough() {
        let unscaled = FeedStyle(scale: 0)
        #expect(unscaled.roundToPixel(10.3) == 10.3)
        #expect(unscaled.ceilToPixel(10.3) == 10.3)
        #expect(retina.roundToPixel(.infinity) == .infinity)
        #expect(retina.ceilToPixel(.infinity) == .infinity)
        #expect(retina.roundToPixel(.nan).isNaN)
    }

    @Test func avatarSideIsOnTheGridAndNeverNegative() {
        #expect(retina.avatarSide(40.2) == 40.0)
        #expect(retina.avatarSide(-8) == 0)
    }

    @Test func mediaHeightKeepsTheRatioOnTheGrid() {
        // 300 x 1080/1920 = 168.75 pt = 337.5 px, which rounds to 338 px.
        #expect(retina.mediaHeight(width: 300, naturalWidth: 1920, naturalHeight: 1080) == 169)
        #expect(retina.mediaHeight(width: 300, naturalWidth: 100, naturalHeight: 100) == 300)
    }

    @Test func mediaWithoutAUsableSizeHasNoHeight() {
        #expect(retina.mediaHeight(width: 300, naturalWidth: 0, naturalHeight: 1080) == 0)
        #expect(retina.mediaHeight(width: 300, naturalWidth: 1920, naturalHeight: -1) == 0)
        #expect(retina.mediaHeight(width: 300, naturalWidth: .nan, naturalHeight: 1080) == 0)
        #expect(retina.mediaHeight(width: 300, naturalWidth: .infinity, naturalHeight: 1080) == 0)
    }
}

import Drawing
import Geometry
import Testing
import TextLayout
@testable import Views

/// The display step's drawing: what draws, when it draws again, what it keeps, and what it costs in memory.
@MainActor
@Suite struct ViewDisplayTests {
    static func context() throws -> ViewContext {
        let fonts = try FontLibrary.load()
        return ViewContext(textEngine: TextEngine(fonts: fonts), renderer: ViewRenderer(fonts: fonts, photos: PhotoStore(), scale: 2))
    }

    /// A window with a label and a photo, laid out and displayed once.
    static func screen(_ context: ViewContext) -> (window: View, label: View, photo: View) {
        let window = View(kind: .view, context: context)
        window.isWindow = true
        window.frame = Rect(x: 0, y: 0, width: 200, height: 120)
        window.backgroundColor = .white
        let label = View(kind: .label, context: context)
        label.frame = Rect(x: 10, y: 10, width: 180, height: 20)
        label.set(.text, to: .text("Hello, feed", TextStyle(size: 15)))
        let photo = View(kind: .image, context: context)
        photo.frame = Rect(x: 10, y: 40, width: 100, height: 70)
        photo.set(.image, to: .imageName("story-1/photo"))
        window.addSubview(label)
        window.addSubview(photo)
        context.displayPendingText()
        return (window, label, photo)
    }

    @Test func displayedViewsDrawTheirContentOnce() throws {
        let context = try Self.context()
        let (window, label, photo) = Self.screen(context)
        #expect(window.backingStore?.width == 400 && label.backingStore?.height == 40)
        #expect(photo.backingStore != nil)
        #expect(context.displayCounters.viewsDrawn == 3)
        #expect(context.displayCounters.glyphsDrawn == 11)
        #expect(context.displayCounters.photosDecoded == 1)
        #expect(context.displayCounters.pixelsFilled == 400 * 240 + 360 * 40 + 200 * 140)
        #expect(context.backingStoreBytes == [window, label, photo].compactMap(\.backingStore?.byteCount).reduce(0, +))
        // Nothing changed: the next display step draws nothing.
        context.displayPendingText()
        #expect(context.displayCounters.viewsDrawn == 3)
    }

    @Test func aChangeDrawsAgainAndTheSameContentKeepsTheBitmap() throws {
        let context = try Self.context()
        let (window, label, _) = Self.screen(context)
        defer { withExtendedLifetime(window) {} }
        let first = try #require(label.backingStore)
        label.set(.text, to: .text("Hello, feed", TextStyle(size: 15)))
        context.displayPendingText()
        #expect(context.displayCounters.viewsDrawn == 3 && context.displayCounters.bitmapsReused == 1)
        #expect(label.backingStore == first)
        label.set(.text, to: .text("Goodbye", TextStyle(size: 15)))
        context.displayPendingText()
        #expect(context.displayCounters.viewsDrawn == 4)
        #expect(label.backingStore != first)
        // A new size draws again.
        label.frame = Rect(x: 10, y: 10, width: 120, height: 20)
        context.displayPendingText()
        #expect(context.displayCounters.viewsDrawn == 5 && label.backingStore?.width == 240)
    }

    @Test func viewsOffScreenWaitAndDrawWhenShown() throws {
        let context = try Self.context()
        let label = View(kind: .label, context: context)
        label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        label.set(.text, to: .text("Later", TextStyle(size: 15)))
        context.displayPendingText()
        #expect(label.backingStore == nil && context.displayCounters.viewsDrawn == 0)
        let window = View(kind: .view, context: context)
        window.isWindow = true
        window.addSubview(label)
        context.displayPendingText()
        #expect(label.backingStore != nil && context.displayCounters.glyphsDrawn == 5)
    }

    @Test func aViewThatDrawsNothingHasNoBackingStore() throws {
        let context = try Self.context()
        let window = View(kind: .view, context: context)
        window.isWindow = true
        window.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        context.displayPendingText()
        #expect(window.backingStore == nil && context.backingStoreBytes == 0)
    }

    @Test func backingStoresAreFreedWithTheirViews() throws {
        let context = try Self.context()
        do {
            let (window, label, photo) = Self.screen(context)
            label.removeFromSuperview()
            photo.removeFromSuperview()
            // Out of the hierarchy (as in a reuse pool), a view keeps its bitmap.
            #expect(label.backingStore != nil)
            #expect(context.peakBackingStoreBytes == context.backingStoreBytes)
            _ = window
        }
        #expect(context.backingStoreBytes == 0)
        #expect(context.peakBackingStoreBytes > 0)
    }

    @Test func aBitmapDrawnElsewhereIsShownWithoutDrawing() throws {
        let context = try Self.context()
        let renderer = try #require(context.renderer)
        let window = View(kind: .view, context: context)
        window.isWindow = true
        window.frame = Rect(x: 0, y: 0, width: 60, height: 30)
        window.backgroundColor = Color(rgb: 0x336699)
        let drawn = renderer.draw(window.content)
        window.attach(drawn.bitmap, drawnFrom: window.content)
        context.displayPendingText()
        #expect(context.displayCounters.viewsDrawn == 0 && context.displayCounters.bitmapsReused == 1)
        #expect(window.backingStore == drawn.bitmap && context.backingStoreBytes == drawn.bitmap.byteCount)
    }

    @Test func aSnapshotCompositesTheBackingStores() throws {
        let context = try Self.context()
        let (window, _, photo) = Self.screen(context)
        let snapshot = ViewSnapshot.bitmap(of: window, size: window.frame.size, scale: 2)
        #expect(snapshot.width == 400 && snapshot.height == 240)
        // The photo's pixels where the photo is, the window's white elsewhere.
        let inPhoto = snapshot.pixel(x: 2 * 50, y: 2 * 80)
        let photoPixel = try #require(photo.backingStore).pixel(x: 2 * 40, y: 2 * 40)
        #expect(inPhoto.red == photoPixel.red && inPhoto.green == photoPixel.green && inPhoto.blue == photoPixel.blue)
        let corner = snapshot.pixel(x: 398, y: 238)
        #expect(corner.red == 255 && corner.green == 255 && corner.blue == 255)
    }

    @Test func aContextWithoutARendererDrawsNothing() throws {
        let context = ViewContext(textEngine: TextEngine(fonts: try FontLibrary.load()))
        let (window, label, _) = Self.screen(context)
        #expect(window.backingStore == nil && label.backingStore == nil)
        #expect(context.displayCounters == DisplayCounters())
    }
}

import Drawing
import Geometry
import TextLayout

/// What a view draws, as a value: its kind and size, its background, border and corners, its text as laid
/// out, and its image. Equal contents draw equal bitmaps: a view whose content did not change since it drew
/// keeps its bitmap (a recycled view configured as before), and a bitmap drawn ahead, on another thread,
/// fits any view of the same content.
public struct ViewContent: Hashable, Sendable {
    /// A text the view draws: its layout at the view's width, its style (for the fonts of its glyphs), and
    /// where its box sits in the view.
    public struct Text: Hashable, Sendable {
        public let layout: TextLayoutResult
        public let style: TextStyle
        public let origin: Point
    }

    public let kind: ViewKind
    public let size: Size
    public let background: Color?
    public let border: Color?
    public let cornerRadius: Double
    public let texts: [Text]
    /// The name of the photo the view shows, if any.
    public let image: String?

    /// Whether there is anything to draw: a view with no background, border, text or image has no backing
    /// store (as a `UIView` that draws nothing has no layer contents).
    public var draws: Bool {
        size.width > 0 && size.height > 0
            && ((background?.alpha ?? 0) > 0 || (border?.alpha ?? 0) > 0 || !texts.isEmpty || image != nil)
    }

    public init(kind: ViewKind, size: Size, background: Color?, border: Color?, cornerRadius: Double, texts: [Text],
                image: String?) {
        self.kind = kind
        self.size = size
        self.background = background
        self.border = border
        self.cornerRadius = cornerRadius
        self.texts = texts
        self.image = image
    }
}

/// Draws views' contents: fonts for their glyphs, the photo store for their images, the device's scale.
/// A value shared by every thread that draws (the main thread, or the components pipeline's workers).
public struct ViewRenderer: Sendable {
    public let fonts: FontLibrary
    public let photos: PhotoStore
    /// Pixels per point.
    public let scale: Double
    /// The colour text is drawn in.
    public let textColor: Color

    public init(fonts: FontLibrary, photos: PhotoStore, scale: Double, textColor: Color = Color(rgb: 0x1C1E21)) {
        self.fonts = fonts
        self.photos = photos
        self.scale = scale
        self.textColor = textColor
    }

    /// `content` drawn into a new bitmap, and what drawing it took. A photo that cannot be decoded (a broken
    /// file in the store) leaves its area to the background, as a failed image load does.
    public func draw(_ content: ViewContent) -> (bitmap: Bitmap, counts: DisplayCounters) {
        var counts = DisplayCounters()
        let bounds = Rect(x: 0, y: 0, width: content.size.width, height: content.size.height)
        let bitmap = Bitmap.draw(size: content.size, scale: scale) { canvas in
            if let background = content.background {
                canvas.fill(bounds, color: background, cornerRadius: content.cornerRadius)
            }
            if let name = content.image {
                let file = photos.jpeg(named: name, width: Bitmap.pixelLength(content.size.width, scale: scale),
                                       height: Bitmap.pixelLength(content.size.height, scale: scale))
                if let photo = try? JPEG.decode(file) {
                    counts.photosDecoded += 1
                    canvas.draw(photo, in: bounds, cornerRadius: content.cornerRadius)
                }
            }
            for text in content.texts {
                for line in text.layout.lines {
                    canvas.draw(fonts.glyphRuns(of: line, style: text.style),
                                at: Point(x: text.origin.x + line.x, y: text.origin.y + line.baseline), color: textColor)
                }
            }
            if let border = content.border {
                canvas.stroke(bounds, color: border, width: 1, cornerRadius: content.cornerRadius)
            }
            counts.glyphsDrawn = canvas.glyphsDrawn
        }
        counts.viewsDrawn = 1
        counts.pixelsFilled = bitmap.width * bitmap.height
        return (bitmap, counts)
    }
}

/// Deterministic counters of drawing: they count what was drawn, not how long it took, so the same script
/// gives the same figures on every machine.
public struct DisplayCounters: Hashable, Sendable, Codable {
    /// Views that drew their content into a new bitmap.
    public var viewsDrawn = 0
    /// Glyphs drawn.
    public var glyphsDrawn = 0
    /// Pixels of the bitmaps drawn.
    public var pixelsFilled = 0
    /// Photos decoded from their JPEG files.
    public var photosDecoded = 0
    /// Views asked to display whose content had not changed since they drew: their bitmap was kept.
    public var bitmapsReused = 0

    public init() {}

    public mutating func add(_ other: DisplayCounters) {
        viewsDrawn += other.viewsDrawn
        glyphsDrawn += other.glyphsDrawn
        pixelsFilled += other.pixelsFilled
        photosDecoded += other.photosDecoded
        bitmapsReused += other.bitmapsReused
    }
}

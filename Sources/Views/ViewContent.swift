import Counting
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

        public init(layout: TextLayoutResult, style: TextStyle, origin: Point) {
            self.layout = layout
            self.style = style
            self.origin = origin
        }
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

extension ViewContent {
    /// What a view of `kind` and `size` holding `properties` draws: the one definition, used by a mounted view
    /// (`View.content`) and by a worker drawing a view ahead from its component's attributes, so the two
    /// agree whenever the view's properties are the attributes'. A button draws the title of its state
    /// (centred); any other view each text property, at its origin, in property order. `textLayout` gives the
    /// layout of a text property (its string and style given) at the view's width; a text without one is not
    /// drawn.
    public init(kind: ViewKind, size: Size, properties: [ViewProperty: AttributeValue],
                textLayout: (ViewProperty, String, TextStyle) -> TextLayoutResult?) {
        var texts: [Text] = []
        let textProperties: [ViewProperty]
        if kind == .button {
            let state = ControlState(properties: properties)
            textProperties = [properties[.title(state)] != nil ? .title(state) : .title(.normal)]
        } else {
            textProperties = properties.keys.filter { properties[$0]?.isText == true }.sorted()
        }
        for property in textProperties {
            guard case .text(let string, let style)? = properties[property],
                  let layout = textLayout(property, string, style) else { continue }
            let origin = kind == .button
                ? Point(x: (size.width - layout.width) / 2, y: (size.height - layout.height) / 2)
                : Point(x: 0, y: 0)
            texts.append(Text(layout: layout, style: style, origin: origin))
        }
        var background: Color?
        if case .color(let color)? = properties[.backgroundColor] { background = color }
        var border: Color?
        if case .color(let color)? = properties[.borderColor] { border = color }
        var cornerRadius = 0.0
        if case .double(let radius)? = properties[.cornerRadius] { cornerRadius = radius }
        self.init(kind: kind, size: size, background: background, border: border, cornerRadius: cornerRadius,
                  texts: texts, image: Self.imageName(kind: kind, properties: properties))
    }

    /// The name of the photo a view of `kind` holding `properties` shows: an image view's image, a button's
    /// image for its state (else its normal one).
    public static func imageName(kind: ViewKind, properties: [ViewProperty: AttributeValue]) -> String? {
        let value = kind == .button
            ? properties[.image(ControlState(properties: properties))] ?? properties[.image(.normal)]
            : properties[.image]
        if case .imageName(let name)? = value, !name.isEmpty { return name }
        return nil
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

    /// Runs work that stands for what happens outside the app measured (a photo downloaded ahead), so that
    /// an instruction count leaves it out (`InstructionMarkers.uncounted` under Callgrind).
    public let outsideWork: @Sendable (() -> Void) -> Void

    public init(fonts: FontLibrary, photos: PhotoStore, scale: Double, textColor: Color = Color(rgb: 0x1C1E21),
                outsideWork: @escaping @Sendable (() -> Void) -> Void = { $0() }) {
        self.fonts = fonts
        self.photos = photos
        self.scale = scale
        self.textColor = textColor
        self.outsideWork = outsideWork
    }

    /// Puts `name` in the photo store at the pixel size a view of `size` points shows it, when it is not there
    /// yet: what a feed's image prefetcher downloads before the view draws, outside the drawing's time.
    public func preparePhoto(_ name: String, size: Size) {
        let (width, height) = (Bitmap.pixelLength(size.width, scale: scale), Bitmap.pixelLength(size.height, scale: scale))
        outsideWork { photos.prepare(name, width: width, height: height) }
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
                for (index, line) in text.layout.lines.enumerated() {
                    canvas.draw(fonts.glyphRuns(of: text.layout, line: index, style: text.style),
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
public struct DisplayCounters: CounterSet, Codable {
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
    /// Views that showed a bitmap drawn ahead for their content (on a worker) instead of drawing.
    public var bitmapsAttached = 0

    public init() {}

    public static let counters: [Counter<DisplayCounters>] = [
        Counter("viewsDrawn", "views drawn", \.viewsDrawn),
        Counter("glyphsDrawn", "glyphs drawn", \.glyphsDrawn),
        Counter("pixelsFilled", "pixels filled", \.pixelsFilled),
        Counter("photosDecoded", "photos decoded", \.photosDecoded),
        Counter("bitmapsReused", "bitmaps kept", \.bitmapsReused),
        Counter("bitmapsAttached", "bitmaps drawn ahead", \.bitmapsAttached),
    ]
}

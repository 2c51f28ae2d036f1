internal import CCairo
import Geometry
import TextLayout

/// What a view draws its content with, for the length of one `Bitmap.draw`: rectangles (rounded, filled or
/// stroked), shaped glyphs and images, in points (the bitmap's scale is applied underneath).
///
/// Thread: the thread drawing the bitmap, for the duration of its `draw` call (not `Sendable`).
public final class Canvas {
    private let cairo: OpaquePointer
    /// What was drawn on this canvas: the deterministic part of a drawing's cost.
    public private(set) var glyphsDrawn = 0

    init(_ cairo: OpaquePointer) {
        self.cairo = cairo
        Self.setTextOptions(cairo)
    }

    /// Unhinted outlines and fractional positions: what a phone's text renderer does, and what HarfBuzz's
    /// advances (measured unhinted) place. `RawReference` draws with the same options.
    static func setTextOptions(_ cairo: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    /// Fills `rect` with `color`, its corners rounded by `cornerRadius`.
    public func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
        guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return }
        path(rect, cornerRadius: cornerRadius)
        setSource(color)
        cairo_fill(cairo)
    }

    /// Strokes a border of `width` points inside `rect`, its corners rounded by `cornerRadius`.
    public func stroke(_ rect: Rect, color: Color, width: Double, cornerRadius: Double = 0) {
        guard rect.width > width, rect.height > width, width > 0, color.alpha > 0 else { return }
        // Inside the bounds, as a layer's border is drawn.
        let inset = Rect(x: rect.minX + width / 2, y: rect.minY + width / 2, width: rect.width - width,
                         height: rect.height - width)
        path(inset, cornerRadius: max(0, cornerRadius - width / 2))
        setSource(color)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    /// Draws `runs` (a line's glyphs, `FontLibrary.glyphRuns(of:style:)`) with the line's origin (its left
    /// edge, on its baseline) at `origin`. Colour fonts (emoji) draw in their own colours. A run whose font
    /// Cairo cannot open is skipped.
    public func draw(_ runs: [GlyphRun], at origin: Point, color: Color) {
        setSource(color)
        for run in runs where !run.glyphs.isEmpty {
            if ColorGlyphs.isColorFont(path: run.fontPath, index: run.faceIndex) {
                drawColorGlyphs(run, at: origin)
                setSource(color)
                continue
            }
            guard let face = FontFaces.face(path: run.fontPath, index: run.faceIndex) else { continue }
            cairo_set_font_face(cairo, face.pointer)
            cairo_set_font_size(cairo, run.pointSize)
            var glyphs = [cairo_glyph_t](repeating: cairo_glyph_t(), count: run.glyphs.count)
            for index in glyphs.indices {
                glyphs[index] = cairo_glyph_t(index: UInt(run.glyphs[index]), x: origin.x + run.x[index],
                                              y: origin.y + run.y[index])
            }
            cairo_show_glyphs(cairo, glyphs, Int32(glyphs.count))
            glyphsDrawn += glyphs.count
        }
    }

    /// Draws a run of a colour bitmap font from its glyphs' bitmaps, each scaled from the strike's size to the
    /// run's, with bilinear filtering (what a text renderer does with an emoji).
    private func drawColorGlyphs(_ run: GlyphRun, at origin: Point) {
        for index in run.glyphs.indices {
            guard let image = ColorGlyphs.image(path: run.fontPath, index: run.faceIndex, glyph: run.glyphs[index]),
                  image.ppem > 0 else { continue }
            _ = withSourceSurface(image.pixels, format: CAIRO_FORMAT_ARGB32, width: image.width, height: image.height,
                                  stride: image.stride) { surface in
                cairo_save(cairo)
                defer { cairo_restore(cairo) }
                let factor = run.pointSize / Double(image.ppem)
                cairo_translate(cairo, origin.x + run.x[index], origin.y + run.y[index])
                cairo_scale(cairo, factor, factor)
                cairo_set_source_surface(cairo, surface, Double(image.left), -Double(image.top))
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
                cairo_paint(cairo)
            }
            glyphsDrawn += 1
        }
    }

    /// Draws `image` scaled to fill `rect` (its aspect kept, the overflow cut: a photo view's aspect fill),
    /// with bilinear filtering.
    public func draw(_ image: DecodedImage, in rect: Rect, cornerRadius: Double = 0) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        _ = withSourceSurface(image.pixels, format: CAIRO_FORMAT_RGB24, width: image.width, height: image.height,
                              stride: image.width * 4) { surface in
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            path(rect, cornerRadius: cornerRadius)
            cairo_clip(cairo)
            let factor = max(rect.width / Double(image.width), rect.height / Double(image.height))
            cairo_translate(cairo, rect.minX + (rect.width - Double(image.width) * factor) / 2,
                            rect.minY + (rect.height - Double(image.height) * factor) / 2)
            cairo_scale(cairo, factor, factor)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
            cairo_paint(cairo)
        }
    }

    /// Composites `bitmap` (drawn at the same scale) with its top left corner at `origin`: a screenshot put
    /// together from the views' backing stores.
    public func draw(_ bitmap: Bitmap, at origin: Point) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        _ = withSourceSurface(bitmap.pixels, format: CAIRO_FORMAT_ARGB32, width: bitmap.width, height: bitmap.height,
                              stride: bitmap.stride) { surface in
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            cairo_translate(cairo, origin.x, origin.y)
            cairo_scale(cairo, 1 / bitmap.scale, 1 / bitmap.scale)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_paint(cairo)
        }
    }

    /// Paints a Cairo image surface at the origin, unscaled (reading a PNG into a bitmap).
    func paint(_ surface: OpaquePointer) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
    }

    /// Runs `body` with drawing clipped to `rect` and moved so that `rect`'s origin is the canvas's origin.
    public func within(_ rect: Rect, clipped: Bool = true, _ body: () -> Void) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if clipped {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
        }
        cairo_translate(cairo, rect.minX, rect.minY)
        body()
    }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// A rectangle's path, with corners of `cornerRadius` (at most half the shorter side).
    private func path(_ rect: Rect, cornerRadius: Double) {
        cairo_new_path(cairo)
        let radius = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(cairo)
    }
}

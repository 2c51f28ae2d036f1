internal import CCairo
internal import CTurboJPEG
import Foundation
import Geometry
import TextLayout

/// The libraries' own calls with nothing of FeedBench around them, for `feedbench draw-bench` to hold the
/// drawing path against: what drawing a label or decoding a photo costs at the least.
public enum RawReference {
    /// One line of a label: its glyph runs and the line's origin (left edge, on the baseline) in points.
    public struct Line: Sendable {
        public let runs: [GlyphRun]
        public let origin: Point

        public init(runs: [GlyphRun], origin: Point) {
            self.runs = runs
            self.origin = origin
        }
    }

    /// Whether `run` is of a colour font (emoji): FeedBench draws those from their bitmaps, not with
    /// `cairo_show_glyphs`, so a label holding one has no raw equivalent.
    public static func isColorFont(_ run: GlyphRun) -> Bool {
        ColorGlyphs.isColorFont(path: run.fontPath, index: run.faceIndex)
    }

    /// `lines` drawn with `cairo_show_glyphs` on a fresh image surface of `size` points at `scale`, with the
    /// font options `Canvas` uses (so the pixels are the same). Returns the glyphs drawn. `inspect` sees the
    /// surface's pixels (premultiplied ARGB32 words, rows `stride` bytes apart) before the surface goes.
    @discardableResult
    public static func showGlyphs(_ lines: [Line], size: Size, scale: Double, color: Color,
                                  inspect: ((_ pixels: UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ stride: Int) -> Void)? = nil) -> Int {
        let width = Int32(Bitmap.pixelLength(size.width, scale: scale))
        let height = Int32(Bitmap.pixelLength(size.height, scale: scale))
        // The surface's memory allocated and cleared as a `Bitmap`'s is. `cairo_image_surface_create` callocs
        // it (and so did `malloc` then `memset`, which the compiler turns into `calloc`): jemalloc then hands
        // out a label's hundreds of kilobytes as fresh pages, and faulting them in while drawing took five
        // times the drawing, a cost of the allocator, not of `cairo_show_glyphs`.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
        guard width > 0, height > 0 else { return 0 }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * Int(height), alignment: 64)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * Int(height))
        guard let surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                width, height, Int32(stride)) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        Canvas.setTextOptions(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        var drawn = 0
        for line in lines {
            for run in line.runs where !run.glyphs.isEmpty {
                guard let face = FontFaces.face(path: run.fontPath, index: run.faceIndex) else { continue }
                cairo_set_font_face(cairo, face.pointer)
                cairo_set_font_size(cairo, run.pointSize)
                var glyphs = [cairo_glyph_t](repeating: cairo_glyph_t(), count: run.glyphs.count)
                for index in glyphs.indices {
                    glyphs[index] = cairo_glyph_t(index: UInt(run.glyphs[index]), x: line.origin.x + run.x[index],
                                                  y: line.origin.y + run.y[index])
                }
                cairo_show_glyphs(cairo, glyphs, Int32(glyphs.count))
                drawn += glyphs.count
            }
        }
        cairo_surface_flush(surface)
        inspect?(UnsafeRawBufferPointer(start: memory, count: stride * Int(height)), Int(width), Int(height), stride)
        return drawn
    }

    /// `data` decoded by `tjDecompress2` into a buffer of its own (read the header, allocate, decompress, free),
    /// in the pixel format `JPEG.decode` gives. Returns the decoded bytes, 0 when it could not be decoded.
    @discardableResult
    public static func decompress(_ data: Data) -> Int {
        guard let handle = tjInitDecompress() else { return 0 }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { bytes -> Int in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
                  width > 0, height > 0 else { return 0 }
            let count = Int(width) * Int(height) * 4
            guard let output = malloc(count) else { return 0 }
            defer { free(output) }
            let status = tjDecompress2(handle, base, UInt(bytes.count), output.assumingMemoryBound(to: UInt8.self), width,
                                       width * 4, height, Int32(JPEG.nativePixelFormat.rawValue), 0)
            return status == 0 ? count : 0
        }
    }
}

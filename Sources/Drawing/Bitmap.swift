internal import CCairo
import Foundation
import Geometry
import Synchronization

/// A view's backing store: the pixels of its content, drawn once and shown until its content or size
/// changes. Premultiplied ARGB in native-endian 32-bit words, Cairo's `CAIRO_FORMAT_ARGB32` (on a
/// little-endian machine each pixel's bytes are blue, green, red, alpha), rows `stride` bytes apart.
///
/// A value (its pixels a `PixelBuffer`, copied on write), so a worker can draw one and hand it to the main thread.
public struct Bitmap: Sendable, Hashable {
    /// Size in pixels: the content's size in points times the scale, rounded up.
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// Pixels per point (2 or 3 on a phone).
    public let scale: Double
    public private(set) var pixels: PixelBuffer
    /// Counts these pixels in `BitmapMemory` while any copy of the bitmap holds them (a copy that writes gets
    /// pixels of its own, and a lease of its own: `setPixel`). Copies share the two together, so the lease is
    /// unique exactly when the pixels are.
    private var lease: PixelLease

    /// The memory the bitmap holds: what a backing store costs.
    public var byteCount: Int { pixels.count }

    /// A bitmap of `size` points at `scale`, drawn by `body` on a transparent canvas whose unit is the point.
    /// A size of zero or less in either direction makes an empty bitmap (0 pixels), drawn by nobody.
    public static func draw(size: Size, scale: Double, _ body: (Canvas) -> Void) -> Bitmap {
        let width = pixelLength(size.width, scale: scale)
        let height = pixelLength(size.height, scale: scale)
        var bitmap = Bitmap(width: width, height: height, scale: scale)
        guard width > 0, height > 0 else { return bitmap }
        let stride = bitmap.stride
        bitmap.pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                    Int32(stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            guard let cairo = cairo_create(surface) else { return }
            defer { cairo_destroy(cairo) }
            cairo_scale(cairo, scale, scale)
            body(Canvas(cairo))
            cairo_surface_flush(surface)
        }
        return bitmap
    }

    /// A transparent bitmap of `width` × `height` pixels.
    public init(width: Int, height: Int, scale: Double) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        stride = self.width > 0 ? Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(self.width))) : 0
        pixels = PixelBuffer(zeroed: stride * self.height)
        lease = PixelLease(bytes: stride * self.height)
    }

    /// Equal bitmaps have the same size, scale and pixels.
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.stride == rhs.stride && lhs.scale == rhs.scale
            && lhs.pixels == rhs.pixels
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(scale)
        hasher.combine(pixels)
    }

    /// Pixels for `points` at `scale`: rounded up, as a layer's backing store covers its whole bounds. A size
    /// past what Cairo draws (32,767 pixels) is clamped there.
    public static func pixelLength(_ points: Double, scale: Double) -> Int {
        let exact = points * scale
        // A length on the pixel grid, off by float noise (82.00000000000004 for 27.333333333333346 at 3x), is
        // that many pixels, not one more.
        let value = abs(exact - exact.rounded()) < 1e-6 ? exact.rounded() : exact.rounded(.up)
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value, 32_767))
    }

    /// The pixel at (`x`, `y`): its red, green, blue and alpha, premultiplied.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let offset = y * stride + x * 4
        let word = UInt32(pixels[offset]) | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]) << 16
            | UInt32(pixels[offset + 3]) << 24
        return (UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), UInt8(word >> 24))
    }

    /// Sets the pixel at (`x`, `y`) to premultiplied `red`, `green`, `blue` and `alpha` (a difference image's
    /// marks).
    public mutating func setPixel(x: Int, y: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return }
        // The write below copies pixels shared with another bitmap: the copy is counted on its own.
        if !isKnownUniquelyReferenced(&lease) { lease = PixelLease(bytes: pixels.count) }
        let word = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let offset = y * stride + x * 4
        pixels[offset] = UInt8(word & 0xFF)
        pixels[offset + 1] = UInt8(word >> 8 & 0xFF)
        pixels[offset + 2] = UInt8(word >> 16 & 0xFF)
        pixels[offset + 3] = UInt8(word >> 24)
    }

    /// The bitmap as a PNG file's bytes (Cairo's encoder); `nil` for an empty bitmap or when encoding fails.
    public func pngData() -> Data? {
        guard width > 0, height > 0 else { return nil }
        let data = withSourceSurface(pixels, format: CAIRO_FORMAT_ARGB32, width: width, height: height,
                                     stride: stride) { surface -> Data? in
            let sink = PNGSink()
            let status = withExtendedLifetime(sink) {
                cairo_surface_write_to_png_stream(surface, { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
            }
            return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
        }
        return data ?? nil
    }
}

extension Bitmap {
    /// This bitmap drawn again at `scale` pixels per point (the same size in points), smoothed: a preview.
    public func scaled(to scale: Double) -> Bitmap {
        Bitmap.draw(size: Size(width: Double(width) / self.scale, height: Double(height) / self.scale), scale: scale) { canvas in
            canvas.draw(self, at: Point(x: 0, y: 0))
        }
    }

    /// A JPEG file of this bitmap over white (its transparency flattened), at `quality`; `nil` for an empty
    /// bitmap. For previews, where a PNG of photographs would be many times larger.
    public func jpegData(quality: Int32 = 80) -> Data? {
        guard width > 0, height > 0 else { return nil }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = self.pixel(x: x, y: y)
                let white = 255 - Int(pixel.alpha)
                let offset = (y * width + x) * 3
                rgb[offset] = UInt8(min(255, Int(pixel.red) + white))
                rgb[offset + 1] = UInt8(min(255, Int(pixel.green) + white))
                rgb[offset + 2] = UInt8(min(255, Int(pixel.blue) + white))
            }
        }
        return try? JPEG.encode(rgb: rgb, width: width, height: height, quality: quality)
    }

    /// The pixels of a PNG file (Cairo's reader), at `scale`; `nil` when it is not a PNG Cairo reads. For
    /// comparing a drawing with another renderer's, and a screenshot with a stored one.
    public init?(png: Data, scale: Double = 1) {
        let source = PNGSource(png)
        let decoded: Bitmap? = withExtendedLifetime(source) {
            guard let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                return Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue().read(into: data, count: Int(length))
                    ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(source).toOpaque()) else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            let width = Int(cairo_image_surface_get_width(surface))
            let height = Int(cairo_image_surface_get_height(surface))
            // Whatever format the file had, painted onto an ARGB32 bitmap: one layout for every reader.
            return Bitmap.draw(size: Size(width: Double(width), height: Double(height)), scale: 1) { canvas in
                canvas.paint(surface)
            }
        }
        guard let decoded else { return nil }
        self.init(width: decoded.width, height: decoded.height, scale: scale)
        pixels = decoded.pixels
    }
}

/// `body` given a Cairo image surface over `pixels`, without copying them: the surface is only ever read
/// (a source to paint from, or a PNG to write), which is why the pointer Cairo is given may be the array's
/// own. `nil` when Cairo cannot make the surface.
func withSourceSurface<Result>(_ pixels: PixelBuffer, format: cairo_format_t, width: Int, height: Int, stride: Int,
                               _ body: (OpaquePointer) -> Result) -> Result? {
    pixels.withUnsafeBytes { withSourceSurface($0, format: format, width: width, height: height, stride: stride, body) }
}

/// `withSourceSurface` over an array's pixels.
func withSourceSurface<Result>(_ pixels: [UInt8], format: cairo_format_t, width: Int, height: Int, stride: Int,
                               _ body: (OpaquePointer) -> Result) -> Result? {
    pixels.withUnsafeBytes { withSourceSurface($0, format: format, width: width, height: height, stride: stride, body) }
}

/// `withSourceSurface` over `bytes`.
private func withSourceSurface<Result>(_ bytes: UnsafeRawBufferPointer, format: cairo_format_t, width: Int, height: Int,
                                       stride: Int, _ body: (OpaquePointer) -> Result) -> Result? {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
          let surface = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: base), format,
                                                            Int32(width), Int32(height), Int32(stride))
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    return body(surface)
}

/// Where Cairo's PNG reader takes the bytes from.
private final class PNGSource {
    let data: Data
    var offset = 0

    init(_ data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
        offset += count
        return true
    }
}

/// Where Cairo's PNG writer puts the bytes.
private final class PNGSink {
    var data = Data()
}

/// The bytes of every bitmap's pixels alive in the process, now and at most since `resetPeak()`: views'
/// backing stores, bitmaps drawn ahead and waiting in a feed's rows, snapshots. A bitmap's copies share their
/// pixels and count once.
public enum BitmapMemory {
    fileprivate static let live = Atomic<Int>(0)
    fileprivate static let peak = Atomic<Int>(0)

    public static var liveBytes: Int { live.load(ordering: .relaxed) }
    public static var peakBytes: Int { peak.load(ordering: .relaxed) }

    /// Starts a new peak at the bytes alive now.
    public static func resetPeak() {
        peak.store(live.load(ordering: .relaxed), ordering: .relaxed)
    }

    /// Runs `body`, whose bitmaps are not the measured program's (a screenshot the harness takes), and puts the
    /// peak back to what it was, or to the bytes alive after `body` if more.
    public static func outsidePeak<Result>(_ body: () -> Result) -> Result {
        let before = peak.load(ordering: .relaxed)
        let result = body()
        peak.store(max(before, live.load(ordering: .relaxed)), ordering: .relaxed)
        return result
    }
}

/// One buffer of pixels, counted in `BitmapMemory` from its making to its end.
private final class PixelLease: Sendable {
    let bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
        let now = BitmapMemory.live.wrappingAdd(bytes, ordering: .relaxed).newValue
        var seen = BitmapMemory.peak.load(ordering: .relaxed)
        while now > seen {
            let (exchanged, original) = BitmapMemory.peak.compareExchange(expected: seen, desired: now, ordering: .relaxed)
            if exchanged { break }
            seen = original
        }
    }

    deinit {
        BitmapMemory.live.wrappingSubtract(bytes, ordering: .relaxed)
    }
}

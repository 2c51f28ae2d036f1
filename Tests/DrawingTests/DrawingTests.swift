import Drawing
import Foundation
import Geometry
import Testing
import TextLayout

/// The bitmaps of shapes, text and photos, and the files they read and write.
@Suite struct DrawingTests {
    static let fonts: FontLibrary? = try? FontLibrary()

    /// The ink of a bitmap: its alpha summed (in whole pixels), and the columns and rows it covers.
    static func ink(_ bitmap: Bitmap) -> (coverage: Double, columns: ClosedRange<Int>?, rows: ClosedRange<Int>?) {
        var coverage = 0.0
        var columns: (Int, Int)?
        var rows: (Int, Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha = bitmap.pixel(x: x, y: y).alpha
                guard alpha > 0 else { continue }
                coverage += Double(alpha) / 255
                columns = (min(columns?.0 ?? x, x), max(columns?.1 ?? x, x))
                rows = (min(rows?.0 ?? y, y), max(rows?.1 ?? y, y))
            }
        }
        return (coverage, columns.map { $0.0...$0.1 }, rows.map { $0.0...$0.1 })
    }

    @Test func aFilledRectangleCoversItsPixelsAtTheScale() {
        let bitmap = Bitmap.draw(size: Size(width: 10, height: 5), scale: 3) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 10, height: 5), color: Color(rgb: 0xFF0000), cornerRadius: 2)
        }
        #expect(bitmap.width == 30 && bitmap.height == 15)
        #expect(bitmap.byteCount == bitmap.stride * 15 && bitmap.stride >= 120)
        let center = bitmap.pixel(x: 15, y: 7)
        #expect(center.red == 255 && center.green == 0 && center.blue == 0 && center.alpha == 255)
        // The rounded corner leaves the corner pixel transparent.
        #expect(bitmap.pixel(x: 0, y: 0).alpha == 0)
        // A fractional size is covered whole: 10.2 points at 2x take 21 pixels.
        #expect(Bitmap.draw(size: Size(width: 10.2, height: 1), scale: 2) { _ in }.width == 21)
        #expect(Bitmap.draw(size: Size(width: 0, height: 10), scale: 2) { _ in }.byteCount == 0)
    }

    @Test func aBorderIsDrawnInsideTheBounds() {
        let bitmap = Bitmap.draw(size: Size(width: 10, height: 10), scale: 1) { canvas in
            canvas.stroke(Rect(x: 0, y: 0, width: 10, height: 10), color: .black, width: 1)
        }
        #expect(bitmap.pixel(x: 0, y: 5).alpha == 255)
        #expect(bitmap.pixel(x: 5, y: 5).alpha == 0)
    }

    @Test func textIsDrawnFromTheGlyphsOfItsLayout() throws {
        let fonts = try #require(Self.fonts)
        let style = TextStyle(size: 20)
        let layout = TextEngine(fonts: fonts).measure("Hello, feed", style: style)
        let line = try #require(layout.lines.first)
        let runs = fonts.glyphRuns(of: line, style: style)
        #expect(runs.map(\.glyphs.count).reduce(0, +) == 11)
        // The runs advance as far as the layout measured the line.
        #expect(abs(runs.map(\.advance).reduce(0, +) - line.width) < 0.01)
        var glyphs = 0
        let bitmap = Bitmap.draw(size: layout.size, scale: 2) { canvas in
            canvas.draw(runs, at: Point(x: line.x, y: line.baseline), color: .black)
            glyphs = canvas.glyphsDrawn
        }
        #expect(glyphs == 11)
        let ink = Self.ink(bitmap)
        let columns = try #require(ink.columns)
        // The ink spans the line's width (less the side bearings) and stays inside the layout's box.
        #expect(Double(columns.count) > line.width * 2 * 0.9 && Double(columns.count) <= line.width * 2 + 2)
        #expect(ink.coverage > 100)
    }

    /// The same string in the same font and size as HarfBuzz's own renderer draws it (`hb-view`, which draws
    /// with Cairo through HarfBuzz's font functions): the same ink, within 2% (anti-aliasing differs where the
    /// two place a glyph a fraction of a pixel apart), and the same extent within a pixel.
    @Test func textMatchesHarfBuzzsOwnRenderer() throws {
        let fonts = try #require(Self.fonts)
        let tool = try #require(["/usr/bin/hb-view", "/usr/local/bin/hb-view"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                "hb-view (Debian libharfbuzz-bin) is needed")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "Feed stories, 17 ms"
        let output = folder.appendingPathComponent("hb.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--font-file=\(FontDirectory.path(of: .regular, in: FontDirectory.resolve()))", "--font-size=40",
                             "--margin=0", "--background=00000000", "--foreground=000000", "-O", "png",
                             "--output-file=\(output.path)", "--text=\(text)"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let reference = try #require(Bitmap(png: Data(contentsOf: output)))

        let style = TextStyle(size: 40)
        let layout = TextEngine(fonts: fonts).measure(text, style: style)
        let line = try #require(layout.lines.first)
        let ours = Bitmap.draw(size: Size(width: Double(reference.width), height: Double(reference.height)), scale: 1) { canvas in
            // hb-view puts the baseline at the font's ascender from the top, as the layout does.
            canvas.draw(fonts.glyphRuns(of: line, style: style), at: Point(x: 0, y: line.baseline), color: .black)
        }
        let (theirs, mine) = (Self.ink(reference), Self.ink(ours))
        #expect(abs(mine.coverage - theirs.coverage) / theirs.coverage < 0.02, "ink \(mine.coverage) against \(theirs.coverage)")
        let (a, b) = (try #require(mine.columns), try #require(theirs.columns))
        #expect(abs(a.lowerBound - b.lowerBound) <= 1 && abs(a.upperBound - b.upperBound) <= 1, "\(a) against \(b)")
    }

    @Test func aPhotoDecodesToItsSizeAndLooksLikeWhatWasEncoded() throws {
        let rgb = PhotoGenerator.rgb(id: "photo-1", width: 160, height: 120)
        let jpeg = try JPEG.encode(rgb: rgb, width: 160, height: 120)
        #expect(jpeg.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        let image = try JPEG.decode(jpeg)
        #expect(image.width == 160 && image.height == 120 && image.byteCount == 160 * 120 * 4)
        // Lossy, but close: the mean difference per channel stays within a few levels.
        var difference = 0
        for pixel in 0..<160 * 120 {
            // RGB24 words in memory on a little-endian machine: blue, green, red, unused.
            difference += abs(Int(image.pixels[pixel * 4 + 2]) - Int(rgb[pixel * 3]))
            difference += abs(Int(image.pixels[pixel * 4 + 1]) - Int(rgb[pixel * 3 + 1]))
            difference += abs(Int(image.pixels[pixel * 4]) - Int(rgb[pixel * 3 + 2]))
        }
        #expect(Double(difference) / Double(160 * 120 * 3) < 6)
        // Drawn into a view's bitmap, scaled to fill it.
        let bitmap = Bitmap.draw(size: Size(width: 40, height: 40), scale: 2) { $0.draw(image, in: Rect(x: 0, y: 0, width: 40, height: 40)) }
        #expect(bitmap.pixel(x: 40, y: 40).alpha == 255)
    }

    @Test func whatIsNotAJPEGIsRefused() {
        #expect(throws: JPEG.Failure.self) { try JPEG.decode(Data("not a photo".utf8)) }
        #expect(throws: JPEG.Failure.self) { try JPEG.decode(Data()) }
        #expect(throws: JPEG.Failure.self) { try JPEG.encode(rgb: [1, 2], width: 1, height: 1) }
    }

    @Test func photosAreTheSameForAnIdAndDifferAcrossIds() throws {
        let one = PhotoGenerator.rgb(id: "story-7/photo", width: 64, height: 48)
        #expect(one == PhotoGenerator.rgb(id: "story-7/photo", width: 64, height: 48))
        #expect(one != PhotoGenerator.rgb(id: "story-8/photo", width: 64, height: 48))
        // A photograph's entropy: more than 1.5 bits a pixel at quality 85, where a flat picture takes 0.2.
        let jpeg = try JPEG.encode(rgb: PhotoGenerator.rgb(id: "p", width: 320, height: 240), width: 320, height: 240)
        let flat = try JPEG.encode(rgb: [UInt8](repeating: 128, count: 320 * 240 * 3), width: 320, height: 240)
        #expect(jpeg.count > 8 * flat.count && jpeg.count * 8 > 320 * 240 * 3 / 2,
                "\(jpeg.count) bytes against \(flat.count) for a flat picture")
    }

    @Test func theStoreKeepsPreparedPhotosWithinItsCapacity() {
        let size = PhotoStore().jpeg(named: "a", width: 120, height: 90).count
        let store = PhotoStore(capacityBytes: size * 5 / 2)
        store.prepare("a", width: 120, height: 90)
        let first = store.jpeg(named: "a", width: 1, height: 1)
        #expect(first.count == size, "the prepared size, not the one asked for")
        #expect(store.statistics.made == 1 && store.statistics.madeLate == 0)
        for name in ["b", "c", "d", "e", "f"] { store.prepare(name, width: 120, height: 90) }
        let statistics = store.statistics
        #expect(statistics.bytes <= size * 5 / 2 && statistics.photos < 6)
        // Evicted, then asked for again: made again at its prepared size, the same bytes, counted as late.
        #expect(store.jpeg(named: "a", width: 1, height: 1) == first)
        #expect(store.statistics.made == 7 && store.statistics.madeLate == 1)
        // Never prepared: made at the size asked for; registered: at the registered one, whatever is asked.
        #expect(!store.jpeg(named: "z", width: 40, height: 30).isEmpty && store.statistics.madeLate == 2)
        store.register("r", width: 120, height: 90)
        store.prepare("r", width: 7, height: 7)
        #expect(store.jpeg(named: "r", width: 1, height: 1).count > size / 2 && store.statistics.madeLate == 2)
    }

    @Test func theDiskCacheServesAnotherStoreTheSameFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = PhotoStore(directory: folder)
        first.prepare("cached", width: 64, height: 48)
        let file = first.jpeg(named: "cached", width: 1, height: 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
        // A second store (another process) reads it back; a damaged file is made again.
        let second = PhotoStore(directory: folder)
        #expect(second.jpeg(named: "cached", width: 64, height: 48) == file)
        let path = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        try Data("damaged".utf8).write(to: folder.appendingPathComponent(path))
        #expect(PhotoStore(directory: folder).jpeg(named: "cached", width: 64, height: 48) == file)
        #expect(JPEG.size(of: file).map { $0 == (64, 48) } == true)
    }

    @Test func aBitmapReadsBackFromItsPNG() throws {
        let bitmap = Bitmap.draw(size: Size(width: 8, height: 4), scale: 1) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: Color(rgb: 0x336699))
            canvas.fill(Rect(x: 4, y: 0, width: 4, height: 4), color: Color(rgb: 0x000000, alpha: 0.5))
        }
        let png = try #require(bitmap.pngData())
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(Bitmap(png: png) == bitmap)
        #expect(Bitmap(png: Data("no".utf8)) == nil)
        #expect(Bitmap(png: png.prefix(20)) == nil)
    }
}

/// Colour glyphs: an emoji, which the fallback fonts draw from Noto Color Emoji's bitmaps.
@Suite struct ColorGlyphTests {
    @Test func anEmojiIsDrawnInColour() throws {
        let fonts = try #require(DrawingTests.fonts)
        let style = TextStyle(size: 30)
        let layout = TextEngine(fonts: fonts).measure("\u{1F600}", style: style)
        let line = try #require(layout.lines.first)
        let runs = fonts.glyphRuns(of: line, style: style)
        #expect(runs.first?.fontPath.contains("Emoji") == true, "\(runs.map(\.fontPath))")
        let bitmap = Bitmap.draw(size: layout.size, scale: 2) { $0.draw(runs, at: Point(x: line.x, y: line.baseline), color: .black) }
        // Cairo 1.16 (Debian 12) draws nothing for Noto Color Emoji's bitmap glyphs at sizes other than the
        // font's one strike: Canvas draws them from the strike's bitmaps, scaled.
        let ink = DrawingTests.ink(bitmap)
        #expect(ink.coverage > 200, "an emoji's ink: \(ink.coverage)")
        // Not black: its own colours (a yellow face), and within the line's box.
        var coloured = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width {
            let pixel = bitmap.pixel(x: x, y: y)
            if pixel.alpha > 128 && pixel.red > 128 && pixel.green > 64 { coloured += 1 }
        } }
        #expect(coloured > 100)
        let columns = try #require(ink.columns)
        #expect(Double(columns.count) <= line.width * 2 + 2 && Double(columns.count) > line.width * 2 * 0.7)
    }
}

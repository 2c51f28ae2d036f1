import Drawing
import Foundation
import Geometry
import Testing
import TextLayout
import Views

/// `feedbench draw-bench` holds a label view's drawing and a photo's decoding against the libraries' own calls
/// (`RawReference`): the comparison is fair only if both do the same work, so both must give the same pixels.
@Suite struct RawReferenceTests {
    @Test(arguments: ["Hello, feed", "Ünïcödé, عربي and 中文 in one label that wraps onto a second line of the view"])
    func aLabelViewDrawsTheSamePixelsAsRawCairo(_ string: String) throws {
        let fonts = try FontLibrary.load()
        let style = TextStyle(size: 15, maxLines: 3)
        let layout = TextEngine(fonts: fonts).measure(string, style: style, width: 200)
        let renderer = ViewRenderer(fonts: fonts, photos: PhotoStore(directory: nil), scale: 3)
        let content = ViewContent(kind: .label, size: Size(width: 200, height: layout.height), background: nil, border: nil,
                                  cornerRadius: 0, texts: [.init(layout: layout, style: style, origin: Point(x: 0, y: 0))],
                                  image: nil)
        let (bitmap, counts) = renderer.draw(content)
        // The glyphs a label view draws: those its layout kept, else the line shaped again.
        let lines = layout.lines.enumerated().map { index, line in
            RawReference.Line(runs: fonts.glyphRuns(of: layout, line: index, style: style), origin: Point(x: line.x, y: line.baseline))
        }
        var raw: [UInt8] = []
        var rawStride = 0
        let glyphs = RawReference.showGlyphs(lines, size: content.size, scale: 3, color: renderer.textColor) { pixels, width, height, stride in
            #expect(width == bitmap.width && height == bitmap.height)
            raw = Array(pixels)
            rawStride = stride
        }
        #expect(glyphs == counts.glyphsDrawn && glyphs > 0)
        #expect(rawStride == bitmap.stride)
        #expect(bitmap.pixels.elementsEqual(raw))
        #expect(raw.contains { $0 != 0 })
    }

    @Test func aPhotoDecodesToAsManyBytesAsRawTurboJPEG() throws {
        let store = PhotoStore(directory: nil)
        let file = store.jpeg(named: "raw-reference", width: 120, height: 90)
        let image = try JPEG.decode(file)
        #expect(RawReference.decompress(file) == image.byteCount)
        #expect(image.byteCount == 120 * 90 * 4)
        #expect(RawReference.decompress(Data("not a jpeg".utf8)) == 0)
    }
}

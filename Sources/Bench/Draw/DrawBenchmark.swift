import Drawing
import Foundation
import Geometry
import TextLayout
import Views

/// `feedbench draw-bench`: what drawing costs a view, against the libraries' own calls on the same input.
/// Passes, their rounds interleaved (round i of every pass, then round i + 1), each after an untimed one:
/// - `raw cairo_show_glyphs`: each label's glyphs (shaped before the pass) drawn on a fresh Cairo surface of
///   the label's pixel size, nothing else: the reference for
/// - `label draw`: the label drawn as a view draws it (`ViewRenderer.draw`: a bitmap, its lines' glyph runs,
///   the glyphs), from its text layout;
/// - `lines shaped again`: the part of `label draw` that shapes a line again (`FontLibrary.glyphRuns`), for the
///   lines whose glyphs the layout did not keep (cut where breaking is not safe, hyphenated, truncated);
/// - `raw tjDecompress2`: each photo's JPEG bytes decoded by TurboJPEG into a buffer of its own: the
///   reference for
/// - `photo decode`: `JPEG.decode` of the same bytes;
/// - `photo draw`: an image view drawn as it draws (decode, scale into its bitmap).
///
/// Labels with a colour-font run (emoji) are left out: FeedBench draws those glyphs from their bitmaps, which
/// `cairo_show_glyphs` does not. Thread: any; blocks it while it runs. Not a test: times depend on the machine.
public struct DrawBenchmark: Sendable {
    public let fonts: FontLibrary
    public let labels: Int
    public let photos: Int
    public let rounds: Int
    public let width: Double
    public let scale: Double
    public let seed: UInt64

    /// The bars the passes are held to: label draw within 1.2x of the raw glyphs, photo decode within 1.1x of
    /// the raw decode.
    public static let labelBar = 1.2
    public static let decodeBar = 1.1

    /// Photo views of a feed, in points: a story's photo (4:3 at the column's width), a link card's
    /// thumbnail, an avatar.
    static func photoSizes(width: Double) -> [Size] {
        [Size(width: width, height: (width * 0.75).rounded()), Size(width: 80, height: 80), Size(width: 40, height: 40)]
    }

    public init(fonts: FontLibrary, labels: Int = 2_000, photos: Int = 24, rounds: Int = 7, width: Double = 343,
                scale: Double = 3, seed: UInt64 = 2024) {
        self.fonts = fonts
        self.labels = max(1, labels)
        self.photos = max(1, photos)
        self.rounds = max(1, rounds)
        self.width = width
        self.scale = scale
        self.seed = seed
    }

    public func run() -> DrawBenchResult {
        let fonts = fonts
        let scale = scale
        let engine = TextEngine(fonts: fonts, cache: .disabled())
        let renderer = ViewRenderer(fonts: fonts, photos: PhotoStore(directory: nil), scale: scale)
        let color = renderer.textColor
        // Each label as a view holds it (as wide as the column, as tall as its lines), and its lines' glyphs.
        var contents: [ViewContent] = []
        var glyphLines: [[RawReference.Line]] = []
        var linesShapedAgain: [(TextLine, TextStyle)] = []
        var lineCount = 0
        var leftOut = 0
        for label in FeedLabels.generate(count: labels, seed: seed) {
            let layout = engine.measure(label.text, style: label.style, width: width)
            // The glyphs a label view draws: those the layout kept, else the line shaped again.
            let lines = layout.lines.enumerated().map { index, line in
                RawReference.Line(runs: fonts.glyphRuns(of: layout, line: index, style: label.style),
                                  origin: Point(x: line.x, y: line.baseline))
            }
            guard layout.height > 0, !lines.contains(where: { $0.runs.contains(where: RawReference.isColorFont) }) else {
                leftOut += 1
                continue
            }
            contents.append(ViewContent(kind: .label, size: Size(width: width, height: layout.height), background: nil,
                                        border: nil, cornerRadius: 0,
                                        texts: [ViewContent.Text(layout: layout, style: label.style, origin: Point(x: 0, y: 0))],
                                        image: nil))
            glyphLines.append(lines)
            lineCount += layout.lines.count
            linesShapedAgain += layout.lines.indices.filter { layout.shapedGlyphRuns(ofLine: $0) == nil }
                .map { (layout.lines[$0], label.style) }
        }
        // Each photo's file, made before any pass (the store stands for the network and the disk cache).
        let sizes = Self.photoSizes(width: width)
        var files: [Data] = []
        var photoContents: [ViewContent] = []
        for index in 0..<photos {
            let size = sizes[index % sizes.count]
            let name = "draw-bench-\(seed)-\(index)"
            let (pixelWidth, pixelHeight) = (Bitmap.pixelLength(size.width, scale: scale), Bitmap.pixelLength(size.height, scale: scale))
            renderer.photos.prepare(name, width: pixelWidth, height: pixelHeight)
            files.append(renderer.photos.jpeg(named: name, width: pixelWidth, height: pixelHeight))
            photoContents.append(ViewContent(kind: .image, size: size, background: nil, border: nil, cornerRadius: 0,
                                             texts: [], image: name))
        }
        var checksum = 0
        let passes = BenchTimer.interleaved(rounds: rounds, [
            ("raw cairo_show_glyphs", contents.count, {
                for (content, lines) in zip(contents, glyphLines) {
                    checksum &+= RawReference.showGlyphs(lines, size: content.size, scale: scale, color: color)
                }
            }),
            ("label draw", contents.count, {
                for content in contents { checksum &+= renderer.draw(content).counts.glyphsDrawn }
            }),
            ("lines shaped again", contents.count, {
                for (line, style) in linesShapedAgain { checksum &+= fonts.glyphRuns(of: line, style: style).count }
            }),
            ("raw tjDecompress2", files.count, {
                for file in files { checksum &+= RawReference.decompress(file) }
            }),
            ("photo decode", files.count, {
                for file in files { checksum &+= (try? JPEG.decode(file))?.byteCount ?? 0 }
            }),
            ("photo draw", files.count, {
                for content in photoContents { checksum &+= renderer.draw(content).counts.photosDecoded }
            }),
        ])
        return DrawBenchResult(
            labels: contents.count, labelsLeftOut: leftOut, lines: lineCount, linesShapedAgain: linesShapedAgain.count,
            glyphs: glyphLines.reduce(0) { $0 + $1.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } } },
            photos: files.count, photoBytes: files.reduce(0) { $0 + $1.count }, rounds: rounds, width: width, scale: scale,
            seed: seed, passes: passes, checksum: checksum)
    }
}

/// The figures of one `draw-bench` run.
public struct DrawBenchResult: Sendable, Encodable {
    /// Labels drawn, and those left out for a colour-font run.
    public let labels: Int
    public let labelsLeftOut: Int
    /// The labels' lines, and those whose glyphs the layout did not keep (shaped again when drawn).
    public let lines: Int
    public let linesShapedAgain: Int
    /// Glyphs of the labels drawn.
    public let glyphs: Int
    public let photos: Int
    /// The photos' JPEG bytes.
    public let photoBytes: Int
    public let rounds: Int
    public let width: Double
    public let scale: Double
    public let seed: UInt64
    /// Figures per label (the label passes) or per photo (the photo passes).
    public let passes: [BenchPass]
    /// The sum of what each pass drew or decoded, printed so the work cannot be optimised away.
    public let checksum: Int

    /// A pass's median over another's: the figure held to a bar.
    public func ratio(_ pass: String, over reference: String) -> Double? {
        guard let base = passes.first(where: { $0.name == reference }), base.medianMilliseconds > 0,
              let measured = passes.first(where: { $0.name == pass }) else { return nil }
        return measured.medianMilliseconds / base.medianMilliseconds
    }

    public var labelOverRaw: Double? { ratio("label draw", over: "raw cairo_show_glyphs") }
    public var decodeOverRaw: Double? { ratio("photo decode", over: "raw tjDecompress2") }

    private enum CodingKeys: String, CodingKey {
        case labels, labelsLeftOut, lines, linesShapedAgain, glyphs, photos, photoBytes, rounds, width, scale, seed, passes, checksum
        case labelOverRaw, decodeOverRaw, labelBar, decodeBar
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(labels, forKey: .labels)
        try container.encode(labelsLeftOut, forKey: .labelsLeftOut)
        try container.encode(lines, forKey: .lines)
        try container.encode(linesShapedAgain, forKey: .linesShapedAgain)
        try container.encode(glyphs, forKey: .glyphs)
        try container.encode(photos, forKey: .photos)
        try container.encode(photoBytes, forKey: .photoBytes)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(width, forKey: .width)
        try container.encode(scale, forKey: .scale)
        try container.encode(seed, forKey: .seed)
        try container.encode(passes, forKey: .passes)
        try container.encode(checksum, forKey: .checksum)
        try container.encodeIfPresent(labelOverRaw, forKey: .labelOverRaw)
        try container.encodeIfPresent(decodeOverRaw, forKey: .decodeOverRaw)
        try container.encode(DrawBenchmark.labelBar, forKey: .labelBar)
        try container.encode(DrawBenchmark.decodeBar, forKey: .decodeBar)
    }
}

/// Lays out one string: clusters and their fonts, shaping per paragraph, ICU's break opportunities,
/// greedy breaking, the line limit with truncation, then alignment and baselines. The uncached core of
/// `TextEngine`.
///
/// Vertical metrics (line height, baseline) are the style's primary face's, DejaVu Sans, whatever
/// fallback fonts a line uses, as a label keeps its font's line height: a taller fallback glyph may reach
/// outside the line box.
///
/// Thread safety: a value holding only the immutable `FontLibrary`; any thread may call `layout`.
struct Typesetter {
    /// How far past the width a line may reach and still fit, in points. Layout engines hand back a
    /// measured width after adding and subtracting padding; without the slack, a rounding error in
    /// the last bit would wrap a line that was measured to fit.
    static let widthTolerance = 1e-6

    let fonts: FontLibrary

    /// Lays out `string` at `width` points (infinite: unconstrained, one line per paragraph).
    ///
    /// - Complexity: O(n) in the string's length (shaping is linear; each glyph's cluster is found by
    ///   walking from the previous glyph's).
    func layout(_ string: String, style: TextStyle, width: Double) -> TextLayoutResult {
        fonts.withFace(for: style.font) { layout(string, style: style, width: width, face: $0) }
    }

    /// `layout(_:style:width:)` with the style's primary face, borrowed for the call.
    private func layout(_ string: String, style: TextStyle, width: Double, face: FontFace) -> TextLayoutResult {
        let size = style.effectiveSize
        let metrics = FontMetrics(face: face, size: size)
        let lineHeight = style.resolvedLineHeight(natural: metrics.naturalLineHeight)
        // CSS half-leading: extra line height is shared equally above and below the content.
        let firstBaseline = (lineHeight - metrics.ascender - metrics.descender) / 2 + metrics.ascender
        let scale = size / (Double(face.unitsPerEm) * Double(Shaper.subunitsPerUnit))
        let limit = style.maxLines > 0 ? style.maxLines : Int.max
        let maxWidth = width.isNaN ? Double.infinity : width
        let fit = LineFit(scale: scale, maxWidth: maxWidth)
        let hyphen = Int64(face.hyphenAdvance) * Shaper.subunitsPerUnit
        let ellipsis = Int64(face.ellipsisAdvance) * Shaper.subunitsPerUnit

        var text = string
        let table = ClusterTable(string, primary: face, fallback: fonts.fallback, bold: style.font == .bold)
        var advances = [Int64](filledWith: 0, count: table.count)
        var unsafeBefore = [Bool](filledWith: false, count: table.count + 1)
        var lines: [LineBreaker.Line] = []
        var isTruncated = false
        var hasEllipsis = false
        var built: [TextLine] = []
        var shaped = ShapedGlyphs(capacity: table.count)
        var keptLines: [KeptGlyphs.Line?] = []
        text.withUTF8 { utf8 in
            for paragraph in table.paragraphs() {
                if lines.count >= limit {
                    isTruncated = true
                    break
                }
                Shaper.shape(paragraph, of: table, utf8: utf8, primary: face, into: &advances,
                             unsafeBefore: &unsafeBefore, glyphs: &shaped)
                // The closure holds the face unretained: this call holds it for longer than the closure lives,
                // and every worker shares it.
                let faceReference = Unmanaged.passUnretained(face)
                let context = LineBreaker.Context(
                    kinds: table.kinds, advances: advances, unsafeBefore: unsafeBefore, hyphen: hyphen, fit: fit,
                    measureAlone: { range in
                        faceReference._withUnsafeGuaranteedRef { Shaper.width(of: range, table: table, utf8: utf8, primary: $0) }
                    })
                LineBreaker.breakParagraph(
                    paragraph, opportunities: { LineBreakOpportunities.compute(paragraph, table: table, utf8: utf8) },
                    context: context, limit: limit, into: &lines)
            }
            if lines.count > limit {
                lines.removeLast(lines.count - limit)
                isTruncated = true
            }
            if isTruncated, style.truncation == .tail, let last = lines.popLast() {
                lines.append(Truncator.truncate(
                    last, kinds: table.kinds, advances: advances, hyphen: hyphen, ellipsis: ellipsis, fit: fit))
                hasEllipsis = true
            }
            // Each line's glyphs as the paragraph was shaped, where HarfBuzz says shaping the line alone gives the
            // same (its ends safe to break at). A hyphenated line draws its clusters but the soft hyphen, then the
            // face's hyphen; a truncated one its clusters, then the ellipsis.
            func mark(_ glyph: UInt32?, advance: Int32) -> ShapedGlyphs.Mark? {
                glyph.map { ShapedGlyphs.Mark(id: $0, advance: advance, fontPath: face.path, faceIndex: face.index,
                                              unitsPerEm: face.unitsPerEm) }
            }
            keptLines = lines.indices.map { index -> KeptGlyphs.Line? in
                let line = lines[index]
                let ellipsis = hasEllipsis && index == lines.count - 1
                let clusters = line.hyphenated ? line.clusters.dropLast() : line.clusters
                guard !unsafeBefore[clusters.lowerBound], !unsafeBefore[clusters.upperBound] else { return nil }
                if ellipsis {
                    guard let mark = mark(face.ellipsisGlyph, advance: face.ellipsisAdvance) else { return nil }
                    return KeptGlyphs.Line(clusters: clusters, mark: mark)
                }
                if line.hyphenated {
                    guard let mark = mark(face.hyphenGlyph, advance: face.hyphenAdvance) else { return nil }
                    return KeptGlyphs.Line(clusters: clusters, mark: mark)
                }
                return KeptGlyphs.Line(clusters: clusters, mark: nil)
            }
            built = lines.indices.map { index in
                let line = lines[index]
                let range = table.utf8Range(of: line.clusters)
                let ellipsis = hasEllipsis && index == lines.count - 1
                var visible = String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self)
                if line.hyphenated {
                    // The soft hyphen it broke at is drawn as a hyphen.
                    visible = String(visible.dropLast()) + "\u{2010}"
                }
                let units = line.units + (ellipsis ? Int64(face.ellipsisAdvance) * Shaper.subunitsPerUnit : 0)
                return TextLine(
                    utf8Range: range, text: ellipsis ? visible + "\u{2026}" : visible,
                    width: Double(units) * scale, x: 0,
                    baseline: Double(index) * lineHeight + firstBaseline)
            }
        }
        let widest = built.reduce(0) { max($0, $1.width) }
        return TextLayoutResult(
            lines: Self.aligned(built, alignment: style.alignment,
                                boxWidth: maxWidth.isFinite ? max(maxWidth, 0) : widest),
            width: widest, height: Double(built.count) * lineHeight, lineHeight: lineHeight,
            firstBaseline: firstBaseline, isTruncated: isTruncated,
            keptGlyphs: built.isEmpty ? nil : KeptGlyphs(glyphs: shaped, lines: keptLines, pointSize: style.size))
    }

    /// Sets each line's x for `alignment` in a box `boxWidth` wide. A line wider than the box
    /// starts at its left edge, as CSS does for overflowing lines.
    private static func aligned(_ lines: [TextLine], alignment: TextStyle.Alignment, boxWidth: Double) -> [TextLine] {
        guard alignment != .left else { return lines }
        return lines.map { line in
            let free = max(boxWidth - line.width, 0)
            let x = alignment == .center ? free / 2 : free
            return TextLine(utf8Range: line.utf8Range, text: line.text, width: line.width,
                            x: x, baseline: line.baseline)
        }
    }
}

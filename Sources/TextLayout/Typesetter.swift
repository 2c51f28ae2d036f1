/// Lays out one string: clusters, shaping per paragraph, greedy breaking, the line limit with
/// truncation, then alignment and baselines. The uncached core of `TextEngine`.
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
    /// - Complexity: O(n log n) in the string's length (shaping is linear; mapping glyphs to
    ///   clusters is a binary search per glyph).
    func layout(_ string: String, style: TextStyle, width: Double) -> TextLayoutResult {
        let face = fonts.face(for: style.font)
        let size = style.effectiveSize
        let metrics = FontMetrics(face: face, size: size)
        let lineHeight = style.resolvedLineHeight(natural: metrics.naturalLineHeight)
        // CSS half-leading: extra line height is shared equally above and below the content.
        let firstBaseline = (lineHeight - metrics.ascender - metrics.descender) / 2 + metrics.ascender
        let scale = size / Double(face.unitsPerEm)
        let limit = style.maxLines > 0 ? style.maxLines : Int.max
        let maxWidth = width.isNaN ? Double.infinity : width
        let fits = { (units: Int64) in Double(units) * scale <= maxWidth + Self.widthTolerance }

        var text = string
        let table = ClusterTable(text)
        var advances = [Int32](repeating: 0, count: table.count)
        var lines: [LineBreaker.Line] = []
        var isTruncated = false
        var hasEllipsis = false
        var built: [TextLine] = []
        text.withUTF8 { utf8 in
            for paragraph in table.paragraphs() {
                if lines.count >= limit {
                    isTruncated = true
                    break
                }
                Shaper.shape(paragraph, of: table, utf8: utf8, font: face, into: &advances)
                LineBreaker.breakParagraph(
                    paragraph, classes: table.classes, advances: advances, limit: limit,
                    fits: fits, into: &lines)
            }
            if lines.count > limit {
                lines.removeLast(lines.count - limit)
                isTruncated = true
            }
            if isTruncated, style.truncation == .tail, let last = lines.popLast() {
                lines.append(Truncator.truncate(
                    last, classes: table.classes, advances: advances,
                    ellipsis: Int64(face.ellipsisAdvance), fits: fits))
                hasEllipsis = true
            }
            built = lines.indices.map { index in
                let line = lines[index]
                let range = table.utf8Range(of: line.clusters)
                let ellipsis = hasEllipsis && index == lines.count - 1
                let visible = String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self)
                let units = line.units + (ellipsis ? Int64(face.ellipsisAdvance) : 0)
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
            firstBaseline: firstBaseline, isTruncated: isTruncated)
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

/// Plain-text tables the commands and the harness print: a column is padded with spaces to its width.
/// Widths count `Character`s (grapheme clusters), which is what a terminal shows for the labels printed.
public enum TextColumn {
    /// `text` followed by spaces up to `width` characters. Text as wide as the column or wider is kept
    /// whole (never cut), followed by `minimumGap` spaces, so that a long label stays apart from the next
    /// column when the caller asks for it.
    public static func pad(_ text: String, _ width: Int, minimumGap: Int = 0) -> String {
        let count = text.count
        if count >= width { return text + String(repeating: " ", count: max(0, minimumGap)) }
        return text + String(repeating: " ", count: width - count)
    }
}

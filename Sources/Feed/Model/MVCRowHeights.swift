/// When the MVC pipeline's feed controller measures its rows' heights.
public enum MVCRowHeights: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rows count as an estimate until they are needed and are measured then, as a table view with
    /// self-sizing cells does: the modern default.
    case estimated
    /// `reloadData` measures every row before the first screen, as a table view answering
    /// `heightForRowAt` for every row does.
    case measuredOnLoad = "measured-on-load"
}

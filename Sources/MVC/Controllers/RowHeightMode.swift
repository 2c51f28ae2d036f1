/// When the feed controller measures rows.
public enum RowHeightMode: Hashable, Sendable {
    /// `reloadData` measures every row, as a table view without estimated heights does.
    case measuredOnLoad
    /// Rows count as this many points until they enter the viewport, and are measured then
    /// (a table view's `estimatedRowHeight`); the rows below move when a measurement differs.
    case estimated(Double)
}

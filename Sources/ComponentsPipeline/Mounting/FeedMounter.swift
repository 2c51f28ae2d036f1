import Components
import Views

/// Mounts the rows of `FeedLayouts` that the viewport shows, each on its own row host view under
/// `root`, with one shared `Mounter` (so views recycle between rows); keeps every other row unmounted.
///
/// Row identity is the layout key (story id, revision, width): on an update, a row whose key did not
/// change is not mounted again (none of its views is written to); it is only moved when a row above
/// it changed height. A row whose key changed is mounted again on the same host, which writes only
/// the attributes that differ. Rows entering the viewport are mounted; rows leaving it are taken out
/// of the window with their views, and their host (the last to leave first) serves the next row
/// entering, as a table view's reuse queue serves cells: its views are reused where the new row's
/// components have the same reuse keys, and the others come from the shared pool or are made.
///
/// Thread: main actor only. Layouts come in as `Sendable` values from the workers.
@MainActor
public final class FeedMounter {
    /// The kind of the view that holds one row.
    public static let rowKind = ViewKind("feedRow")

    public let context: ViewContext
    /// The feed's container: the row hosts are its subviews, in position order, framed in feed
    /// coordinates (y grows down the feed; the viewport's offset is not applied to frames).
    public let root: View
    /// The one `Mounter` every row is mounted with, so views recycle between rows.
    public let rowMounter: Mounter
    /// The feed shown.
    public var feed: FeedLayouts { shown.feed }
    public var viewport: FeedViewport { shownViewport }
    /// `viewport`, private so that whole-module optimization drops the run-time exclusivity check of each
    /// access (a public stored property keeps it).
    private var shownViewport: FeedViewport
    /// The positions `feed` shows in `viewport`, as the last `reconcile` found them (it runs whenever
    /// either changes, except a viewport move that shows the same positions).
    private var visible: Range<Int> = 0..<0
    /// Positions `needsLayout(for:)` found laid out in `feed` (forgotten when `feed` is replaced).
    private var knownLaidOut: Range<Int> = 0..<0

    /// A mounted row: its host and the key of the layout mounted on it.
    private struct MountedRow {
        let host: View
        var key: StoryLayoutKey
    }

    /// `feed`, as a constant on the heap replaced whole: the calls made on it every scroll frame read it in
    /// place, where a stored `var` of this class would be copied for each call, every reference in the
    /// feed retained and released.
    private final class Shown {
        let feed: FeedLayouts

        init(_ feed: FeedLayouts) {
            self.feed = feed
        }
    }

    private var shown: Shown {
        didSet { knownLaidOut = 0..<0 }
    }

    private var rows: [Int: MountedRow] = [:]
    private var spareHosts: [View] = []

    /// Rows mounted on a host another row left (with the views it holds), as a table view dequeues a cell.
    public private(set) var hostsReused = 0

    /// Mounts the rows `feed` shows in `viewport`; `initialReport` says what that took.
    public init(feed: FeedLayouts, viewport: FeedViewport, context: ViewContext) {
        self.context = context
        shown = Shown(feed)
        shownViewport = viewport
        root = View(kind: "feed", context: context)
        rowMounter = Mounter(context: context)
        initialReport = FeedMountReport()
        initialReport = reconcile(shift: 0)
    }

    /// What the first mount in `init` did.
    public private(set) var initialReport: FeedMountReport

    /// The positions mounted now, ascending.
    public var mountedPositions: [Int] { rows.keys.sorted() }

    /// The host view of a mounted position, `nil` when the position is not mounted.
    public func host(at position: Int) -> View? { rows[position]?.host }

    /// The key of the layout mounted at a position, `nil` when the position is not mounted.
    public func mountedKey(at position: Int) -> StoryLayoutKey? { rows[position]?.key }

    /// Shows `update.feed`: rows keep their hosts across the shift of inserted positions, rows whose
    /// key changed are mounted again, rows below a height change move, and the viewport's rows are
    /// mounted or unmounted as they enter or leave it.
    ///
    /// `update.previous` should be the feed shown now; when it is not (an update was skipped), rows are
    /// still matched by position after the shift and remounted wherever their key differs.
    /// - Complexity: O(v) row operations, v the rows visible before and after, plus the remounts' cost.
    @discardableResult
    public func apply(_ update: FeedLayoutsUpdate) -> FeedMountReport {
        shown = Shown(update.feed)
        return reconcile(shift: update.positionsInsertedAtTop)
    }

    /// Shows `newer`, a feed of the same store with more rows laid out (`FeedPrefetcher.latest`): rows
    /// whose estimate was replaced by a layout change height, so the rows below them move.
    ///
    /// Anchoring: with `anchored`, the viewport's offset moves by the change in the top of the anchor
    /// row — the first row in the viewport that was laid out (mounted), else the first row in the
    /// viewport — that is, by the sum of the height changes of the rows above it, as a table view
    /// with estimated heights does, so the content already visible stays where it is on screen; the
    /// shift is in the report's `viewportShift`. Without it, the offset stays and the content moves.
    /// Rows that become laid out inside the viewport are mounted.
    ///
    /// When `newer`'s store is not this feed's (another revision), it is shown as an update with no
    /// position shift and no anchoring; use `apply(_:)` for edits.
    /// - Complexity: O(v) row operations, as `setViewport(_:)`, plus the mounts of the rows entering.
    @discardableResult
    public func adopt(_ newer: FeedLayouts, anchored: Bool = true) -> FeedMountReport {
        var shift = 0.0
        if anchored, newer.store.revision == shown.feed.store.revision,
           let anchor = Self.anchor(in: shown.feed.positions(visibleIn: shownViewport), of: shown.feed),
           let before = shown.feed.rowFrame(at: anchor), let after = newer.rowFrame(at: anchor) {
            shift = after.origin.y - before.origin.y
        }
        shown = Shown(newer)
        shownViewport.offset += shift
        var report = reconcile(shift: 0)
        report.viewportShift = shift
        return report
    }

    /// The first laid-out position of `visible`, else its first position; `nil` when it is empty.
    private static func anchor(in visible: Range<Int>, of feed: FeedLayouts) -> Int? {
        visible.first { feed.isLaidOut(at: $0) } ?? visible.first
    }

    /// Moves the viewport (a scroll, or a new height); mounts and unmounts rows as they enter and leave.
    ///
    /// A move that shows the same positions does nothing (an empty report): the feed did not change
    /// either, and every `reconcile` leaves the mounted rows exactly as the feed and the visible
    /// positions say, so reconciling again would find nothing to do, at O(v) cost on every scroll frame.
    /// - Complexity: O(log n) when the visible positions stay; else O(v) row operations plus the mounts.
    @discardableResult
    public func setViewport(_ viewport: FeedViewport) -> FeedMountReport {
        let unchanged = shown.feed.positions(visibleIn: viewport) == visible
        shownViewport = viewport
        return unchanged ? FeedMountReport() : reconcile(shift: 0)
    }

    /// Whether `feed` lacks a layout or a measurement that `window` needs (`FeedLayouts.needsLayout(for:)`),
    /// asked every scroll frame: rows found laid out are remembered until the feed is replaced, so a frame
    /// looks up only the rows that entered the window since.
    /// - Complexity: O(log n) plus the rows of the window not found laid out before.
    public func needsLayout(for window: FeedWindow) -> Bool {
        // Locals, so the feed is read in place: with a property of `self` passed inout beside it, the
        // feed was copied for the call.
        let shown = shown
        var known = knownLaidOut
        let needs = shown.feed.needsLayout(for: window, knownLaidOut: &known)
        knownLaidOut = known
        return needs
    }

    private func reconcile(shift: Int) -> FeedMountReport {
        let viewsBefore = context.counters
        let mountingBefore = rowMounter.counters
        var report = FeedMountReport()
        let shown = shown
        let visible = shown.feed.positions(visibleIn: shownViewport)
        self.visible = visible

        var previous: [Int: MountedRow] = [:]
        // In position order, not the dictionary's: the order hosts go back to `spareHosts` decides which
        // host (and old size) the next entering row gets, so a hash-seeded order made `layoutCalls`
        // differ from process to process.
        for (position, row) in rows.sorted(by: { $0.key < $1.key }) {
            let moved = position + shift
            if visible.contains(moved) {
                previous[moved] = row
            } else {
                // The host leaves with its views, as a cell goes to the reuse queue whole (ComponentKit
                // mounts a cell's components on the views already in that cell's root view): the next row
                // mounted on it reuses them by reuse key, in order, and a view given the content it showed
                // keeps its bitmap; a row mounted again on its own host writes nothing.
                row.host.removeFromSuperview()
                spareHosts.append(row.host)
                report.rows.rowsUnmounted += 1
            }
        }

        var next: [Int: MountedRow] = [:]
        for position in visible {
            guard let frame = shown.feed.rowFrame(at: position) else { continue }
            let layout = shown.feed.row(at: position)
            if var row = previous[position] {
                if row.host.frame != frame {
                    row.host.frame = frame
                    report.rows.rowsMoved += 1
                }
                // A row still mounted whose layout the feed no longer keeps stays as it is until one comes.
                if let layout, row.key != layout.key {
                    offerBitmaps(at: position)
                    rowMounter.mount(layout.layout, on: row.host)
                    row.key = layout.key
                    report.rows.rowsRemounted += 1
                    report.remountedPositions.append(position)
                }
                next[position] = row
            } else if let layout {
                let host: View
                if let spare = spareHosts.popLast() {
                    host = spare
                    hostsReused += 1
                } else {
                    host = View(kind: Self.rowKind, context: context)
                }
                host.frame = frame
                offerBitmaps(at: position)
                rowMounter.mount(layout.layout, on: host)
                next[position] = MountedRow(host: host, key: layout.key)
                report.rows.rowsMounted += 1
            }
        }
        rows = next
        orderHosts(visible)
        report.views = context.counters.since(viewsBefore)
        report.mounting = rowMounter.counters.since(mountingBefore)
        return report
    }

    /// Offers the display step the bitmaps the workers drew ahead for the row at `position`, if they did.
    private func offerBitmaps(at position: Int) {
        guard context.draws, let bitmaps = shown.feed.bitmaps(at: position) else { return }
        context.offerDrawnAhead(bitmaps.bitmaps)
    }

    /// Puts the row hosts in position order under `root`; moves only hosts out of place.
    private func orderHosts(_ visible: Range<Int>) {
        var index = 0
        for position in visible {
            guard let host = rows[position]?.host else { continue }
            if index >= root.subviews.count || root.subviews[index] !== host {
                root.insertSubview(host, at: index)
            }
            index += 1
        }
    }
}

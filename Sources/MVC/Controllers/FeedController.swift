import FeedStyle
import Foundation
import Geometry
import TextLayout
import Views

/// The feed: a list of story rows over a viewport, as a table view and its controller would run it.
///
/// - Rows are cells reused by reuse identifier: a row entering the viewport dequeues a cell for its
///   identifier (or makes one), a row leaving enqueues its cell. Visible cells' story views are
///   subviews of `tableView`, at their rows' offsets (content coordinates).
/// - Heights are measured with one offscreen sizing cell per identifier and cached per row. In
///   `.measuredOnLoad` mode `reloadData` measures every row; in `.estimated` mode a row is measured
///   before it is shown, and rows below move if the estimate was off. Every row from the top through the
///   viewport's bottom is measured before the viewport's rows are shown (a fling that skips rows measures
///   them too), as the components pipeline lays rows out ahead: so both pipelines put every row at the
///   offset of the fully measured feed. (A `UITableView` would leave skipped rows estimated and let the
///   content jump when it scrolls back; the benchmark compares the same screens instead.)
/// - The controller hears `storyHeightDidChange` from visible rows' story controllers: it measures that
///   row again and moves the rows below. It also hears every story's changes (likes, comments), on screen
///   or off, as a correct MVC app must (`reloadRows(at:)` for rows it does not show): a row whose story
///   changed and that no visible cell redraws has its cached height invalidated, and is measured again
///   at once when it is above or in the viewport (its height places the rows shown) or measured on load,
///   else when it is next needed. A row holding the story nested (a reshare) is invalidated too.
///
/// Thread: main actor only.
@MainActor
public final class FeedController {
    public let feed: MutableFeed
    public let environment: ViewEnvironment
    /// The column width.
    public let width: Double
    public let viewportHeight: Double
    public let heightMode: RowHeightMode
    /// The scrolled content: visible rows' story views are its subviews.
    public let tableView: View
    /// The top of the viewport, in content coordinates.
    public private(set) var contentOffset = 0.0
    private var heights: [Double?] = []
    /// Rows `0..<measuredPrefix` all have measured heights: their offsets are final.
    private var measuredPrefix = 0
    /// Where each row starts (an estimated row at the estimate), in chunks: a measurement re-sums its
    /// chunk and the chunk starts, not every row below it (`RowOffsets`).
    private var offsets = RowOffsets(heights: [])
    private var rowsByStory: [ObjectIdentifier: Int] = [:]
    /// The row of every story object shown, top-level or nested.
    private var rowsByModel: [ObjectIdentifier: Int] = [:]
    private var changeObservations: [NotificationObservation] = []
    private var visibleCells: [Int: StoryCell] = [:]
    private var reuseQueue: [String: [StoryCell]] = [:]
    private var sizingCells: [String: StoryCell] = [:]
    private var observation: NotificationObservation?
    private var insertionObservation: NotificationObservation?

    public init(feed: MutableFeed, width: Double, viewportHeight: Double, textEngine: TextEngine, style: FeedStyle,
                heightMode: RowHeightMode = .measuredOnLoad, renderer: ViewRenderer? = nil) {
        self.feed = feed
        self.width = width
        self.viewportHeight = viewportHeight
        self.heightMode = heightMode
        environment = ViewEnvironment(textEngine: textEngine, style: style, renderer: renderer)
        tableView = View(kind: "feed", context: environment.context)
        observation = NotificationObservation(FeedNotifications.storyHeightDidChange, object: nil,
                                              center: feed.notificationCenter) { [weak self] object in
            self?.storyHeightDidChange(object)
        }
        insertionObservation = NotificationObservation(FeedNotifications.feedDidInsertStories, object: feed,
                                                       center: feed.notificationCenter) { [weak self] _ in
            self?.storiesWereInserted()
        }
        // Registered before any cell's controllers, so it runs first and leaves visible rows to them.
        changeObservations = [FeedNotifications.storyLikeStatusDidChange, FeedNotifications.storyCommentsDidChange].map {
            NotificationObservation($0, object: nil, center: feed.notificationCenter) { [weak self] object in
                self?.storyModelDidChange(object)
            }
        }
    }

    /// Counters of the views, cells and measurements so far.
    public var counters: MVCCounters { environment.counters }

    // MARK: - Rows

    public var numberOfRows: Int { feed.stories.count }

    /// The content's height: measured rows plus estimates for the others.
    public var contentHeight: Double { offsets.contentHeight }

    /// The row's frame in content coordinates.
    public func rowFrame(_ row: Int) -> Rect {
        let top = offsets.top(row)
        return Rect(x: 0, y: top, width: width, height: offsets.top(row + 1) - top)
    }

    /// The row's measured height; nil while it has only an estimate.
    public func measuredHeight(_ row: Int) -> Double? { heights[row] }

    /// Visible rows, top to bottom.
    public var visibleRows: [Int] { visibleCells.keys.sorted() }

    /// The cell showing `row`, if the row is visible.
    public func cell(forRow row: Int) -> StoryCell? { visibleCells[row] }

    /// Drops every cell and height and starts again from the top: measures every row in
    /// `.measuredOnLoad` mode, then shows the first screen.
    /// - Complexity: O(n) in the rows; in `.measuredOnLoad` mode, n row measurements.
    public func reloadData() {
        // Row order, not the dictionary's: the reuse queue's order decides which cell a row dequeues, so a
        // hash-seeded order would make the counters differ from process to process.
        for (_, cell) in visibleCells.sorted(by: { $0.key < $1.key }) { enqueue(cell) }
        visibleCells = [:]
        heights = Array(repeating: nil, count: numberOfRows)
        indexRows()
        if heightMode == .measuredOnLoad {
            for row in heights.indices { heights[row] = measureRow(row) }
        }
        measuredPrefix = 0
        advanceMeasuredPrefix()
        rebuildOffsets()
        contentOffset = 0
        layoutVisibleRows()
    }

    /// Scrolls so that the viewport starts at `offset` (clamped to the content), then shows the rows
    /// now visible: dequeues and configures cells for rows entering, enqueues those of rows leaving.
    public func scroll(to offset: Double) {
        contentOffset = min(max(0, offset), max(0, contentHeight - viewportHeight))
        layoutVisibleRows()
    }

    public func scroll(by delta: Double) {
        scroll(to: contentOffset + delta)
    }

    // MARK: - Cells

    private func dequeueCell(withIdentifier identifier: String) -> StoryCell {
        if let cell = reuseQueue[identifier]?.popLast() {
            environment.counters.cellsReused += 1
            return cell
        }
        environment.counters.cellsCreated += 1
        return StoryCell(reuseIdentifier: identifier, environment: environment)
    }

    private func enqueue(_ cell: StoryCell) {
        cell.prepareForReuse()
        cell.storyView.view.removeFromSuperview()
        reuseQueue[cell.reuseIdentifier, default: []].append(cell)
        environment.counters.cellsEnqueued += 1
    }

    /// The row's height, from an offscreen sizing cell configured with its story.
    private func measureRow(_ row: Int) -> Double {
        let story = feed.stories[row]
        let identifier = StoryCell.reuseIdentifier(for: story)
        let cell = sizingCells[identifier] ?? StoryCell(reuseIdentifier: identifier, environment: environment)
        sizingCells[identifier] = cell
        cell.configure(with: story, center: feed.notificationCenter)
        environment.counters.rowHeightsMeasured += 1
        let height = cell.storyView.sizeThatFits(width: width).height
        cell.prepareForReuse()
        return height
    }

    // MARK: - Layout

    /// The height a row counts for until it is measured.
    private var estimate: Double {
        if case .estimated(let value) = heightMode { value } else { 0 }
    }

    /// Every row's top again. - Complexity: O(n).
    private func rebuildOffsets() {
        offsets = RowOffsets(heights: heights.map { $0 ?? estimate })
    }

    /// The tops after `rows`' heights changed. - Complexity: `RowOffsets.setting`.
    private func updateOffsets(_ rows: some Sequence<Int>) {
        offsets = offsets.setting(rows.map { ($0, heights[$0] ?? estimate) })
    }

    /// The rows that overlap the viewport.
    private func rowsInViewport() -> Range<Int> {
        let top = contentOffset
        let bottom = contentOffset + viewportHeight
        // The first row whose bottom is below the viewport's top (binary search on the offsets).
        var low = 0
        var high = heights.count
        while low < high {
            let middle = (low + high) / 2
            if offsets.top(middle + 1) <= top { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < heights.count, offsets.top(end) < bottom { end += 1 }
        return low..<end
    }

    /// Moves `measuredPrefix` past the rows that have heights.
    private func advanceMeasuredPrefix() {
        while measuredPrefix < heights.count, heights[measuredPrefix] != nil { measuredPrefix += 1 }
    }

    private func layoutVisibleRows() {
        var rows = rowsInViewport()
        // Estimated mode: measure every row from the top through the viewport's bottom; a measurement
        // moves the rows below, which may change which rows are visible, so repeat until they all are.
        while measuredPrefix < rows.upperBound {
            var measured: [Int] = []
            for row in measuredPrefix..<rows.upperBound where heights[row] == nil {
                heights[row] = measureRow(row)
                measured.append(row)
            }
            advanceMeasuredPrefix()
            updateOffsets(measured)
            contentOffset = min(contentOffset, max(0, contentHeight - viewportHeight))
            rows = rowsInViewport()
        }
        for (row, cell) in visibleCells.sorted(by: { $0.key < $1.key }) where !rows.contains(row) {
            enqueue(cell)
            visibleCells[row] = nil
        }
        for row in rows {
            let cell: StoryCell
            if let visible = visibleCells[row] {
                cell = visible
            } else {
                let story = feed.stories[row]
                cell = dequeueCell(withIdentifier: StoryCell.reuseIdentifier(for: story))
                cell.configure(with: story, center: feed.notificationCenter)
                cell.controller?.startObserving()
                tableView.addSubview(cell.storyView.view)
                visibleCells[row] = cell
            }
            cell.storyView.setFrame(rowFrame(row))
            cell.storyView.layoutIfNeeded()
        }
    }

    /// Rows the controller has not seen are at the top (the model only inserts there): their heights
    /// are measured as the mode says, existing rows and their cells move down by that many rows, and
    /// the viewport keeps its offset, as a table view's does after `insertRows(at:)` above it.
    private func storiesWereInserted() {
        let inserted = numberOfRows - heights.count
        guard inserted > 0 else { return }
        heights.insert(contentsOf: Array(repeating: nil, count: inserted), at: 0)
        if heightMode == .measuredOnLoad {
            for row in 0..<inserted { heights[row] = measureRow(row) }
        }
        measuredPrefix = 0
        advanceMeasuredPrefix()
        visibleCells = Dictionary(uniqueKeysWithValues: visibleCells.map { ($0.key + inserted, $0.value) })
        indexRows()
        rebuildOffsets()
        contentOffset = min(contentOffset, max(0, contentHeight - viewportHeight))
        layoutVisibleRows()
    }

    /// Maps every story object shown, top-level or nested, to its row.
    /// - Complexity: O(n) in all stories, nested ones included.
    private func indexRows() {
        rowsByStory = [:]
        rowsByModel = [:]
        func index(_ story: StoryModel, row: Int) {
            rowsByModel[ObjectIdentifier(story)] = row
            for substory in story.substories { index(substory, row: row) }
        }
        for (row, story) in feed.stories.enumerated() {
            rowsByStory[ObjectIdentifier(story)] = row
            index(story, row: row)
        }
    }

    /// A story changed (a like, a comment). A visible row showing it at the top level is redrawn by its
    /// cell's controllers (which post `storyHeightDidChange`); any other row holding it gets its cached
    /// height invalidated.
    private func storyModelDidChange(_ object: ObjectIdentifier?) {
        guard let object, let row = rowsByModel[object], row < heights.count else { return }
        if rowsByStory[object] == row, visibleCells[row] != nil { return }
        invalidateHeight(row)
    }

    /// Forgets a row's measured height: measured again now when it is measured on load or lies above or
    /// in the viewport (its height places the rows shown), else when it is next needed.
    private func invalidateHeight(_ row: Int) {
        guard heights[row] != nil else { return }
        if heightMode == .measuredOnLoad || row < rowsInViewport().upperBound {
            heights[row] = measureRow(row)
            updateOffsets(CollectionOfOne(row))
            contentOffset = min(contentOffset, max(0, contentHeight - viewportHeight))
            layoutVisibleRows()
        } else {
            heights[row] = nil
            measuredPrefix = min(measuredPrefix, row)
            updateOffsets(CollectionOfOne(row))
        }
    }

    private func storyHeightDidChange(_ object: ObjectIdentifier?) {
        guard let object, let row = rowsByStory[object], row < heights.count else { return }
        heights[row] = measureRow(row)
        updateOffsets(CollectionOfOne(row))
        contentOffset = min(contentOffset, max(0, contentHeight - viewportHeight))
        layoutVisibleRows()
    }
}

import FeedStyle
import FlexLayout
import Foundation
import TextLayout
import Views

/// The feed: a list of story rows over a viewport, as a table view and its controller would run it.
///
/// - Rows are cells reused by reuse identifier: a row entering the viewport dequeues a cell for its
///   identifier (or makes one), a row leaving enqueues its cell. Visible cells' story views are
///   subviews of `tableView`, at their rows' offsets (content coordinates).
/// - Heights are measured with one offscreen sizing cell per identifier and cached per row. In
///   `.measuredOnLoad` mode `reloadData` measures every row; in `.estimated` mode a row is measured
///   when it first enters the viewport, and rows below move if the estimate was off.
/// - The controller hears `storyHeightDidChange` from visible rows' story controllers: it forgets that
///   row's height, measures it again, and moves the rows below. Nothing else is re-measured.
///
/// Thread: main actor only.
@MainActor
public final class FeedController {
    public let feed: FeedModel
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
    /// `offsets[i]` is the top of row `i`; `offsets[count]` is the content height.
    private var offsets: [Double] = [0]
    private var rowsByStory: [ObjectIdentifier: Int] = [:]
    private var visibleCells: [Int: StoryCell] = [:]
    private var reuseQueue: [String: [StoryCell]] = [:]
    private var sizingCells: [String: StoryCell] = [:]
    private var observation: NotificationObservation?
    private var insertionObservation: NotificationObservation?

    public init(feed: FeedModel, width: Double, viewportHeight: Double, textEngine: TextEngine, style: FeedStyle,
                heightMode: RowHeightMode = .measuredOnLoad) {
        self.feed = feed
        self.width = width
        self.viewportHeight = viewportHeight
        self.heightMode = heightMode
        environment = ViewEnvironment(textEngine: textEngine, style: style)
        tableView = View(kind: "feed", context: environment.context)
        observation = NotificationObservation(FeedNotifications.storyHeightDidChange, object: nil,
                                              center: feed.notificationCenter) { [weak self] object in
            self?.storyHeightDidChange(object)
        }
        insertionObservation = NotificationObservation(FeedNotifications.feedDidInsertStories, object: feed,
                                                       center: feed.notificationCenter) { [weak self] _ in
            self?.storiesWereInserted()
        }
    }

    /// Counters of the views, cells and measurements so far.
    public var statistics: MVCStatistics { environment.statistics }

    // MARK: - Rows

    public var numberOfRows: Int { feed.stories.count }

    /// The content's height: measured rows plus estimates for the others.
    public var contentHeight: Double { offsets[offsets.count - 1] }

    /// The row's frame in content coordinates.
    public func rowFrame(_ row: Int) -> Rect {
        Rect(x: 0, y: offsets[row], width: width, height: offsets[row + 1] - offsets[row])
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
        rowsByStory = [:]
        for (row, story) in feed.stories.enumerated() { rowsByStory[ObjectIdentifier(story)] = row }
        if heightMode == .measuredOnLoad {
            for row in heights.indices { heights[row] = measureRow(row) }
        }
        recomputeOffsets(from: 0)
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
            environment.statistics.cellsReused += 1
            return cell
        }
        environment.statistics.cellsCreated += 1
        return StoryCell(reuseIdentifier: identifier, environment: environment)
    }

    private func enqueue(_ cell: StoryCell) {
        cell.prepareForReuse()
        cell.storyView.view.removeFromSuperview()
        reuseQueue[cell.reuseIdentifier, default: []].append(cell)
        environment.statistics.cellsEnqueued += 1
    }

    /// The row's height, from an offscreen sizing cell configured with its story.
    private func measureRow(_ row: Int) -> Double {
        let story = feed.stories[row]
        let identifier = StoryCell.reuseIdentifier(for: story)
        let cell = sizingCells[identifier] ?? StoryCell(reuseIdentifier: identifier, environment: environment)
        sizingCells[identifier] = cell
        cell.configure(with: story, center: feed.notificationCenter)
        environment.statistics.rowsMeasured += 1
        let height = cell.storyView.sizeThatFits(width: width).height
        cell.prepareForReuse()
        return height
    }

    // MARK: - Layout

    private func recomputeOffsets(from row: Int) {
        if offsets.count != heights.count + 1 { offsets = Array(repeating: 0, count: heights.count + 1) }
        let estimate: Double
        if case .estimated(let value) = heightMode { estimate = value } else { estimate = 0 }
        for index in row..<heights.count {
            offsets[index + 1] = offsets[index] + (heights[index] ?? estimate)
        }
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
            if offsets[middle + 1] <= top { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < heights.count, offsets[end] < bottom { end += 1 }
        return low..<end
    }

    private func layoutVisibleRows() {
        var rows = rowsInViewport()
        // Estimated mode: measure rows as they enter; a measurement moves the rows below, which may
        // change which rows are visible, so repeat until every visible row is measured.
        while let unmeasured = rows.first(where: { heights[$0] == nil }) {
            for row in rows where heights[row] == nil { heights[row] = measureRow(row) }
            recomputeOffsets(from: unmeasured)
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
        visibleCells = Dictionary(uniqueKeysWithValues: visibleCells.map { ($0.key + inserted, $0.value) })
        rowsByStory = [:]
        for (row, story) in feed.stories.enumerated() { rowsByStory[ObjectIdentifier(story)] = row }
        recomputeOffsets(from: 0)
        contentOffset = min(contentOffset, max(0, contentHeight - viewportHeight))
        layoutVisibleRows()
    }

    private func storyHeightDidChange(_ object: ObjectIdentifier?) {
        guard let object, let row = rowsByStory[object], row < heights.count else { return }
        heights[row] = measureRow(row)
        recomputeOffsets(from: row)
        contentOffset = min(contentOffset, max(0, contentHeight - viewportHeight))
        layoutVisibleRows()
    }
}

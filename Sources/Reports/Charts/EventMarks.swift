/// The scenario's events along a chart's frame axis, merged where their labels would overlap: one mark per
/// run of close events, labelled with its kind and count ("like ×12", "9 events"), the list in its title.
struct EventMark {
    /// In frame order.
    var events: [(frame: Int, kind: String)]
    /// Where the first and the last event lie on the axis.
    let from: Double
    var to: Double

    var count: Int { events.count }

    /// Each kind once, with its count, in the order the kinds first come.
    var kinds: [(kind: String, count: Int)] {
        var kinds: [(kind: String, count: Int)] = []
        for event in events {
            if let index = kinds.firstIndex(where: { $0.kind == event.kind }) {
                kinds[index].count += 1
            } else {
                kinds.append((event.kind, 1))
            }
        }
        return kinds
    }

    var label: String {
        let kinds = kinds
        if kinds.count == 1 { return count == 1 ? kinds[0].kind : "\(kinds[0].kind) ×\(count)" }
        return "\(count) events"
    }

    /// The events in words, at most `listed` of them, then how many more.
    func title(listing listed: Int = 20) -> String {
        guard let first = events.first, let last = events.last else { return "" }
        if count == 1 { return "frame \(first.frame): \(first.kind)" }
        let summary = "frames \(first.frame)–\(last.frame): " + kinds.map { "\($0.kind) ×\($0.count)" }.joined(separator: ", ")
        let list = events.prefix(listed).map { "frame \($0.frame): \($0.kind)" }.joined(separator: "; ")
        return summary + ". " + list + (count > listed ? "; and \(count - listed) more" : "")
    }

    /// The label's centre: the mark's middle, moved in so that the label stays within `left`…`right`.
    func labelCenter(left: Double, right: Double) -> Double {
        let half = ChartText.width(label) / 2
        return min(max((from + to) / 2, left + half), max(left + half, right - half))
    }

    func labelExtent(left: Double, right: Double) -> ClosedRange<Double> {
        let center = labelCenter(left: left, right: right)
        let half = ChartText.width(label) / 2
        return (center - half)...(center + half)
    }
}

enum EventMarks {
    /// A merged mark's span at most: a label such as "99 events" and a gap each side.
    static let window = ChartText.width("99 events") + 2 * ChartText.gap

    /// `position`: an event's frame to its place on the axis, which runs from `left` to `right`.
    static func make(_ events: [(frame: Int, kind: String)], position: (Int) -> Double, left: Double,
                     right: Double) -> [EventMark] {
        // A stable sort: events of one frame keep the scenario's order.
        let sorted = events.enumerated().sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }
            .map(\.element)
        // First, events within a merged label's width of a mark's first event join it: a lone event's short
        // label would otherwise meet its neighbour's, and merging pairs would grow marks far wider than their labels.
        var runs: [EventMark] = []
        for event in sorted {
            let x = position(event.frame)
            if let last = runs.last, x - last.from <= window {
                runs[runs.count - 1].events.append(event)
                runs[runs.count - 1].to = x
            } else {
                runs.append(EventMark(events: [event], from: x, to: x))
            }
        }
        // Then marks whose labels still meet merge; a merged label is wider and moves, so it is checked
        // against the mark before it again.
        var marks: [EventMark] = []
        for run in runs {
            marks.append(run)
            while marks.count >= 2 {
                let previous = marks[marks.count - 2]
                let next = marks[marks.count - 1]
                guard previous.labelExtent(left: left, right: right).upperBound + ChartText.gap
                    > next.labelExtent(left: left, right: right).lowerBound else { break }
                marks.removeLast(2)
                marks.append(EventMark(events: previous.events + next.events, from: previous.from, to: next.to))
            }
        }
        return marks
    }
}

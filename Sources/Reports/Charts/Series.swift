import Statistics
import Harness

/// A pipeline's look in every chart: its colour and its second cue (a dash, a hatch), and its label.
struct Series {
    let name: String
    let color: String
    /// The line's dash (`nil`: solid) in line charts.
    let dash: String?
    /// The fill of its bars (a hatch pattern for components).
    let fill: String

    static let mvc = Series(name: "MVC", color: "#1f5fa8", dash: nil, fill: "#1f5fa8")
    static let components = Series(name: "components", color: "#d2691e", dash: "6 3", fill: "url(#hatch-components)")

    static func of(_ pipeline: PipelineKind) -> Series {
        pipeline == .mvc ? mvc : components
    }
}

extension RunResult {
    /// Per frame index, the median over the measured repetitions of that frame's time.
    var medianFrameTimes: [Double] {
        let count = repetitions.map(\.frames.count).max() ?? 0
        return (0..<count).map { index in
            repetitions.compactMap { $0.frames.indices.contains(index) ? $0.frames[index].milliseconds : nil }.median
        }
    }
}

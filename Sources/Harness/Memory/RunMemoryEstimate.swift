import Feed

/// What a run of a scenario needs in memory, estimated from the scenario before anything is built, so
/// that a tiny file asking for a million nested stories or a million frames times a thousand repetitions
/// is refused with a message instead of exhausting the machine.
///
/// The costs are the peak resident memory of `feedbench run` (release build, both pipelines, measured with
/// `/usr/bin/time -v`) at 1,000 to 300,000 generated stories of each mix and at 20,000 and 60,000 frames
/// of 1 and 3 repetitions, on Linux x86_64; the largest per-story slope seen is taken, and the sum is
/// multiplied by `safetyMargin`. It is an estimate: the check refuses only what clearly will not fit.
///
/// Calibration (peak RSS in MiB; 30 frames, 1 repetition, 2 workers, seed 1):
///
///     stories       mixed   text-heavy  photo-heavy    nested
///     1,000            45           46           46        56
///     10,000           65           65           63       158
///     100,000         272          300          285       981
///     300,000         597          673          620      2936
///
/// and for frames (1,000 mixed stories): 20,000 frames 177 MiB (1 repetition) and 411 MiB (3);
/// 60,000 frames 407 MiB and 1065 MiB: about 3.4 KB per frame, repetition and pipeline.
///
/// Beyond 300,000 stories the peak grows faster than the slopes above: `Scenarios/default.json` with
/// 1,000,000 nested stories reached 24 GB resident before the kernel's OOM killer stopped it (100,000: 1.0
/// GB; 300,000: 3.4 GB at 33 s), a cause not yet found. The per-story costs are the slopes times 2.4,
/// so that point is refused, on every mix alike.
public struct RunMemoryEstimate: Sendable, Equatable {
    /// Resident memory before any story: the binary, fonts, caches.
    static let baseBytes = 64 << 20
    /// Per top-level generated story, both pipelines (substories included).
    static func bytesPerStory(_ mix: ContentMix) -> Int {
        switch mix {
        case .mixed: return 5_800
        case .textHeavy: return 6_500
        case .photoHeavy: return 6_200
        case .nested: return 24_000
        }
    }
    /// Per inline story, substories counted one by one (an inline story is no bigger than a generated one).
    static let bytesPerInlineStory = 6_500
    /// Per frame of each recorded repetition and pipeline: the samples kept for `run.json`.
    static let bytesPerFrame = 3_400
    /// Measured peaks are multiplied by this: other machines, allocators and inputs differ.
    static let safetyMargin = 1.5

    /// The estimate, in bytes.
    public let bytes: UInt64

    /// The estimate for `scenario`, run through `pipelines` pipelines with `repetitions` measured
    /// repetitions (the scenario's own when nil) and a counting repetition.
    public init(scenario: Scenario, pipelines: Int, repetitions: Int? = nil) {
        var stories = 0.0
        for story in scenario.feed.inlineStories { stories += Double(story.allStories.count * Self.bytesPerInlineStory) }
        for event in scenario.events {
            if case .insertAtTop(let inserted) = event.action {
                for story in inserted { stories += Double(story.allStories.count * Self.bytesPerInlineStory) }
            }
        }
        if let spec = scenario.feed.generatorSpec {
            stories += Double(spec.stories) * Double(Self.bytesPerStory(spec.mix))
        }
        let recorded = Double((repetitions ?? scenario.repetitions) + 1)
        let frames = Double(scenario.frameCount + 1) * recorded * Double(max(1, pipelines)) * Double(Self.bytesPerFrame)
        let total = (Double(Self.baseBytes) + stories + frames) * Self.safetyMargin
        bytes = total >= Double(UInt64.max) ? .max : UInt64(total)
    }

    /// Why the largest of `scenarios` cannot run within `limit`, or nil when every one fits (scenarios run
    /// one after the other, so the largest decides).
    public static func refusal(
        for scenarios: [(file: String, scenario: Scenario)], pipelines: Int, repetitions: Int?, limit: MemoryLimit
    ) -> String? {
        let estimates = scenarios.map { (file: $0.file, estimate: RunMemoryEstimate(scenario: $0.scenario, pipelines: pipelines, repetitions: repetitions)) }
        guard let largest = estimates.max(by: { $0.estimate.bytes < $1.estimate.bytes }), largest.estimate.bytes > limit.bytes
        else { return nil }
        return "\(largest.file) needs about \(gibibytes(largest.estimate.bytes)) of memory (stories, and frames times "
            + "repetitions) and this process may use \(gibibytes(limit.bytes)) (\(limit.source)); nothing was run. "
            + "Use fewer stories, frames or repetitions, or a machine with more memory."
    }

    static func gibibytes(_ bytes: UInt64) -> String {
        let value = Double(bytes) / Double(1 << 30)
        return value >= 10 ? "\(Int(value.rounded())) GiB" : "\((value * 10).rounded() / 10) GiB"
    }
}

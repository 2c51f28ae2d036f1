import Feed
import JSON

/// What `feedbench validate` prints after a scenario's OK.
extension Scenario {
    /// `"default" 375x667 @2x, 200 generated stories (mixed), 600 frames, 4 events`: the name quoted as every
    /// echo of the user's text is.
    public func summaryLine() -> String {
        func stories(_ count: Int, _ kind: String) -> String { "\(count) \(kind) stor\(count == 1 ? "y" : "ies")" }
        var parts: [String] = []
        if !feed.inlineStories.isEmpty { parts.append(stories(feed.inlineStories.count, "inline")) }
        if let spec = feed.generatorSpec {
            parts.append(stories(spec.stories, "generated") + " (\(spec.mix.rawValue))")
        }
        let eventCount = events.count
        return "\(MessageText.quoted(name)) \(Self.number(device.width))x\(Self.number(device.height)) "
            + "@\(Self.number(device.scale))x, \(parts.joined(separator: " on top of ")), \(frameCount) frames, "
            + "\(eventCount) event\(eventCount == 1 ? "" : "s")"
    }

    /// Whole numbers without a fraction; any other as Swift writes it.
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

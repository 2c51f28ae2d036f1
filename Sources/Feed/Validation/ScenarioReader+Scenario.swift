extension ScenarioReader {
    /// The whole document. Beyond each part's own checks: the schema version, and events that fit the
    /// scroll (see `readEvents`).
    func readScenario(_ value: JSONValue, at path: JSONPath) -> Scenario? {
        guard var fields = object(value, at: path) else { return nil }
        let keys = ["schemaVersion", "name", "device", "feed", "scroll"]
        guard keys.contains(where: fields.has) else {
            // Not one known key: another kind of JSON file. One problem says so, not one per key.
            report(path, "not a scenario: none of the keys \(keys.joined(separator: ", ")) is present")
            return nil
        }
        return clean {
            let version = required(&fields, "schemaVersion") { value, path -> Int? in
                guard let version = integer(value, at: path, in: 0...Int(Int32.max)) else { return nil }
                guard version == Scenario.schemaVersion else {
                    report(path, "unsupported schema version \(version) (this feedbench reads version \(Scenario.schemaVersion))")
                    return nil
                }
                return version
            }
            // A file of another version is not checked further: its keys would only produce noise.
            guard version != nil || !fields.has("schemaVersion") else { return nil }
            let short = limits.maximumShortTextLength
            let name = required(&fields, "name") { string($0, at: $1, maxLength: short) }
            let summary = optional(&fields, "description") { string($0, at: $1, maxLength: limits.maximumTextLength) }
            let device = required(&fields, "device", readDevice)
            let frameBudget = optional(&fields, "frameBudgetMs", default: Scenario.defaultFrameBudget) {
                positive($0, at: $1, maximum: limits.maximumFrameBudget)
            }
            let feed = required(&fields, "feed", readFeed)
            let scroll = required(&fields, "scroll") { value, path in readScroll(value, at: path, frameBudget: frameBudget) }
            let frameCount = frameBudget.flatMap { budget in scroll.map { $0.frameCount(frameBudget: budget) } }
            let events = optional(&fields, "events", default: []) { value, path in
                readEvents(value, at: path, feed: feed, frameCount: frameCount)
            }
            let repetitions = 0...limits.maximumRepetitions
            let warmUp = optional(&fields, "warmUp", default: Scenario.defaultWarmUp) { integer($0, at: $1, in: repetitions) }
            let measured = optional(&fields, "repetitions", default: Scenario.defaultRepetitions) {
                integer($0, at: $1, in: 1...limits.maximumRepetitions)
            }
            let workers = optional(&fields, "workers", default: Scenario.defaultWorkers) {
                integer($0, at: $1, in: 1...limits.maximumWorkers)
            }
            rejectUnknownKeys(fields)
            guard version != nil, let name, let device, let frameBudget, let feed, let scroll, let events, let warmUp,
                let measured, let workers
            else { return nil }
            return Scenario(
                name: name, summary: summary, device: device, frameBudget: frameBudget, feed: feed, scroll: scroll,
                events: events, warmUp: warmUp, repetitions: measured, workers: workers)
        }
    }

    func readDevice(_ value: JSONValue, at path: JSONPath) -> Device? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let name = optional(&fields, "name") { string($0, at: $1, maxLength: limits.maximumShortTextLength) }
            let width = required(&fields, "width") { positive($0, at: $1, maximum: limits.maximumViewportSide) }
            let height = required(&fields, "height") { positive($0, at: $1, maximum: limits.maximumViewportSide) }
            let scale = required(&fields, "scale") { positive($0, at: $1, maximum: limits.maximumScale) }
            rejectUnknownKeys(fields)
            guard let width, let height, let scale else { return nil }
            return Device(name: name, width: width, height: height, scale: scale)
        }
    }

    /// Exactly one of `stories` (inline, at least one) and `generate`.
    func readFeed(_ value: JSONValue, at path: JSONPath) -> FeedSource? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let stories = optional(&fields, "stories") { value, path in
                array(value, at: path, maxCount: limits.maximumInlineStories, minCount: 1) { value, path in
                    readStory(value, at: path, depth: 0)
                }
            }
            let spec = optional(&fields, "generate", readGeneratorSpec)
            rejectUnknownKeys(fields)
            switch (fields.has("stories"), fields.has("generate")) {
            case (true, true):
                report(path, "must have either \"stories\" or \"generate\", not both")
                return nil
            case (false, false):
                report(path, "must have \"stories\" (the stories, inline) or \"generate\" (a generator spec)")
                return nil
            case (true, false):
                return stories.map(FeedSource.stories)
            case (false, true):
                return spec.map(FeedSource.generated)
            }
        }
    }

    func readGeneratorSpec(_ value: JSONValue, at path: JSONPath) -> GeneratorSpec? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            let seed = required(&fields, "seed") { value, path -> UInt64? in
                guard case .number(let number) = value, number >= 0, number.rounded() == number,
                    number <= Double(limits.maximumSeed)
                else {
                    report(path, "must be a whole number from 0 to \(limits.maximumSeed)")
                    return nil
                }
                return UInt64(number)
            }
            let stories = required(&fields, "stories") { integer($0, at: $1, in: 1...limits.maximumGeneratedStories) }
            let mix: ContentMix? = optional(&fields, "mix", default: .mixed, readChoice)
            rejectUnknownKeys(fields)
            guard let seed, let stories, let mix else { return nil }
            return GeneratorSpec(seed: seed, stories: stories, mix: mix)
        }
    }

    /// A scroll script; with a known frame budget, also checks that a fling ends within the frame limit.
    func readScroll(_ value: JSONValue, at path: JSONPath, frameBudget: Double? = nil) -> ScrollScript? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            guard let kind: ScrollScript.Kind = required(&fields, "kind", readChoice) else { return nil }
            let script: ScrollScript?
            switch kind {
            case .constant:
                let points = required(&fields, "pointsPerFrame") { positive($0, at: $1, maximum: limits.maximumPointsPerFrame) }
                let frames = required(&fields, "frames") { integer($0, at: $1, in: 1...limits.maximumFrames) }
                script = points.flatMap { points in frames.map { ScrollScript.constant(pointsPerFrame: points, frames: $0) } }
            case .fling:
                let velocity = required(&fields, "initialVelocity") {
                    positive($0, at: $1, maximum: limits.maximumPointsPerFrame * 1_000)
                }
                let deceleration = required(&fields, "deceleration") { value, path -> Double? in
                    guard case .number(let rate) = value, rate > 0, rate < 1 else {
                        report(path, "must be a number between 0 and 1, exclusive (UIKit's normal rate is 0.998)")
                        return nil
                    }
                    return rate
                }
                script = velocity.flatMap { velocity in
                    deceleration.map { ScrollScript.fling(initialVelocity: velocity, deceleration: $0) }
                }
                if let script, let frameBudget {
                    let frames = script.exactFrameCount(frameBudget: frameBudget)
                    if !(frames <= Double(limits.maximumFrames)) {
                        report(
                            path.appending("deceleration"),
                            "the fling would last more than \(limits.maximumFrames) frames; use a smaller rate")
                    }
                }
            }
            rejectUnknownKeys(fields)
            return script
        }
    }
}

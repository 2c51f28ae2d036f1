import JSON

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
            let readable = Scenario.readableSchemaVersions
            let version = required(&fields, "schemaVersion") { value, path -> Int? in
                guard let version = integer(value, at: path, in: 0...Int(Int32.max)) else { return nil }
                guard readable.contains(version) else {
                    report(path, "unsupported schema version \(version) (this feedbench reads versions "
                        + "\(readable.lowerBound) to \(readable.upperBound))")
                    return nil
                }
                return version
            }
            // A file of another version is not checked further: its keys would only produce noise.
            guard version != nil || !fields.has("schemaVersion") else { return nil }
            if let version { self.version = version }
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
            // Version 1's defaults stay those of version 1, so an old file measures what it measured.
            let isVersion1 = self.version == 1
            let workers = optional(&fields, "workers", default: isVersion1 ? .fixed(4) : Scenario.defaultWorkers,
                                   readWorkers)
            let rowHeights: MVCRowHeights? = optional(
                &fields, "mvcRowHeights", default: isVersion1 ? .measuredOnLoad : Scenario.defaultMVCRowHeights, readChoice)
            let displayViewports = optional(&fields, "displayViewports", default: Scenario.defaultDisplayViewports) {
                nonNegative($0, at: $1, maximum: Scenario.maximumDisplayViewports)
            }
            rejectUnknownKeys(fields)
            guard version != nil, let name, let device, let frameBudget, let feed, let scroll, let events, let warmUp,
                let measured, let workers, let rowHeights, let displayViewports
            else { return nil }
            return Scenario(
                name: name, summary: summary, device: device, frameBudget: frameBudget, feed: feed, scroll: scroll,
                events: events, warmUp: warmUp, repetitions: measured, workers: workers, mvcRowHeights: rowHeights,
                displayViewports: displayViewports)
        }
    }

    /// `"auto"` or a whole number of workers.
    func readWorkers(_ value: JSONValue, at path: JSONPath) -> WorkerCount? {
        if case .string(let text) = value {
            guard text == "auto" else {
                report(path, "must be \"auto\" or a whole number from 1 to \(limits.maximumWorkers), not \(MessageText.quoted(text))")
                return nil
            }
            return .auto
        }
        return integer(value, at: path, in: 1...limits.maximumWorkers).map(WorkerCount.fixed)
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

    /// `stories` (inline, at least one), `generate`, or (version 2) both: the inline stories on top.
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
                guard version >= 2 else {
                    report(path, "must have either \"stories\" or \"generate\", not both (inline stories on top of a "
                        + "generated feed need \"schemaVersion\": 2)")
                    return nil
                }
                guard let stories, let spec else { return nil }
                checkInlineIDs(of: stories, against: spec, at: path.appending("stories"))
                return .storiesOnGenerated(stories, spec)
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
                // The seed's range is beyond `Int`'s exact doubles, so `integer` cannot read it; the messages
                // are the same.
                let rule = "must be a whole number from 0 to \(limits.maximumSeed)"
                if reportOutOfRange(value, at: path, rule: rule) { return nil }
                guard let number = value.numericValue else {
                    report(path, "must be a whole number, not \(value.typeName)")
                    return nil
                }
                guard number >= 0, number.rounded() == number, number <= Double(limits.maximumSeed) else {
                    report(path, rule)
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

    /// Inline stories on top of a generated feed must not take the generator's ids (`story-N`, with its
    /// substories `story-N.…` and comments `story-N/…`, N up to the spec's count): one id names one
    /// entity, and checking that the content matches would mean generating the whole feed.
    private func checkInlineIDs(of stories: [Story], against spec: GeneratorSpec, at path: JSONPath) {
        for (index, story) in stories.enumerated() {
            for nested in story.allStories where Self.isGeneratedID(nested.id.rawValue, count: spec.stories) {
                report(path.appending(index).appending("id"),
                       "\(MessageText.quoted(nested.id.rawValue)) is also the id of a generated story (story-1 to story-\(spec.stories) and their "
                       + "substories); give inline stories other ids")
                return
            }
        }
    }

    /// Whether `id` is one the generator gives for a feed of `count` stories.
    static func isGeneratedID(_ id: String, count: Int) -> Bool {
        generatedNumber(of: id, count: count) != nil
    }

    /// A scroll script; with a known frame budget, also checks that a fling ends within the frame limit.
    func readScroll(_ value: JSONValue, at path: JSONPath, frameBudget: Double? = nil) -> ScrollScript? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            guard let kind: ScrollScript.Kind = required(&fields, "kind", readChoice) else { return nil }
            let script: ScrollScript?
            switch kind {
            case .gestures:
                guard version >= 2 else {
                    report(path.appending("kind"), "\"gestures\" needs \"schemaVersion\": 2")
                    return nil
                }
                let gestures = required(&fields, "gestures") { value, path in
                    array(value, at: path, maxCount: limits.maximumEvents, minCount: 1) { value, path in
                        readGesture(value, at: path)
                    }
                }
                script = gestures.map(ScrollScript.gestures)
                if let script, let frameBudget, !(script.exactFrameCount(frameBudget: frameBudget) <= Double(limits.maximumFrames)) {
                    report(path.appending("gestures"), "the gestures would last more than \(limits.maximumFrames) frames")
                }
            case .constant:
                let points = required(&fields, "pointsPerFrame") { positive($0, at: $1, maximum: limits.maximumPointsPerFrame) }
                let frames = required(&fields, "frames") { integer($0, at: $1, in: 1...limits.maximumFrames) }
                script = points.flatMap { points in frames.map { ScrollScript.constant(pointsPerFrame: points, frames: $0) } }
            case .fling:
                let velocity = required(&fields, "initialVelocity") {
                    positive($0, at: $1, maximum: limits.maximumPointsPerFrame * 1_000)
                }
                let deceleration = required(&fields, "deceleration", readDeceleration)
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

    /// One gesture of a `gestures` scroll; speeds may be negative (scrolling back up), never zero.
    func readGesture(_ value: JSONValue, at path: JSONPath) -> ScrollGesture? {
        guard var fields = object(value, at: path) else { return nil }
        return clean {
            guard let kind: ScrollGesture.Kind = required(&fields, "kind", readChoice) else { return nil }
            let gesture: ScrollGesture?
            switch kind {
            case .constant:
                let points = required(&fields, "pointsPerFrame") { speed($0, at: $1, maximum: limits.maximumPointsPerFrame) }
                let frames = required(&fields, "frames") { integer($0, at: $1, in: 1...limits.maximumFrames) }
                gesture = points.flatMap { points in frames.map { .constant(pointsPerFrame: points, frames: $0) } }
            case .pause:
                gesture = required(&fields, "frames") { integer($0, at: $1, in: 1...limits.maximumFrames) }
                    .map { .pause(frames: $0) }
            case .fling:
                let velocity = required(&fields, "initialVelocity") {
                    speed($0, at: $1, maximum: limits.maximumPointsPerFrame * 1_000)
                }
                let deceleration = required(&fields, "deceleration", readDeceleration)
                gesture = velocity.flatMap { velocity in deceleration.map { .fling(initialVelocity: velocity, deceleration: $0) } }
            }
            rejectUnknownKeys(fields)
            return gesture
        }
    }

    /// A non-zero number of magnitude at most `maximum` (negative: upward).
    func speed(_ value: JSONValue, at path: JSONPath, maximum: Double) -> Double? {
        let rule = "must be a non-zero number from -\(Self.format(maximum)) to \(Self.format(maximum)) (negative scrolls up)"
        if reportOutOfRange(value, at: path, rule: rule) { return nil }
        guard let number = value.numericValue else {
            report(path, "must be a number, not \(value.typeName)")
            return nil
        }
        guard number != 0, abs(number) <= maximum else {
            report(path, rule)
            return nil
        }
        return number
    }

    /// A fling's deceleration rate.
    func readDeceleration(_ value: JSONValue, at path: JSONPath) -> Double? {
        let rule = "must be a number between 0 and 1, exclusive (UIKit's normal rate is 0.998)"
        if reportOutOfRange(value, at: path, rule: rule) { return nil }
        guard let rate = value.numericValue else {
            report(path, "must be a number, not \(value.typeName)")
            return nil
        }
        guard rate > 0, rate < 1 else {
            report(path, rule)
            return nil
        }
        return rate
    }
}

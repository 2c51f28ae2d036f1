import ArgumentParser
import Feed
import Foundation

/// `feedbench generate`: writes a scenario with a generated feed. The same options give the same bytes.
struct GenerateCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a scenario with a generated feed (the same seed always gives the same file).",
        discussion: """
            Generates N stories from the seed with the chosen content mix and writes a scenario for a \
            device (default: a 375 x 667 point iPhone SE at 2x) and a scroll (default: 12 points per frame \
            for 600 frames; or a fling with --fling-velocity). The stories are written inline (to edit them \
            by hand), or with --spec-only as a generator spec of a few lines that feedbench expands to the \
            same stories when it runs. Exit status: 0 on success, 2 on bad input or when the output file \
            cannot be written.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Number of top-level stories (1 to 100000; 1000000 with --spec-only).", valueName: "n"))
    var stories: Int

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed of the generator, a whole number from 0 to 2^53 - 1.", valueName: "s"))
    var seed: Int64

    @Option(name: .long, help: ArgumentHelp("Content mix: text-heavy, photo-heavy, mixed or nested.", valueName: "mix"))
    var mix: ContentMix = .mixed

    @Option(name: .long, help: ArgumentHelp("Write the scenario to this file instead of standard output.", valueName: "file"))
    var out: String?

    @Option(name: .long, help: "Scenario name (default: generated-MIX-N-seed-S).")
    var name: String?

    @Option(name: .long, parsing: .unconditional, help: "Frames to scroll at --points-per-frame (1 to 1000000).")
    var frames: Int = 600

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Points the viewport moves each frame (a steady drag).", valueName: "points"))
    var pointsPerFrame: Double = 12

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Fling instead of a steady drag: the initial velocity in points per second.", valueName: "points/s"))
    var flingVelocity: Double?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The fling's velocity factor per millisecond (UIKit: 0.998 normal, 0.99 fast).", valueName: "rate"))
    var deceleration: Double = 0.998

    @Option(name: .long, help: ArgumentHelp("The device's name.", valueName: "name"))
    var deviceName = "iPhone SE"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The viewport's width in points.", valueName: "points"))
    var deviceWidth: Double = 375

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The viewport's height in points.", valueName: "points"))
    var deviceHeight: Double = 667

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Pixels per point (1 to 4).", valueName: "factor"))
    var scale: Double = 2

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Worker threads: auto (cores minus one) or a number.", valueName: "n"))
    var workers = Parsed(WorkerCount.auto)

    @Option(name: .long, help: ArgumentHelp("MVC's row heights: estimated or measured-on-load.", valueName: "mode"))
    var mvcRowHeights: MVCRowHeights = .estimated

    @Flag(name: .long, help: "Write the generator spec instead of the stories, for a small file.")
    var specOnly = false

    func checkOptions() throws {
        let limits = ScenarioLimits.standard
        let maximum = specOnly ? limits.maximumGeneratedStories : limits.maximumInlineStories
        try require((1...maximum).contains(stories), "--stories must be between 1 and \(maximum) (got \(stories))"
            + (specOnly ? "." : "; use --spec-only for larger feeds."))
        try require(seed >= 0 && UInt64(seed) <= limits.maximumSeed, "--seed must be between 0 and \(limits.maximumSeed) (got \(seed)).")
        try require((1...limits.maximumFrames).contains(frames), "--frames must be between 1 and \(limits.maximumFrames) (got \(frames)).")
        if let name {
            try require(!name.isEmpty && name.unicodeScalars.count <= limits.maximumShortTextLength,
                "--name must have 1 to \(limits.maximumShortTextLength) characters.")
        }
        try require(pointsPerFrame > 0 && pointsPerFrame <= limits.maximumPointsPerFrame,
            "--points-per-frame must be above 0 and at most \(Int(limits.maximumPointsPerFrame)) (got \(pointsPerFrame)).")
        if let flingVelocity {
            try require(flingVelocity > 0 && flingVelocity <= limits.maximumPointsPerFrame * 1_000,
                "--fling-velocity must be above 0 and at most \(Int(limits.maximumPointsPerFrame * 1_000)) (got \(flingVelocity)).")
        }
        try require(deceleration > 0 && deceleration < 1, "--deceleration must be between 0 and 1, exclusive (got \(deceleration)).")
        try require(!deviceName.isEmpty && deviceName.unicodeScalars.count <= limits.maximumShortTextLength,
            "--device-name must have 1 to \(limits.maximumShortTextLength) characters.")
        for (option, value) in [("--device-width", deviceWidth), ("--device-height", deviceHeight)] {
            try require(value > 0 && value <= limits.maximumViewportSide,
                "\(option) must be above 0 and at most \(Int(limits.maximumViewportSide)) (got \(value)).")
        }
        try require(scale > 0 && scale <= limits.maximumScale, "--scale must be above 0 and at most \(Int(limits.maximumScale)) (got \(scale)).")
        _ = try workers.value()
        try OutputFile.check(out, option: "--out")
    }

    /// The scroll the options ask for.
    var scroll: ScrollScript {
        flingVelocity.map { ScrollScript.fling(initialVelocity: $0, deceleration: deceleration) }
            ?? .constant(pointsPerFrame: pointsPerFrame, frames: frames)
    }

    func execute() throws {
        let spec = GeneratorSpec(seed: UInt64(seed), stories: stories, mix: mix)
        let scenario = Scenario(
            name: name ?? "generated-\(mix.rawValue)-\(stories)-seed-\(seed)",
            summary: "Generated by: feedbench \(commandLine)",
            device: Device(name: deviceName, width: deviceWidth, height: deviceHeight, scale: scale),
            feed: specOnly ? .generated(spec) : .stories(FeedGenerator(spec: spec).stories()),
            scroll: scroll, workers: try workers.value(), mvcRowHeights: mvcRowHeights)
        let data = try ScenarioEncoding.data(scenario)
        guard let out else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw CommandFailure.badInput("cannot write \(out) (\(error.localizedDescription))")
        }
    }
}

extension GenerateCommand {
    /// The options that shape the output, as a command line that writes the same scenario again.
    var commandLine: String {
        var words = ["generate", "--stories", "\(stories)", "--seed", "\(seed)", "--mix", mix.rawValue]
        if let flingVelocity {
            words += ["--fling-velocity", number(flingVelocity)]
            if deceleration != 0.998 { words += ["--deceleration", number(deceleration)] }
        } else {
            if frames != 600 { words += ["--frames", "\(frames)"] }
            if pointsPerFrame != 12 { words += ["--points-per-frame", number(pointsPerFrame)] }
        }
        if deviceName != "iPhone SE" { words += ["--device-name", deviceName.contains(" ") ? "'\(deviceName)'" : deviceName] }
        if deviceWidth != 375 { words += ["--device-width", number(deviceWidth)] }
        if deviceHeight != 667 { words += ["--device-height", number(deviceHeight)] }
        if scale != 2 { words += ["--scale", number(scale)] }
        if case .fixed(let count)? = try? workers.value() { words += ["--workers", "\(count)"] }
        if mvcRowHeights != .estimated { words += ["--mvc-row-heights", mvcRowHeights.rawValue] }
        if let name { words += ["--name", name.contains(" ") ? "'\(name)'" : name] }
        if specOnly { words.append("--spec-only") }
        return words.joined(separator: " ")
    }
}

/// `12`, `0.998`: whole numbers without a fraction.
private func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

extension ContentMix: ExpressibleByArgument {}

/// `--workers`: `auto` (cores minus one) or a count from 1 to the scenario format's most.
extension WorkerCount: OptionValue {
    init(option text: String) throws(CommandFailure) {
        let maximum = ScenarioLimits.standard.maximumWorkers
        if text == "auto" {
            self = .auto
        } else if let count = Int(text), (1...maximum).contains(count) {
            self = .fixed(count)
        } else {
            throw .badInput("--workers must be auto or a whole number from 1 to \(maximum) (got \(text)).")
        }
    }
}
extension MVCRowHeights: ExpressibleByArgument {}

import Bench
import Console
import ArgumentParser
import Feed
import Foundation
import LayoutConformance

/// `feedbench flex`: lays out flexbox cases, compares them with the expected (Chrome) layouts, and times
/// the engine.
struct FlexCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "flex",
        abstract: "Check the flexbox engine against layout cases and time it.",
        discussion: """
            Lays out every case of FILE (the Yoga/Chrome case format), compares each node's left, top, \
            width and height with the expected values (tolerance 0.5 pt), prints the failing cases, a \
            pass rate per feature and the median time per layout. Exit status: 0 when all cases pass, \
            1 when some fail, 2 when FILE cannot be read or a case cannot be checked (the message names \
            the JSON path).
            """
    )

    @Option(name: .long, help: ArgumentHelp("A JSON file of layout cases.", valueName: "file"))
    var cases: String

    @Option(name: .long, parsing: .unconditional, help: "Timed layouts per case (cold layout of a fresh tree, then a cached re-layout).")
    var iterations: Int = 5

    @Flag(name: .long, help: "Print the results as JSON instead of text.")
    var json = false

    func checkOptions() throws {
        try require(iterations >= 1 && iterations <= 100_000, "--iterations must be between 1 and 100000 (got \(iterations)).")
    }

    func execute() throws {
        let data: Data
        do {
            // A pipe too (`--cases <(…)`), bounded as a scenario file is.
            data = try BoundedRead.bytes(of: cases, standardInputPath: nil, maximumBytes: ScenarioLoader.maximumFileBytes)
        } catch {
            throw CommandFailure.badInput("\(cases): \(error)")
        }
        let loaded: [ConformanceCase]
        do {
            loaded = try CaseFile.decode(data, file: cases)
        } catch let error as CaseFileError {
            throw CommandFailure.badInput("\(error)")
        }
        let runner = ConformanceRunner()
        let results = runner.run(loaded)
        let benchmark = LayoutBenchmark(iterations: iterations)
        let timings = loaded.map(benchmark.time)
        let report = FlexReport(file: cases, results: results, timings: timings)
        print(json ? report.json() : report.text(), terminator: json ? "\n" : "")
        if report.failed > 0 { throw ExitCode(1) }
    }
}

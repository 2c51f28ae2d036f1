import Drawing
import Feed
import Foundation
import Geometry
import Gzip
import Harness
import Statistics
import JSON
import Testing

@testable import Reports

/// Reading run folders back, the index of runs, and comparisons.
@Suite struct RunFoldersTests {
    func writeRun(_ report: RunReport, named name: String, in folder: URL) throws -> URL {
        let run = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        for file in try report.folderFiles() { try file.data.write(to: run.appendingPathComponent(file.name)) }
        try ReportFiles.write(report, into: run)
        return run
    }

    /// A pipeline's first screen as drawn is a PNG of its own in the folder, named by the scenario's position
    /// (never its name), read back with the folder, and shown in the page as an inline JPEG preview; a file
    /// there that is not a PNG is left out.
    @Test func firstScreensAreFilesOfTheirOwn() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var report = ReportFixtures.report(name: "../../etc/passwd")
        let device = report.scenarios[0].scenario.device
        let drawn = Bitmap.draw(size: Size(width: device.width, height: device.height), scale: device.scale) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: device.width / 2, height: 20), color: Color(rgb: 0x1877F2), cornerRadius: 0)
        }
        let png = try #require(drawn.pngData())
        report.scenarios[0].results[0].firstScreenPNG = png
        let pipeline = report.scenarios[0].results[0].pipeline
        let name = RunReport.firstScreenFileName(scenario: 0, pipeline: pipeline)
        #expect(name == "first-screen-1-\(pipeline.rawValue).png")
        let run = try writeRun(report, named: "run-1", in: folder)
        #expect(try Data(contentsOf: run.appendingPathComponent(name)) == png)
        let read = try RunFolderReader.read(run.path).report
        #expect(read.scenarios[0].results[0].firstScreenPNG == png)
        #expect(read.scenarios[0].results.dropFirst().allSatisfy { $0.firstScreenPNG == nil })
        let page = try String(contentsOf: run.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.components(separatedBy: #"src="data:image/jpeg;base64,"#).count == 2)
        #expect(page.contains(name))
        // Not a PNG: not read, and the page shows the wireframe alone.
        try Data("not a png".utf8).write(to: run.appendingPathComponent(name))
        #expect(try RunFolderReader.read(run.path).report.scenarios[0].results[0].firstScreenPNG == nil)
    }

    @Test func aRunFolderReadsBackAsItWasWritten() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = ReportFixtures.report(name: "round trip")
        let run = try writeRun(report, named: "run-1", in: folder)
        let read = try RunFolderReader.read(run.path)
        #expect(read.report == report)
        // Named by its run.json, the folder's frames are read too.
        #expect(try RunFolderReader.read(run.appendingPathComponent("run.json").path).report == report)
        for name in ReportFiles.names + [FrameFile.fileName] {
            #expect(FileManager.default.fileExists(atPath: run.appendingPathComponent(name).path))
        }
        // Without the frames: every summary the gate reads, no frame or trace.
        let summaries = try RunFolderReader.read(run.path, frames: false).report
        #expect(summaries == report.withoutFrames())
        #expect(summaries != report)
        let result = try #require(summaries.scenarios.first?.results.first)
        #expect(result.trace == nil && !result.framesKept)
        #expect(result.repetitions.map(\.frameSummary) == report.scenarios[0].results[0].repetitions.map(\.frameSummary))
        // A folder whose frame file was removed reads as one written without it.
        try FileManager.default.removeItem(at: run.appendingPathComponent(FrameFile.fileName))
        #expect(try RunFolderReader.read(run.path).report == report.withoutFrames())
    }

    /// A frame file that is not its run's, or not a frame file, is refused with its path and the JSON path of
    /// what does not fit; run.json alone still reads.
    @Test func aFrameFileThatDoesNotBelongIsRefused() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try writeRun(ReportFixtures.report(name: "one"), named: "run", in: folder)
        let frames = run.appendingPathComponent(FrameFile.fileName)
        let other = try #require(try ReportFixtures.report(name: "other").folderFiles().last)
        let cases: [(Data, String)] = [
            (other.data, "entries[0].scenario: this run has no scenario of that name: it does not belong to the "
                + "run.json beside it"),
            (Data("not gzip".utf8), "it is not gzip data, or is damaged"),
            (try Gzip.compress(Data("{}".utf8)), "not a frame file of format \(RunReport.formatVersion)"),
        ]
        for (data, message) in cases {
            try data.write(to: frames)
            #expect {
                try RunFolderReader.read(run.path)
            } throws: { error in
                "\(error)".hasPrefix("\(frames.path): ") && "\(error)".contains(message)
            }
            #expect(try RunFolderReader.read(run.path, frames: false).report.scenarios.count == 1)
        }
        // One frame fewer than run.json counts, and a column of another length.
        var file = FrameFile(ReportFixtures.report(name: "one"))
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(file)) as? [String: Any]
        var entries = try #require(json?["entries"] as? [[String: Any]])
        var repetitions = try #require(entries[0]["repetitions"] as? [[String: Any]])
        var columns = try #require(repetitions[0]["frames"] as? [String: [Any]])
        for (key, values) in columns { columns[key] = Array(values.dropLast()) }
        repetitions[0]["frames"] = columns
        entries[0]["repetitions"] = repetitions
        var shorter = json ?? [:]
        shorter["entries"] = entries
        try Gzip.compress(try JSONSerialization.data(withJSONObject: shorter)).write(to: frames)
        #expect {
            try RunFolderReader.read(run.path)
        } throws: { error in "\(error)".contains("entries[0].repetitions[0].frames: 5 frames, where run.json counts 6") }
        columns["offset"] = []
        repetitions[0]["frames"] = columns
        entries[0]["repetitions"] = repetitions
        shorter["entries"] = entries
        try Gzip.compress(try JSONSerialization.data(withJSONObject: shorter)).write(to: frames)
        #expect {
            try RunFolderReader.read(run.path)
        } throws: { error in "\(error)".contains("entries[0].repetitions[0].frames: offset has 0 values where frame has 5") }
        file = FrameFile(ReportFixtures.report(name: "one"))
        #expect(!file.isEmpty)
    }

    @Test func otherFormatVersionsAreRefusedByName() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.json")
        try Data(#"{"formatVersion": 2, "scenarios": []}"#.utf8).write(to: file)
        #expect {
            try RunFolderReader.read(folder.path)
        } throws: { error in
            guard case ReportError.unsupportedFormat(_, let version, let supported) = error else { return false }
            return version == 2 && supported == RunReport.formatVersion
                && "\(error)".contains("format version 2")
        }
        try Data("not json".utf8).write(to: file)
        #expect(throws: ReportError.self) { try RunFolderReader.read(folder.path) }
        #expect(throws: ReportError.self) { try RunFolderReader.read(folder.appendingPathComponent("missing").path) }
        // A folder without run.json, and a run.json that is a folder: said as such.
        try FileManager.default.removeItem(at: file)
        #expect {
            try RunFolderReader.read(folder.path)
        } throws: { error in "\(error)" == "\(file.path): no such file; is this a run folder?" }
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect {
            try RunFolderReader.read(folder.path)
        } throws: { error in "\(error)" == "\(file.path): is a folder, not a file; is this a run folder?" }
    }

    /// The reader of text already in memory (what the fuzzer calls) names the file it is given in errors.
    @Test func textInMemoryReadsAsTheFileAndErrorsNameTheFile() throws {
        let report = ReportFixtures.report(name: "in memory")
        #expect(try RunFolderReader.read(data: report.jsonData(), file: "a/run.json") == report.withoutFrames())
        let truncated = try report.jsonData().prefix(100)
        #expect {
            try RunFolderReader.read(data: Data(truncated), file: "a/run.json")
        } throws: { error in
            guard case ReportError.unreadable(let file, _) = error else { return false }
            return file == "a/run.json" && "\(error)".hasPrefix("a/run.json: ")
        }
    }

    /// FeedBench's decoder reads a valid run.json to the report Foundation's reads: it must never blame a
    /// value of a run.json that reads.
    @Test func aValidRunJSONReadsAsFoundationReadsIt() throws {
        let report = ReportFixtures.report(name: "one decoder")
        let data = try report.jsonData()
        #expect(try JSONDocument.decode(RunReport.self, from: data) == report.withoutFrames())
        #expect(try JSONDocument.decode(RunReport.self, from: data) == JSONDecoder().decode(RunReport.self, from: data))
    }

    /// The whole process's peak resident size is a run-level field: absent from the JSON when unknown (so a
    /// run.json from before it reads, as `nil`), read back when there, by both readings.
    @Test func theProcessPeakIsOptional() throws {
        var report = ReportFixtures.report(name: "peak")
        let old = try report.jsonData()
        #expect(!String(decoding: old, as: UTF8.self).contains("processPeakResidentBytes"))
        #expect(try RunFolderReader.read(data: old, file: "old/run.json").processPeakResidentBytes == nil)
        report.processPeakResidentBytes = 425_000_000
        let new = try report.jsonData()
        #expect(String(decoding: new, as: UTF8.self).contains(#""processPeakResidentBytes":425000000"#))
        #expect(try RunFolderReader.read(data: new, file: "new/run.json") == report.withoutFrames())
        #expect(try JSONDocument.decode(RunReport.self, from: new).processPeakResidentBytes == 425_000_000)
    }

    /// Two scenarios of one name in a run.json (which `feedbench run` never writes) are refused: every reader
    /// of a run folder matches scenarios by name.
    @Test func scenariosOfOneNameAreRefused() throws {
        let one = ReportFixtures.report(name: "twin")
        let twins = RunReport(startedAt: Date(timeIntervalSince1970: 0), machine: one.machine, options: one.options,
                              scenarios: one.scenarios + one.scenarios)
        #expect {
            try RunFolderReader.read(data: twins.jsonData(), file: "a/run.json")
        } throws: { error in
            "\(error)" == #"a/run.json: scenarios[1].scenario.name: "twin" is the name of scenarios[0] too; "#
                + "a run's scenarios have names of their own"
        }
    }

    /// A value that does not fit names its JSON path in words: a negative count, a fraction where a whole
    /// number belongs, a number past a `Double` or past its type (Foundation's decoder says "not valid JSON"
    /// for all four, with no path), a wrong type, a pipeline no build has, echoed escaped, and a number past a
    /// `Double` in the scenario, which the scenario reader words.
    @Test func aValueThatDoesNotFitIsNamedByItsPath() throws {
        let report = ReportFixtures.report(name: "paths")
        let text = try #require(String(data: report.jsonData(), encoding: .utf8))
        let cases: [(old: String, new: String, message: String)] = [
            (#""physicalMemoryBytes":"#, #""physicalMemoryBytes":-1,"x":"#,
             "machine.physicalMemoryBytes: must be a whole number from 0 to 18446744073709551615, not -1"),
            (#""processorCount":"#, #""processorCount":2.5,"x":"#, "machine.processorCount: must be a whole number, not 2.5"),
            (#""processorCount":"#, #""processorCount":1e400,"x":"#,
             "machine.processorCount: must be a whole number from -9223372036854775808 to 9223372036854775807, not 1e400"),
            (#""hostName":"#, #""hostName":7,"x":"#, "machine.hostName: must be a string, not a number"),
            (#""mvc""#, #""mv\nc""#, #"options.pipelines[0]: must be one of mvc, components, not "mv\nc""#),
            (#""physicalMemoryBytes":"#, #""physicalMemoryBytes":18446744073709551616,"x":"#,
             "machine.physicalMemoryBytes: must be a whole number from 0 to 18446744073709551615, not 18446744073709551616"),
            (#""device":{"height":"#, #""device":{"height":1e400,"x":"#,
             "scenarios[0].scenario.device.height: must be a positive number of at most 10000 (1e400 is out of range) "
                + "(and 1 more problem in this scenario)"),
        ]
        for (old, new, message) in cases {
            #expect(text.contains(old), "the fixture's run.json holds \(old)")
            let data = Data(text.replacingOccurrences(of: old, with: new).utf8)
            do {
                _ = try RunFolderReader.read(data: data, file: "a/run.json")
                Issue.record("\(new) was read")
            } catch {
                #expect(error.description == "a/run.json: not a run.json of format \(RunReport.formatVersion) (\(message))")
            }
        }
    }

    /// A member given twice is refused with its line and column, where Foundation's decoder keeps one of the
    /// two values silently.
    @Test func aMemberGivenTwiceIsRefused() throws {
        let text = try #require(String(data: ReportFixtures.report(name: "twice").jsonData(), encoding: .utf8))
        #expect(text.hasPrefix("{") && text.contains(#""formatVersion":"#))
        let data = Data((#"{"formatVersion":0,"# + text.dropFirst()).utf8)
        #expect {
            try RunFolderReader.read(data: data, file: "a/run.json")
        } throws: { error in
            "\(error)".hasPrefix("a/run.json: not a run.json (not valid JSON (line 1, column ")
                && "\(error)".hasSuffix(#": duplicate member name "formatVersion"))"#)
        }
    }

    /// A run.json is a user file: numbers no run writes (a frame of 1e300 ms, counts of Int.max, a box
    /// wider than any screen, a worker numbered past Int.max - 10) still make every report file and a comparison,
    /// without trapping. (The run-report fuzzer found the first.)
    @Test func extremeNumbersInARunFolderStillMakeItsFiles() throws {
        let report = ReportFixtures.report(name: "extreme")
        let json = try JSONSerialization.jsonObject(with: report.jsonData())
        // Counts a run sums or averages (the allocation and view counters, waits, jobs, frame tallies).
        let counts: Set<String> = ["allocations", "allocatedBytes", "viewsCreated", "viewsReused", "attributeWrites",
                                   "textLayouts", "textCacheHits", "layoutCalls", "framesWaited", "workerJobs",
                                   "droppedFrames", "framesOverBudget", "hangs", "frozenFrames", "peakLiveViews",
                                   "liveViews", "heapPeak", "peakResidentBytes"]
        // `inBoxes`: a wireframe box's width (the device's width is checked when read, and refused past 10,000).
        func hostile(_ value: Any, key: String?, inBoxes: Bool = false) -> Any {
            switch value {
            case let object as [String: Any]:
                return Dictionary(uniqueKeysWithValues: object.map {
                    ($0.key, hostile($0.value, key: $0.key, inBoxes: inBoxes))
                })
            case let array as [Any]:
                return array.map { hostile($0, key: key, inBoxes: inBoxes || key == "boxes") }
            case let text as String where key == "track" && text.hasPrefix("worker "):
                return "worker \(Int.max)"
            case is NSNumber where key == "milliseconds" || (key == "width" && inBoxes):
                return 1e300
            case is NSNumber where counts.contains(key ?? ""):
                return Int.max
            default:
                return value
            }
        }
        let data = try JSONSerialization.data(withJSONObject: hostile(json, key: nil))
        var read = try RunFolderReader.read(data: data, file: "extreme/run.json")
        // The frames (and the traces' worker tracks) come from the frame file, hostile in the same way.
        let frames = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(FrameFile(report)))
        let hostileFrames = try Gzip.compress(try JSONSerialization.data(withJSONObject: hostile(frames, key: nil)))
        try RunFolderReader.attachFrames(hostileFrames, file: "extreme/frames.json.gz", to: &read)
        let frame = try #require(read.scenarios.first?.results.first?.repetitions.first?.frames.first)
        #expect(frame.milliseconds == 1e300)
        #expect(FrameMetrics.droppedFrames(time: frame.milliseconds, budget: 17) == Int.max)
        for file in ReportFiles.files(read) { #expect(try !file.data().isEmpty) }
        let comparison = RunComparison(before: report, after: read, beforeName: "A", afterName: "B")
        #expect(try !ComparisonFiles.make(comparison).isEmpty)
    }

    /// A comparison's count prints one way: whole and grouped (an average per repetition rounded to the nearest
    /// count), and as a plain whole number past what an Int holds exactly: Int.min, 2^63 and 1e300 (which a
    /// hostile run.json can give) included, without trapping.
    @Test func comparisonCountsPrintAtEveryMagnitude() {
        #expect(ComparePage.value(12, .count) == "12")
        #expect(ComparePage.value(-3, .count) == "-3")
        #expect(ComparePage.value(1_234_567, .count) == "1,234,567")
        #expect(ComparePage.value(12.5, .count) == "13")
        #expect(ComparePage.value(-9_223_372_036_854_775_808, .count) == "-9223372036854775808")
        #expect(ComparePage.value(9_223_372_036_854_775_808, .count) == "9223372036854775808")
        #expect(ComparePage.value(1e300, .count).hasPrefix("1000000000000000052504"))
    }

    @Test func indexListsRunsNewestFirstAndLatestPointsToTheNewest() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let older = try writeRun(ReportFixtures.report(name: "older <b>"), named: "run-a", in: folder)
        _ = try writeRun(ReportFixtures.report(name: "newer"), named: "run-b", in: folder)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)],
                                              ofItemAtPath: older.appendingPathComponent("run.json").path)
        try RunIndex.update(in: folder)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let newer = try #require(index.range(of: "run-b/report.html"))
        let old = try #require(index.range(of: "run-a/report.html"))
        #expect(newer.lowerBound < old.lowerBound)
        #expect(index.contains("older &lt;b&gt;"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("latest").path) == "run-b")
    }

    /// A run folder's name is a path segment of its link: `#`, `%`, `:` and spaces are encoded, so the link
    /// reaches the folder (a `#` made the rest a fragment), and the name shows as written.
    @Test func indexLinksReachFoldersWithAnyName() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try writeRun(ReportFixtures.report(name: "odd"), named: "run #2 50% a:b é", in: folder)
        try RunIndex.update(in: folder)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(#"href="run%20%232%2050%25%20a%3Ab%20%C3%A9/report.html""#))
        #expect(index.contains(">run #2 50% a:b é</a>"))
        #expect(RunIndex.href(folder: "javascript:alert(1)") == "javascript%3Aalert%281%29")
    }

    @Test func comparisonSaysWhatGotWorseAndWhatIsMissing() throws {
        // Ten repetitions a side (enough to decide across a scenario's figures), every one of the after run 30%
        // slower: beyond the noise and the floor.
        let noise = [1.0, 1.01, 0.99, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0, 1.02]
        let before = ReportFixtures.report(name: "same", repetitionScales: noise)
        let after = ReportFixtures.report(name: "same", repetitionScales: noise.map { $0 * 1.3 })
        let comparison = RunComparison(before: before, after: after, beforeName: "A", afterName: "B")
        let p50 = try #require(comparison.rows.first { $0.metric == "p50 frame" && $0.pipeline == .mvc })
        #expect(p50.after > p50.before)
        #expect(p50.judgement == .worse && p50.direction == "worse")
        let shift = try #require(p50.shift)
        let interval = try #require(p50.interval)
        #expect(abs(shift - 0.3) < 0.05 && interval.lower > 0.05 && interval.contains(shift))
        let writes = try #require(comparison.rows.first { $0.metric == "attribute writes" && $0.pipeline == .mvc })
        #expect(writes.direction == "unchanged")
        let other = RunComparison(before: before, after: ReportFixtures.report(name: "other"), beforeName: "A",
                                  afterName: "B")
        #expect(other.rows.isEmpty)
        #expect(other.unmatched == ["same: only in A", "other: only in B"])
        let files = try ComparisonFiles.make(comparison)
        #expect(files.map(\.name) == ["compare.csv", "summary.csv", "compare.html"])
    }

    /// Two runs whose repetitions overlap: a mean 13% apart is noise, not "worse"; too few repetitions give no
    /// interval at all; a counter that changed says the work changed.
    @Test func comparisonCallsNoiseNoise() throws {
        let before = ReportFixtures.report(name: "same", repetitionScales: [1.0, 1.3, 0.9, 1.25, 0.95])
        let after = ReportFixtures.report(name: "same", repetitionScales: [1.2, 1.0, 1.35, 0.92, 1.3])
        let comparison = RunComparison(before: before, after: after, beforeName: "A", afterName: "B")
        let timed = comparison.rows.filter { $0.lowerIsBetter == true && $0.shift != nil }
        #expect(!timed.isEmpty)
        #expect(timed.allSatisfy { $0.judgement == .withinNoise || $0.judgement == .unchanged }, "\(timed.map { ($0.metric, $0.judgement) })")
        let single = RunComparison(before: ReportFixtures.report(name: "same", repetitionScales: [1]),
                                   after: ReportFixtures.report(name: "same", repetitionScales: [1.5]), beforeName: "A", afterName: "B")
        let p50 = try #require(single.rows.first { $0.metric == "p50 frame" })
        #expect(p50.judgement == .noInterval && p50.shift == nil)
        var options = RunOptions()
        options.textCacheBytes = 50_000
        let page = ComparePage.make(RunComparison(before: before, after: ReportFixtures.report(name: "same", options: options),
                                                  beforeName: "A", afterName: "B"))
        #expect(page.contains("What differs between the runs"))
        #expect(page.contains(">options.textCacheBytes</td>"))
        #expect(ComparePage.value(14_028.7, .count) == "14,029" && ComparePage.value(13_867, .count) == "13,867")
        // Five repetitions a side decide one figure at p ≤ 0.01; 25 figures together need eight.
        #expect(MannWhitneyU.repetitionsToReach(family: 1) == 5)
        #expect(MannWhitneyU.repetitionsToReach(family: 3) == 6)
        #expect(MannWhitneyU.repetitionsToReach(family: 25) == 8)
        #expect(page.contains("needs at least"))
    }
}

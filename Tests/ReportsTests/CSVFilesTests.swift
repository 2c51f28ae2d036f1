import CSV
import Foundation
import Harness
import Testing

@testable import Reports

/// The CSV files read back with a CSV reader, column for column, whatever the scenario is called.
@Suite struct CSVFilesTests {
    /// Every row of `data` as fields, header first.
    func read(_ data: Data) throws -> [[String]] {
        let reader = try CSVReader(string: String(decoding: data, as: UTF8.self))
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        return rows
    }

    @Test(arguments: ReportFixtures.hostileNames + ["plain"])
    func scenarioNamesSurviveTheRoundTrip(name: String) throws {
        let report = ReportFixtures.report(name: name)
        for (file, header) in [(try FramesCSV.make(report), FramesCSV.header), (PassesCSV.make(report), PassesCSV.header),
                               (SummaryCSV.make(report), SummaryCSV.header)] {
            let rows = try read(try file.data())
            #expect(rows.first == header)
            #expect(rows.count == file.rows.count + 1)
            for row in rows.dropFirst() {
                #expect(row.count == header.count)
                #expect(row[0] == name)
            }
        }
    }

    /// A name a spreadsheet would run as a formula is written after a `'`, in every file that holds names;
    /// a figure is never touched.
    @Test(arguments: ["=HYPERLINK(\"http://example.com\",\"click\")", "+1+1", "-2+3", "@SUM(A1:A2)", "\tTab", "\rReturn"])
    func namesThatSpreadsheetsWouldRunAreWrittenAsText(name: String) throws {
        let report = ReportFixtures.report(name: name)
        for file in [try FramesCSV.make(report), PassesCSV.make(report), SummaryCSV.make(report)] {
            for row in try read(try file.data()).dropFirst() { #expect(row[0] == "'" + name) }
        }
        #expect(CSVValue.text("plain = fine") == "plain = fine")
        #expect(CSVValue.number(-3) == "-3")
        #expect(CSVValue.text(CSVValue.number(-3)) == "-3" && CSVValue.text(CSVValue.number(-0.00001)) == "-1e-05")
    }

    /// The bytes are yaslab's `CSVWriter`'s, whatever a field holds: plain fields are copied, the others quoted by it.
    @Test(arguments: ReportFixtures.hostileNames + ["plain", "", "e\u{301}\"\u{301}, \u{E9} \u{37E}", "tab\there", "cr\r\nlf",
                                                    "-1.5e-05", "'", "ünïcødé 名前"])
    func bytesAreTheLibraryWritersBytes(name: String) throws {
        var file = CSVFile(header: ["name", "figure", "band"])
        file.append([name, CSVValue.number(-0.25), "good"])
        file.append([CSVValue.integer(42), name, ""])
        let stream = OutputStream(toMemory: ())
        stream.open()
        let writer = try CSVWriter(stream: stream)
        for row in [file.header] + file.rows { try writer.write(row: row) }
        writer.stream.close()
        let written = try #require(stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data)
        #expect(try file.data() == written + Data("\n".utf8))
    }

    /// A run interrupted while it writes its report: the frames (the long file) stop being made.
    @Test func makingTheFramesStopsWhenAsked() throws {
        let report = ReportFixtures.report(frames: 6)
        let frames = try #require(ReportFiles.files(report, shouldStop: { true }).first)
        #expect(frames.name == "frames.csv")
        #expect(throws: RunCancelled.self) { try frames.data() }
        let rows = try read(try #require(ReportFiles.files(report).first).data())
        #expect(rows.count == 1 + 24)
    }

    @Test func framesHoldEveryFrameOfEveryRepetition() throws {
        let report = ReportFixtures.report(frames: 6)
        let rows = try read(try FramesCSV.make(report).data())
        // 2 pipelines x 2 repetitions x 6 frames.
        #expect(rows.count == 1 + 24)
        let header = rows[0]
        let first = Dictionary(uniqueKeysWithValues: zip(header, rows[1]))
        #expect(first["pipeline"] == "mvc")
        #expect(first["frame"] == "0")
        #expect(first["ms"] == "30")
        #expect(first["over_budget"] == "1")
        #expect(first["dropped_frames"] == "1")
        #expect(first["views_created"] == "40")
    }

    @Test func summaryCarriesPercentilesAndCounters() throws {
        let report = ReportFixtures.report()
        let rows = try read(try SummaryCSV.make(report).data())
        #expect(rows.count == 3)
        let mvc = Dictionary(uniqueKeysWithValues: zip(rows[0], rows[1]))
        let components = Dictionary(uniqueKeysWithValues: zip(rows[0], rows[2]))
        #expect(mvc["attribute_writes"] == "300")
        #expect(components["attribute_writes"] == "200")
        #expect(mvc["frames"] == "12")
        #expect(Double(mvc["max_ms"] ?? "") == 30)
        #expect(mvc["hitch_band"] == report.scenarios[0].results[0].metrics.hitchBand.rawValue)
    }

    @Test func passesHaveARowPerPassPerRepetition() throws {
        let rows = try read(try PassesCSV.make(ReportFixtures.report()).data())
        #expect(rows.count == 1 + 2 * 2 * Pass.allCases.count)
        let mount = rows.first { $0.count > 3 && $0[1] == "mvc" && $0[3] == "mount" }
        #expect(mount?[4] == "10")
    }
}

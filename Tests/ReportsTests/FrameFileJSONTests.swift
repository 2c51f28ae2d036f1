import Foundation
import Testing

@testable import Harness

/// The frame file is written without `JSONEncoder`, to the bytes `JSONEncoder` writes (sorted keys, no escaped
/// slashes), whatever the figures and names.
@Suite struct FrameFileJSONTests {
    static let doubles: [Double] = [0, -0.0, 1, -1, 0.1, 1.5, 123.456, 1e-7, .leastNonzeroMagnitude, 1e15, 1e16, 1.0e300, 4.35e-05,
                                    .greatestFiniteMagnitude, -.leastNormalMagnitude, 17.000000000000004, 2.5e+22]

    /// The fixture's report with frames holding `doubles` and extreme integers, and a trace named by `names`.
    static func report(names: [String]) -> RunReport {
        var report = ReportFixtures.report(name: names.first ?? "fixture")
        let samples = doubles.enumerated().map { index, value in
            FrameSample(frame: index, milliseconds: value, cpuMilliseconds: -value,
                        passes: FramePassTimes(build: value / 3, layout: value / 2, mount: 0.25, scroll: value, update: 1e-9,
                                               navigation: 0, display: value / 7, wait: 2),
                        allocatedBytes: index == 0 ? .max : UInt64(index) * 4_096, viewsCreated: index == 1 ? .min : index,
                        liveViews: index == 2 ? .max : -index, offset: value * 0.5)
        }
        let trace = TraceRecord(
            slices: names.enumerated().map { index, name in
                TraceRecord.Slice(name: name, track: index.isMultiple(of: 2) ? "main" : "worker \(index)/\(name)",
                                  startMilliseconds: doubles[index % doubles.count], durationMilliseconds: 0.5,
                                  frame: index.isMultiple(of: 3) ? nil : index)
            },
            samples: names.map { TraceRecord.Sample(name: $0, timeMilliseconds: 1.25, value: 1e20) })
        for r in report.scenarios[0].results.indices {
            for i in report.scenarios[0].results[r].repetitions.indices {
                report.scenarios[0].results[r].repetitions[i].frames = samples
            }
            // One pipeline with a trace, one without (the key is then absent).
            report.scenarios[0].results[r].trace = r == 0 ? trace : nil
        }
        return report
    }

    static func encoded(_ file: FrameFile) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(file)
    }

    @Test(arguments: [["frame 1", "layout"], ["", "a/b", "quote \" and \\ backslash", "line\nbreak\u{1}\u{1F}\t",
                                                "ünïcødé 名前 \u{2028}", "\u{7F}del"]])
    func bytesAreJSONEncodersBytes(names: [String]) throws {
        let file = FrameFile(Self.report(names: names))
        #expect(file.entries.count == 2 && file.entries[0].trace != nil && file.entries[1].trace == nil)
        let written = try file.jsonBytes()
        let expected = try Self.encoded(file)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(Data(written) == expected)
    }

    @Test func aFileWithoutFramesIsTheEncoders() throws {
        let empty = FrameFile(ReportFixtures.report().withoutFrames())
        #expect(empty.isEmpty)
        #expect(Data(try empty.jsonBytes()) == (try Self.encoded(empty)))
    }

    @Test func aNumberJSONCannotHoldIsRefused() {
        var report = Self.report(names: ["x"])
        report.scenarios[0].results[0].repetitions[0].frames[3] = FrameSample(frame: 3, milliseconds: .nan, allocatedBytes: 0, viewsCreated: 0, liveViews: 0, offset: 0)
        #expect(throws: EncodingError.self) { _ = try FrameFile(report).jsonBytes() }
    }
}

import Foundation
import Testing

@testable import Gate

/// A baseline file is refused by its format version, named with the file, before any key of it is read.
@Suite struct BaselineReadingTests {
    @Test func aBaselineReadsBackAsItWasWritten() throws {
        let baseline = Baseline(measuring: GateFixtures.report(repetitions: 2))
        #expect(try Baseline.read(data: baseline.jsonData(), file: "b.json") == baseline)
    }

    @Test(arguments: [#"{"formatVersion": 1, "scenarios": []}"#, #"{"scenarios": []}"#])
    func anotherFormatIsRefusedByItsVersion(text: String) throws {
        #expect(Baseline.formatVersion != 1)
        do {
            _ = try Baseline.read(data: Data(text.utf8), file: "Baselines/old.json")
            Issue.record("an old baseline was read")
        } catch {
            #expect(error.description.hasPrefix("Baselines/old.json: "))
            #expect(error.description.contains("reads baseline format \(Baseline.formatVersion) only"))
            #expect(error.description.contains(text.contains("formatVersion") ? "baseline format 1;" : "no formatVersion"))
        }
    }

    @Test func aFileThatIsNotJSONIsNamed() {
        #expect(throws: GateError.self) { try Baseline.read(data: Data("[1, 2".utf8), file: "x.json") }
    }
}

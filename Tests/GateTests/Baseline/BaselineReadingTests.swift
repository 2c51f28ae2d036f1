import Feed
import Foundation
import Testing

@testable import Gate

/// A baseline file is refused by its format version, named with the file, before any key of it is read.
@Suite struct BaselineReadingTests {
    @Test func aBaselineReadsBackAsItWasWritten() throws {
        let baseline = Baseline(measuring: GateFixtures.report(repetitions: 2))
        #expect(try Baseline.read(data: baseline.jsonData(), file: "b.json") == baseline)
        // The reading that explains a refused baseline reads a valid one the same way.
        #expect(try JSONDocument.decodeKeepingPaths(Baseline.self, from: baseline.jsonData()) == baseline)
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
        do {
            _ = try Baseline.read(data: Data("[1, 2".utf8), file: "x.json")
        } catch {
            #expect(error.description == "x.json: not a baseline file (not valid JSON (line 1, column 6: "
                + "expected ',' or ']' after an array element))")
        }
    }

    /// The gate matches scenarios by name: a baseline holding one name twice is refused, with both positions.
    @Test func scenariosOfOneNameAreRefused() throws {
        let baseline = Baseline(measuring: GateFixtures.report(repetitions: 2))
        var object = try #require(try JSONSerialization.jsonObject(with: baseline.jsonData()) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [Any])
        object["scenarios"] = scenarios + scenarios
        let data = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try Baseline.read(data: data, file: "b.json")
            Issue.record("a baseline with a name twice was read")
        } catch {
            #expect(error.description.hasPrefix("b.json: scenarios[\(scenarios.count)].name: "))
            #expect(error.description.hasSuffix("is the name of scenarios[0] too; a baseline's scenarios have names of their own"))
        }
    }

    /// A value that does not fit is named by its JSON path, a negative count included (Foundation's decoder
    /// calls that "not valid JSON", with no path).
    @Test func aValueThatDoesNotFitIsNamedByItsPath() throws {
        let baseline = Baseline(measuring: GateFixtures.report(repetitions: 2))
        var object = try #require(try JSONSerialization.jsonObject(with: baseline.jsonData()) as? [String: Any])
        var machine = try #require(object["machine"] as? [String: Any])
        machine["physicalMemoryBytes"] = -4
        object["machine"] = machine
        let data = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try Baseline.read(data: data, file: "b.json")
            Issue.record("a negative memory size was read")
        } catch {
            #expect(error.description.hasPrefix("b.json: not a baseline file of format \(Baseline.formatVersion) (machine.physicalMemoryBytes: must be "))
            #expect(error.description.hasSuffix(", not -4)"))
        }
    }
}

import Feed
import Foundation
import Testing

@testable import Gate

/// A baseline file is refused by its format version, named with the file, before any key of it is read.
@Suite struct BaselineReadingTests {
    @Test func aBaselineReadsBackAsItWasWritten() throws {
        let baseline = Baseline(measuring: GateFixtures.report(repetitions: 2))
        #expect(try Baseline.read(data: baseline.jsonData(), file: "b.json") == baseline)
        // As Foundation's decoder reads it.
        #expect(try JSONDecoder().decode(Baseline.self, from: baseline.jsonData()) == baseline)
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

    /// A fixture baseline's JSON changed by `change`, read back: the refusal's message, or `nil` when read.
    private func refusal(_ change: (inout [String: Any]) throws -> Void) throws -> String? {
        let baseline = Baseline(measuring: GateFixtures.report(repetitions: 2))
        var object = try #require(try JSONSerialization.jsonObject(with: baseline.jsonData()) as? [String: Any])
        try change(&object)
        let data = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try Baseline.read(data: data, file: "b.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// The gate matches scenarios by name: a baseline holding one name twice is refused, with both positions.
    @Test func scenariosOfOneNameAreRefused() throws {
        var count = 0
        let refused = try refusal { object in
            let scenarios = try #require(object["scenarios"] as? [Any])
            count = scenarios.count
            object["scenarios"] = scenarios + scenarios
        }
        let message = try #require(refused, "a baseline with a name twice was read")
        #expect(message.hasPrefix("b.json: scenarios[\(count)].name: "))
        #expect(message.hasSuffix("is the name of scenarios[0] too; a baseline's scenarios have names of their own"))
    }

    /// A value that does not fit is named by its JSON path, a negative count included (Foundation's decoder
    /// calls that "not valid JSON", with no path).
    @Test func aValueThatDoesNotFitIsNamedByItsPath() throws {
        let refused = try refusal { object in
            var machine = try #require(object["machine"] as? [String: Any])
            machine["physicalMemoryBytes"] = -4
            object["machine"] = machine
        }
        let message = try #require(refused, "a negative memory size was read")
        #expect(message.hasPrefix("b.json: not a baseline file of format \(Baseline.formatVersion) (machine.physicalMemoryBytes: must be "))
        #expect(message.hasSuffix(", not -4)"))
    }
}

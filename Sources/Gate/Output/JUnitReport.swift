import Foundation
import XMLCoder

/// JUnit XML, which every CI system reads: a test suite per scenario and pipeline, a test case per counter
/// check, gating metric and budget limit; a failure per regression, an inconclusive metric as skipped,
/// with the figures in the message. Written by XMLCoder, which escapes every name and message.
enum JUnitReport {
    struct TestSuites: Encodable, DynamicNodeEncoding {
        let name: String
        let tests: Int
        let failures: Int
        let skipped: Int
        let testsuite: [TestSuite]

        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == "testsuite" ? .element : .attribute
        }
    }

    struct TestSuite: Encodable, DynamicNodeEncoding {
        let name: String
        let tests: Int
        let failures: Int
        let skipped: Int
        let testcase: [TestCase]

        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == "testcase" ? .element : .attribute
        }
    }

    struct TestCase: Encodable, DynamicNodeEncoding {
        let classname: String
        let name: String
        let failure: Message?
        let skipped: Message?
        /// The figures of a passing case, for a reader of the XML.
        let systemOut: String?

        enum CodingKeys: String, CodingKey {
            case classname, name, failure, skipped
            case systemOut = "system-out"
        }

        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            switch key.stringValue {
            case "classname", "name": .attribute
            default: .element
            }
        }
    }

    struct Message: Encodable, DynamicNodeEncoding {
        let message: String
        let type: String

        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
    }

    static func data(_ result: GateResult) throws -> Data {
        let suites = result.entries.map { entry -> TestSuite in
            let suite = "\(entry.scenario) · \(entry.pipeline.rawValue)"
            var cases: [TestCase] = entry.counters.map { check in
                TestCase(classname: suite, name: "counter \(check.name)",
                         failure: check.passed ? nil : Message(message: check.message, type: "counter"),
                         skipped: nil, systemOut: check.passed ? check.message : nil)
            }
            cases += entry.instructions.map { check in
                let profile = check.passed || entry.profile.isEmpty ? ""
                    : "\nfunctions that changed most:\n" + entry.profile.map(\.line).joined(separator: "\n")
                return TestCase(classname: suite, name: "instructions \(check.name)",
                                failure: check.passed ? nil : Message(message: check.message + profile, type: "instructions"),
                                skipped: nil, systemOut: check.passed ? check.message : nil)
            }
            cases += entry.metrics.map { metric in
                let message = GateText.metricLine(metric)
                return TestCase(classname: suite, name: metric.name,
                                failure: metric.outcome == .fail ? Message(message: message, type: "regression") : nil,
                                skipped: metric.outcome == .inconclusive || metric.outcome == .skipped
                                    ? Message(message: message, type: metric.outcome.rawValue) : nil,
                                systemOut: metric.outcome == .pass ? message : nil)
            }
            cases += entry.budgets.map { budget in
                let message = "\(budget.name): \(budget.value), limit \(budget.limit)"
                return TestCase(classname: suite, name: "budget \(budget.name)",
                                failure: budget.passed ? nil : Message(message: message, type: "budget"), skipped: nil,
                                systemOut: budget.passed ? message : nil)
            }
            return TestSuite(name: suite, tests: cases.count, failures: cases.count { $0.failure != nil },
                             skipped: cases.count { $0.skipped != nil }, testcase: cases)
        }
        let root = TestSuites(name: "feedbench gate", tests: suites.reduce(0) { $0 + $1.tests },
                              failures: suites.reduce(0) { $0 + $1.failures }, skipped: suites.reduce(0) { $0 + $1.skipped },
                              testsuite: suites)
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(root, withRootKey: "testsuites",
                                  header: XMLHeader(version: 1.0, encoding: "UTF-8"))
    }
}

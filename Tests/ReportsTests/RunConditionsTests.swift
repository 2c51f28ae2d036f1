import Foundation
import Testing

@testable import Reports

/// A run.json's options and machine, flattened to `key: value` pairs for the index and comparisons.
@Suite struct RunConditionsTests {
    @Test func objectsBecomeDottedKeysAndTheRestItsText() {
        let json = #"""
            {"options": {"threads": 4, "pipelines": ["mvc", {"b": 1, "a": true}], "paced": false, "note": null,
                         "nested": {"ratio": 1.5, "deeper": {"z": "x"}}},
             "machine": {"hostName": "vm", "memory": 9007199254740993}, "other": 1}
            """#
        #expect(RunConditions.of(runJSON: Data(json.utf8)) == [
            "options.threads": "4", "options.pipelines": "[mvc, {a: true, b: 1}]", "options.paced": "false",
            "options.note": "none", "options.nested.ratio": "1.5", "options.nested.deeper.z": "x",
            "machine.hostName": "vm", "machine.memory": "9007199254740992.0",
        ])
    }

    @Test func aFileThatIsNotAnObjectHasNone() {
        #expect(RunConditions.of(runJSON: Data("[1]".utf8)).isEmpty)
        #expect(RunConditions.of(runJSON: Data("{".utf8)).isEmpty)
    }
}

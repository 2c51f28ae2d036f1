import Foundation

/// The one way scenarios are written, so that equal scenarios are equal bytes: keys sorted, two-space
/// pretty printing from Foundation's `JSONEncoder`, slashes unescaped, empty arrays and objects on one
/// line (`[]`, `{}`), and a final newline.
public enum ScenarioEncoding {
    /// The JSON text of a scenario.
    public static func data(_ scenario: Scenario) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = collapsingEmptyContainers(try encoder.encode(scenario))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Rewrites the encoder's `[\n\n    ]` as `[]` (and the same for `{}`). Safe on any encoder output:
    /// a newline inside a JSON string is always escaped, so a bracket followed by a raw newline is layout.
    static func collapsingEmptyContainers(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            result.append(byte)
            index += 1
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { continue }
            let closing = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            var end = index
            while end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x20 { end += 1 }
            // The run must start with a newline: only layout whitespace does (strings escape newlines).
            if end > index, bytes[index] == 0x0A, end < bytes.count, bytes[end] == closing {
                result.append(closing)
                index = end + 1
            }
        }
        return Data(result)
    }
}

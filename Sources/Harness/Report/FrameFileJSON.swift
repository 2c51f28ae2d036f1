import Foundation

/// The frame file's JSON, byte for byte what `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`, written straight into bytes: the encoder boxed every number of every column, and
/// took 150 ms of the 580 ms a run of three bundled scenarios spent writing its folder. `FrameFileJSONTests`
/// holds the two equal.
extension FrameFile {
    func jsonBytes() throws -> [UInt8] {
        var json = JSONBytes()
        json.bytes.reserveCapacity(1 << 20)
        try json.object([
            ("entries", { json in try json.array(entries) { json, entry in try entry.write(into: &json) } }),
            ("formatVersion", { json in json.number(formatVersion) }),
        ])
        return json.bytes
    }
}

extension FrameFile.Entry {
    fileprivate func write(into json: inout JSONBytes) throws {
        var fields: [(String, (inout JSONBytes) throws -> Void)] = [
            ("pipeline", { json in try json.string(pipeline.rawValue) }),
            ("repetitions", { json in
                try json.array(repetitions) { json, repetition in
                    try json.object([
                        ("frames", { json in try repetition.frames.write(into: &json) }),
                        ("index", { json in json.number(repetition.index) }),
                    ])
                }
            }),
            ("scenario", { json in try json.string(scenario) }),
        ]
        // Absent, not null, when there is none (as `encodeIfPresent` leaves it).
        // The trace through `JSONEncoder` itself: it is small beside the frames' columns, and its fields grow.
        if let trace { fields.append(("trace", { json in try json.encoded(trace) })) }
        try json.object(fields)
    }
}

extension FrameColumns {
    fileprivate func write(into json: inout JSONBytes) throws {
        try json.object([
            ("frame", { json in json.numbers(frame) }),
            ("milliseconds", { json in try json.numbers(milliseconds) }),
            ("cpuMilliseconds", { json in try json.numbers(cpuMilliseconds) }),
            ("build", { json in try json.numbers(build) }),
            ("layout", { json in try json.numbers(layout) }),
            ("mount", { json in try json.numbers(mount) }),
            ("scroll", { json in try json.numbers(scroll) }),
            ("update", { json in try json.numbers(update) }),
            ("navigation", { json in try json.numbers(navigation) }),
            ("display", { json in try json.numbers(display) }),
            ("wait", { json in try json.numbers(wait) }),
            ("allocatedBytes", { json in json.numbers(allocatedBytes) }),
            ("viewsCreated", { json in json.numbers(viewsCreated) }),
            ("liveViews", { json in json.numbers(liveViews) }),
            ("offset", { json in try json.numbers(offset) }),
        ])
    }
}

/// Compact JSON text as `JSONEncoder` writes it: keys sorted by their UTF-8 bytes, a `Double` as its
/// `description` less a final `.0`, non-finite numbers refused; a string with a quote, backslash or control
/// character is escaped by `JSONEncoder` itself (none of the frame file's names has one).
struct JSONBytes {
    var bytes: [UInt8] = []

    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// An object of `fields`, written in the encoder's order whatever order they are given in.
    mutating func object(_ fields: [(String, (inout JSONBytes) throws -> Void)]) throws {
        bytes.append(UInt8(ascii: "{"))
        for (index, field) in fields.sorted(by: { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }).enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try string(field.0)
            bytes.append(UInt8(ascii: ":"))
            try field.1(&self)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout JSONBytes, Element) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try write(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `value` as `JSONEncoder` writes it in the frame file.
    mutating func encoded(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        bytes.append(contentsOf: try encoder.encode(value))
    }

    mutating func numbers(_ values: [Double]) throws { try array(values) { json, value in try json.number(value) } }
    mutating func numbers(_ values: [Int]) { array(values) { json, value in json.number(value) } }
    mutating func numbers(_ values: [UInt64]) { array(values) { json, value in json.number(value) } }

    mutating func number(_ value: Int) { bytes.append(contentsOf: value.description.utf8) }
    mutating func number(_ value: UInt64) { bytes.append(contentsOf: value.description.utf8) }

    mutating func number(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription:
                "Unable to encode Double.\(value) directly in JSON."))
        }
        let text = value.description
        if text.hasSuffix(".0") {
            bytes.append(contentsOf: text.utf8.dropLast(2))
        } else {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func string(_ value: String) throws {
        if value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            bytes.append(contentsOf: try encoder.encode(value))
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: value.utf8)
        bytes.append(UInt8(ascii: "\""))
    }
}

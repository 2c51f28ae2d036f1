import CSV
import Foundation
import Harness

/// One CSV file: a header and rows, written by yaslab/CSV.swift, which quotes every field that needs it
/// (commas, quotes, line breaks), so a scenario name can never shift a column. Every field goes through
/// `CSVValue.text`, so no text in any column can run as a spreadsheet formula.
struct CSVFile {
    let header: [String]
    var rows: [[String]] = []

    init(header: [String]) {
        self.header = header
    }

    mutating func append(_ row: [String]) {
        precondition(row.count == header.count, "a CSV row has \(row.count) fields for \(header.count) columns")
        rows.append(row.map(CSVValue.text))
    }

    /// UTF-8 text, rows ended by `\n`. Throws `RunCancelled` when `shouldStop` says so (asked every 4,096
    /// rows: a long run's frames take a second or two).
    func data(shouldStop: () -> Bool = { false }) throws -> Data {
        let stream = ByteStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: header)
        for (index, row) in rows.enumerated() {
            if index % 4_096 == 4_095, shouldStop() { throw RunCancelled() }
            try writer.write(row: row)
        }
        writer.stream.close()
        stream.bytes.append(UInt8(ascii: "\n"))
        return Data(stream.bytes)
    }
}

/// An output stream into an array of bytes. CSVWriter writes one byte per call, and Foundation's memory
/// stream took about 6 µs a field (7 s for the frames of a 20-repetition, 3,000-frame run).
private final class ByteStream: OutputStream {
    var bytes: [UInt8] = []

    required init(toMemory: ()) {
        super.init(toMemory: ())
    }

    override func write(_ buffer: UnsafePointer<UInt8>, maxLength length: Int) -> Int {
        bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: length))
        return length
    }

    override var hasSpaceAvailable: Bool { true }
    override var streamStatus: Stream.Status { .open }
    override func open() {}
    override func close() {}
}

/// How figures are written in CSV files: plain numbers, no units (the column names carry them), the
/// shortest text that reads back to the same value.
enum CSVValue {
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func number(_ value: Double?) -> String { value.map(number) ?? "" }
    static func integer(_ value: some BinaryInteger) -> String { "\(value)" }
    static func integer(_ value: (some BinaryInteger)?) -> String { value.map { "\($0)" } ?? "" }
    static func flag(_ value: Bool) -> String { value ? "1" : "0" }

    /// A field made safe to open in a spreadsheet: text that begins with `=`, `+`, `-`, `@`, a tab or a
    /// carriage return would be read as a formula there (CSV injection: a scenario named `=HYPERLINK(...)`
    /// in a file someone shared), so it is written after a `'`, which spreadsheets show as text (OWASP's
    /// advice). A number (`-3`, `-1.5e-05`) is left as it is: a spreadsheet reads it as the number.
    /// Applied by `CSVFile.append` to every field.
    static func text(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), Double(value) == nil
        else { return value }
        return "'" + value
    }
}

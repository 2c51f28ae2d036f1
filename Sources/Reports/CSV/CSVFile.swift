import CSV
import Foundation
import Harness

/// One CSV file: a header and rows, quoted as yaslab/CSV.swift quotes them (every field that needs it:
/// commas, quotes, line breaks), so a scenario name can never shift a column. Every field goes through
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
        var text = CSVText()
        try text.write(row: header)
        for (index, row) in rows.enumerated() {
            if index % 4_096 == 4_095, shouldStop() { throw RunCancelled() }
            try text.write(row: row)
        }
        text.bytes.append(UInt8(ascii: "\n"))
        return Data(text.bytes)
    }
}

/// CSV text as yaslab's `CSVWriter` writes it, byte for byte: a field with no quote, comma, carriage return or
/// line feed is copied as its UTF-8 bytes; any other goes through `CSVWriter` itself, so quoting stays the
/// library's. The writer asked Foundation's `String.contains` five times per field and wrote a byte per call:
/// 60% of the time a run took to write its report, for fields that are almost all plain numbers.
private struct CSVText {
    var bytes: [UInt8] = []
    /// As the writer's state: a line feed goes before a row's first field but the first row's, a comma before
    /// every other field.
    private var isFirstRow = true
    private var isFirstField = true

    mutating func write(row: [String]) throws {
        isFirstField = true
        for field in row { try write(field: field) }
    }

    private mutating func write(field: String) throws {
        if isFirstRow {
            isFirstRow = false
        } else if isFirstField {
            bytes.append(UInt8(ascii: "\n"))
        }
        if isFirstField {
            isFirstField = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        if field.utf8.contains(where: Self.mayNeedQuotes) {
            bytes += try Self.libraryField(field)
        } else {
            bytes.append(contentsOf: field.utf8)
        }
    }

    /// The bytes `CSVWriter` looks for before it quotes a field (no other character is canonically
    /// equivalent to one of them, so a field without them is never quoted).
    private static func mayNeedQuotes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// `field` as a new `CSVWriter` writes it as its first field: no separator before it, quoted if it must be.
    private static func libraryField(_ field: String) throws -> [UInt8] {
        let stream = ByteStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(field: field)
        writer.stream.close()
        return stream.bytes
    }
}

/// An output stream into an array of bytes. CSVWriter writes one byte per call, and Foundation's memory
/// stream took about 6 µs a field.
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

import CSV
import Foundation

/// One CSV file: a header and rows, written by yaslab/CSV.swift, which quotes every field that needs it
/// (commas, quotes, line breaks), so a scenario name can never shift a column.
struct CSVFile {
    let header: [String]
    var rows: [[String]] = []

    init(header: [String]) {
        self.header = header
    }

    mutating func append(_ row: [String]) {
        precondition(row.count == header.count, "a CSV row has \(row.count) fields for \(header.count) columns")
        rows.append(row)
    }

    /// UTF-8 text, rows ended by `\n`.
    func data() throws -> Data {
        let writer = try CSVWriter(stream: .toMemory())
        try writer.write(row: header)
        for row in rows { try writer.write(row: row) }
        writer.stream.close()
        guard var data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else {
            throw ReportError.cannotWrite("CSV text")
        }
        data.append(UInt8(ascii: "\n"))
        return data
    }
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
}

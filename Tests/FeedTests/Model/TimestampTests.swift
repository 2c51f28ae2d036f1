import Testing
@testable import Feed

struct TimestampTests {
    @Test("Known instants parse to their Unix time and print back the same")
    func knownInstants() throws {
        let cases: [(String, Int64)] = [
            ("1970-01-01T00:00:00Z", 0), ("2024-05-01T12:00:00Z", 1_714_564_800), ("2000-02-29T23:59:59Z", 951_868_799),
            ("1969-12-31T23:59:59Z", -1), ("0001-01-01T00:00:00Z", -62_135_596_800), ("9999-12-31T23:59:59Z", 253_402_300_799),
        ]
        for (text, seconds) in cases {
            let timestamp = try #require(Timestamp(iso8601: text))
            #expect(timestamp.secondsSince1970 == seconds, "\(text)")
            #expect(timestamp.iso8601 == text)
        }
    }

    @Test("Other spellings and impossible dates are rejected", arguments: [
        "2024-05-01", "2024-05-01T12:00:00", "2024-05-01T12:00:00+02:00", "2024-05-01T12:00:00.5Z", "2023-02-29T00:00:00Z",
        "2024-13-01T00:00:00Z", "2024-04-31T00:00:00Z", "2024-05-01T24:00:00Z", "0000-01-01T00:00:00Z", "２０２４-05-01T12:00:00Z", "",
    ])
    func rejects(_ text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }
}

extension TimestampTests {
    @Test("Any instant prints without trapping, even far outside the years a file may use")
    func extremes() {
        #expect(Timestamp(secondsSince1970: .min).iso8601.hasSuffix("Z"))
        #expect(Timestamp(secondsSince1970: .max).iso8601.hasSuffix("Z"))
        #expect(Timestamp(secondsSince1970: -86_401).iso8601 == "1969-12-30T23:59:59Z")
    }
}

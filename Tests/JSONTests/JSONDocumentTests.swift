import Foundation
import Testing
@testable import JSON

/// `JSONDocument`: what Foundation decodes, FeedBench's decoder decodes the same way, and what it refuses is
/// explained with a path and a rule, where Foundation often gives neither.
struct JSONDocumentTests {
    enum Band: String, Codable, Hashable, CaseIterable { case good, warning, critical }

    struct Counters: Codable, Hashable {
        let allocations: UInt64
        let frames: [Int]
        let band: Band
    }

    struct Document: Codable, Hashable {
        let name: String
        let ratio: Double
        let note: String?
        let counters: [Counters]
        let floors: [String: Double]
        let flag: Bool
    }

    static let valid = """
        {"name": "a", "ratio": 0.5, "note": null, "flag": true, "floors": {"p99 frame": 0.1},
         "counters": [{"allocations": 18446744073709551615, "frames": [1, 9223372036854775807, -3], "band": "good"}]}
        """

    /// The problem `text` is refused with, as printed.
    private func problem<T: Decodable>(_ text: String, as type: T.Type = Document.self) -> String? {
        do {
            _ = try JSONDocument.decode(type, from: Data(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    private func replacing(_ old: String, with new: String) -> String {
        #expect(Self.valid.contains(old), "the fixture holds \(old)")
        return Self.valid.replacingOccurrences(of: old, with: new)
    }

    @Test func decodesWhatFoundationDecodesTheSameWay() throws {
        let data = Data(Self.valid.utf8)
        let document = try JSONDocument.decode(Document.self, from: data)
        #expect(document == (try JSONDecoder().decode(Document.self, from: data)))
        #expect(document.counters[0].allocations == UInt64.max)
        #expect(document.counters[0].frames == [1, Int.max, -3])
    }

    /// A parsed document decodes as its bytes do.
    @Test func aParsedDocumentDecodesAsItsBytes() throws {
        let value = try JSONParser.parse(Array(Self.valid.utf8))
        #expect(try JSONDocument.decode(Document.self, from: value) == JSONDocument.decode(Document.self, from: Data(Self.valid.utf8)))
    }

    /// Whole numbers past 2^53 are read digit by digit, as Foundation reads them, where a `Double` would
    /// round them; one past its type's range is refused, not rounded into it.
    @Test func largeWholeNumbersAreExact() throws {
        struct Counts: Codable, Equatable { let unsigned: [UInt64]; let signed: [Int64] }
        let text = #"{"unsigned": [18446744073709551614, 9007199254740993], "signed": [9223372036854775806, -9223372036854775807]}"#
        let counts = try JSONDocument.decode(Counts.self, from: Data(text.utf8))
        #expect(counts == (try JSONDecoder().decode(Counts.self, from: Data(text.utf8))))
        #expect(counts.unsigned == [UInt64.max - 1, (1 << 53) + 1] && counts.signed == [Int64.max - 1, Int64.min + 1])
        #expect(problem(#"{"unsigned": [18446744073709551616], "signed": []}"#, as: Counts.self)
            == "unsigned[0]: must be a whole number from 0 to 18446744073709551615, not 18446744073709551616")
        #expect(problem(#"{"unsigned": [], "signed": [-9223372036854775809]}"#, as: Counts.self)
            == "signed[0]: must be a whole number from -9223372036854775808 to 9223372036854775807, not -9223372036854775809")
        struct Ratio: Codable { let ratio: Double }
        #expect(try JSONDocument.decode(Ratio.self, from: Data(#"{"ratio": 9007199254740993}"#.utf8)).ratio == 0x1p53)
    }

    /// A repeated member name is refused where Foundation keeps one of the two values silently.
    @Test func repeatedMembersAreRefused() {
        #expect(problem(#"{"name": "a", "name": "b"}"#) == #"not valid JSON (line 1, column 15: duplicate member name "name")"#)
    }

    @Test func numbersATypeCannotHoldAreNamedWithTheirPath() {
        #expect(problem(replacing("18446744073709551615", with: "-5"))
            == "counters[0].allocations: must be a whole number from 0 to 18446744073709551615, not -5")
        #expect(problem(replacing("[1, 9223372036854775807, -3]", with: "[1, 2.5, -3]"))
            == "counters[0].frames[1]: must be a whole number, not 2.5")
        #expect(problem(replacing("0.5", with: "1e400"))
            == "ratio: must be a number a Double can hold (1e400 is out of range)")
        #expect(problem(replacing("[1, 9223372036854775807, -3]", with: "[1, 1e400]"))
            == "counters[0].frames[1]: must be a whole number from -9223372036854775808 to 9223372036854775807, not 1e400")
    }

    /// Foundation gives these no path at all ("The given data was not valid JSON.").
    @Test func foundationAloneGivesNoPathForThem() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Document.self, from: Data(replacing("18446744073709551615", with: "-5").utf8))
        }
        do {
            _ = try JSONDecoder().decode(Document.self, from: Data(replacing("18446744073709551615", with: "-5").utf8))
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func typesMissingKeysAndChoicesAreNamedInWords() {
        #expect(problem(replacing(#""name": "a""#, with: #""name": 3"#)) == "name: must be a string, not a number")
        #expect(problem(replacing(#""flag": true"#, with: #""flag": "yes""#)) == "flag: must be true or false, not a string")
        #expect(problem(replacing(#""ratio": 0.5"#, with: #""ratio": null"#)) == "ratio: must be a number, not null")
        #expect(problem(replacing(#""floors": {"p99 frame": 0.1}"#, with: #""floors": []"#))
            == "floors: must be an object, not an array")
        #expect(problem(replacing(#""flag": true, "#, with: "")) == "flag: is required but missing")
        #expect(problem(replacing(#""band": "good""#, with: #""band": "great\n\u202E""#))
            == #"counters[0].band: must be one of good, warning, critical, not "great\n\u{202E}""#)
        #expect(problem("[1]") == "must be an object, not an array")
    }

    @Test func syntaxErrorsNameTheLineAndColumn() {
        #expect(problem("{\"name\": \"a\",\n  \"ratio\": }")
            == "not valid JSON (line 2, column 12: unexpected character '}', expected a value)")
        #expect(problem("") == "not valid JSON (line 1, column 1: unexpected end of the document, expected a value)")
    }

    /// A key from the file is printed in the path escaped, so it cannot break the message's line.
    @Test func hostileKeysStayOnOneLine() throws {
        struct Floors: Decodable { let floors: [String: Double] }
        let message = try #require(problem(#"{"floors": {"a\nb\u202E": "x"}}"#, as: Floors.self))
        #expect(message == #"floors["a\nb\u{202E}"]: must be a number, not a string"#)
        #expect(!message.contains("\n"))
    }

    /// Errors a model's own `init(from:)` throws keep their path, on one line.
    @Test func aModelsOwnErrorsKeepTheirPath() throws {
        struct Positive: Decodable {
            init(from decoder: any Decoder) throws {
                guard try decoder.singleValueContainer().decode(Double.self) > 0 else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                            debugDescription: "must be positive\nsecond line"))
                }
            }
        }
        struct Wrapper: Decodable { let values: [Positive] }
        #expect(problem(#"{"values": [1, -1]}"#, as: Wrapper.self) == "values[1]: must be positive; second line")
    }

    /// `UInt64.max` and `Int.max` are read exactly (a `Double` makes them 2^64 and 2^63, just past their
    /// types), so a document wrong further on (`flag` is decoded after `counters`) is blamed there.
    @Test func largeWholeNumbersAreNeverBlamedWrongly() {
        let text = replacing(#""flag": true"#, with: #""flag": 1"#)
        #expect(problem(text) == "flag: must be true or false, not a number")
    }
}

import Testing
@testable import JSON

struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error.line):\(error.column): \(error.message)"
        }
    }

    @Test("Values, escapes and members in file order")
    func values() throws {
        let value = try parse(#"{"z": [1, -2.5e3, true, false, null], "a": "\u00e9\ud83d\ude00\n\/", "m": {}}"#)
        #expect(
            value
                == .object([
                    JSONMember(key: "z", value: .array([.number(1), .number(-2500), .bool(true), .bool(false), .null])),
                    JSONMember(key: "a", value: .string("é😀\n/")),
                    JSONMember(key: "m", value: .object([])),
                ]))
    }

    @Test("Syntax errors name the line and column")
    func syntaxErrors() {
        #expect(syntaxError("{\n  \"a\": 1,\n  \"b\" 2\n}") == "3:7: expected ':' after the member name \"b\"")
        #expect(syntaxError("[1, 2,]") == "1:7: unexpected character ']', expected a value")
        #expect(syntaxError("{\"a\": 1, \"a\": 2}") == "1:10: duplicate member name \"a\"")
        #expect(syntaxError("{'a': 1}") == "1:2: expected a member name in double quotes")
        #expect(syntaxError("[01]") == "1:3: numbers must not have leading zeros")
        #expect(syntaxError("\"\\ud800\"") == "1:8: unpaired surrogate \\uD800")
        #expect(syntaxError("[1] x") == "1:5: unexpected text after the end of the document")
        #expect(syntaxError("") == "1:1: unexpected end of the document, expected a value")
        #expect(syntaxError("[tru]") == "1:2: unexpected text, expected a value (strings need double quotes)")
        #expect(syntaxError("\"a\tb\"") == "1:3: control character 0x9 in a string (write it as an escape)")
        // A member name from the file is echoed escaped: one message, one line.
        #expect(syntaxError(#"{"a\nb\u202E" 1}"#) == #"1:15: expected ':' after the member name "a\nb\u{202E}""#)
    }

    @Test("A number beyond a Double's range is valid JSON, kept with its text for the reader to judge")
    func outOfRangeNumbers() throws {
        #expect(try parse("1e999") == .outOfRangeNumber("1e999"))
        #expect(try parse("[-1.5e309]") == .array([.outOfRangeNumber("-1.5e309")]))
        // Underflow is not out of range: it is zero, as every JSON reader makes it.
        #expect(try parse("1e-999") == .number(0))
    }

    @Test("A whole number past 2^53 is kept as written, for integer types to read exactly")
    func wholeNumbers() throws {
        #expect(try parse("[9007199254740991, 9007199254740993, -9223372036854775808]")
            == .array([.number(9_007_199_254_740_991), .wholeNumber("9007199254740993"), .wholeNumber("-9223372036854775808")]))
        // A fraction or an exponent makes it a number like any other.
        #expect(try parse("[9007199254740993.0, 1e16]") == .array([.number(0x1p53), .number(1e16)]))
        #expect(JSONValue.wholeNumber("9007199254740993").numericValue == 0x1p53)
    }

    @Test("An error says where in the document it is, and which member name is given twice")
    func errorPaths() {
        do {
            _ = try parse(#"{"a": [1, {"b": 1, "b": 2}]}"#)
            Issue.record("parsed")
        } catch {
            #expect(error.path.description == "a[1].b" && error.duplicateKey == "b")
        }
        do {
            _ = try parse(#"{"a": [1, {"b": x}]}"#)
            Issue.record("parsed")
        } catch {
            #expect(error.path.description == "a[1].b" && error.duplicateKey == nil)
        }
    }

    @Test("Invalid UTF-8 is an error, not replaced")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test("Deep nesting is an error, not a stack overflow")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(deep) == "1:201: nested more than 200 levels deep")
    }

    @Test("Arbitrary bytes never trap")
    func fuzz() {
        // A fixed linear congruential sequence: the same bytes on every run.
        var state: UInt64 = 99
        func next(below bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array(#"{}[]",:0123456789-+.eEtrufalsn \"\\u"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
        for _ in 0..<2_000 {
            let bytes = (0..<next(below: 41)).map { _ in alphabet[next(below: alphabet.count)] }
            _ = try? JSONParser.parse(bytes)
        }
    }
}

import Foundation
import Testing
@testable import LayoutConformance

@Suite struct CaseFileTests {
    func decode(_ json: String) throws -> [ConformanceCase] {
        try CaseFile.decode(Data(json.utf8), file: "cases.json")
    }

    func error(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func decodesStylesEdgesAndExpectations() throws {
        let cases = try decode("""
            [{"name": "a", "root": {"id": "root", "style": {"flexDirection": "row", "width": {"unit": "point", "value": 10},
              "margin": {"start": {"unit": "auto"}}, "gap": {"row": {"unit": "percent", "value": 5}}}, "children": []},
              "expected": {"root": {"left": 0, "top": 0, "width": 10, "height": 0}}}]
            """)
        let style = cases[0].root.style
        #expect(style.flexDirection == .row)
        #expect(style.width == .points(10))
        #expect(style.margin.start == .auto)
        #expect(style.gap.row == .percent(5))
        #expect(cases[0].expected["root"]?.width == 10)
    }

    @Test func errorsNameTheFileAndTheJSONPath() {
        #expect(error("""
            [{"name": "a", "root": {"id": "root", "style": {"width": {"unit": "pt", "value": 1}}}, "expected": {}}]
            """) == "cases.json: [0].root.style.width.unit: unknown unit \"pt\" (expected point, percent, auto, max-content, fit-content or stretch)")
        #expect(error("""
            [{"name": "a", "root": {"id": "root", "style": {"flexGrowth": 1}}, "expected": {}}]
            """) == "cases.json: [0].root.style.flexGrowth: unknown style property \"flexGrowth\"")
        #expect(error("""
            [{"name": "a", "root": {"id": "r", "children": [{"id": "c", "style": {"alignItems": "middle"}}]}, "expected": {}}]
            """).hasPrefix("cases.json: [0].root.children[0].style.alignItems: unknown value \"middle\""))
        #expect(error("[{\"name\": \"a\", \"expected\": {}}]") == "cases.json: [0]: missing key \"root\"")
        #expect(error("not json").hasPrefix("cases.json: not valid JSON"))
    }

    /// The parser every JSON file goes through: the line and column of a syntax error, and strict JSON (no
    /// comma before a closing bracket).
    @Test func syntaxErrorsNameTheLineAndColumn() {
        #expect(error("not json")
            == "cases.json: not valid JSON (line 1, column 1: unexpected text, expected a value (strings need double quotes))")
        #expect(error("[\(oneCaseObject),\n]") == "cases.json: not valid JSON (line 2, column 1: unexpected character ']', expected a value)")
    }

    /// The first unknown key in the file is the one reported, on every run.
    @Test func unknownKeysAreReportedInFileOrder() {
        #expect(error(#"[{"name": "a", "zz": 1, "aa": 2, "root": {"id": "r"}, "expected": {}}]"#) == #"cases.json: [0].zz: unknown key "zz""#)
    }

    /// Paths print as a scenario's do: a key of letters (any script's), digits, `_` and `-` plainly.
    @Test func pathsPrintAsScenarioPathsDo() {
        #expect(error(oneCase(style: #"{"größe": 1}"#)) == #"cases.json: [0].root.style.größe: unknown style property "größe""#)
    }

    @Test func duplicateNamesAreRejected() {
        let one = #"{"name": "a", "root": {"id": "r"}, "expected": {}}"#
        #expect(error("[\(one), \(one)]") == "cases.json: [1].name: duplicate case name \"a\" (first at [0])")
    }

    let oneCaseObject = #"{"name": "a", "root": {"id": "r"}, "expected": {"r": {"left": 0, "top": 0, "width": 0, "height": 0}}}"#

    /// A case whose root has `style` and whose expected frames are `expected`.
    func oneCase(style: String = "{}", children: String = "[]", expected: String = #"{"r": {"left": 0, "top": 0, "width": 0, "height": 0}}"#) -> String {
        #"[{"name": "a", "root": {"id": "r", "style": \#(style), "children": \#(children)}, "expected": \#(expected)}]"#
    }

    @Test func repeatedKeysAreRejectedWithTheirPath() {
        #expect(error(#"[{"name": "a", "name": "b", "root": {"id": "r"}, "expected": {}}]"#)
            == "cases.json: [0].name: duplicate key \"name\" in one object")
        #expect(error(oneCase(style: #"{"width": {"unit": "point", "value": 1}, "width": {"unit": "auto"}}"#))
            == "cases.json: [0].root.style.width: duplicate key \"width\" in one object")
        // Escapes make the same name: "w\u0069dth" is "width".
        #expect(error(oneCase(style: #"{"width": {"unit": "auto"}, "w\u0069dth": {"unit": "auto"}}"#))
            == "cases.json: [0].root.style.width: duplicate key \"width\" in one object")
    }

    @Test func numbersBeyondADoubleAreRejectedWithTheirPath() {
        #expect(error(oneCase(style: #"{"width": {"unit": "point", "value": 1e309}}"#))
            == "cases.json: [0].root.style.width.value: must be a finite number (1e309 is out of range)")
    }

    @Test func aFileWithoutCasesIsRejected() {
        #expect(error("[]") == "cases.json: holds no cases; give at least one")
    }

    @Test func nodeIDsAndExpectedFramesMatchOneToOne() {
        let frame = #"{"left": 0, "top": 0, "width": 0, "height": 0}"#
        #expect(error(oneCase(children: #"[{"id": "c"}, {"id": "c"}]"#, expected: #"{"r": \#(frame), "c": \#(frame)}"#))
            == "cases.json: [0].root.children[1].id: duplicate node id \"c\" (first at [0].root.children[0]); give every node its own id")
        #expect(error(oneCase(children: #"[{"id": "c"}]"#))
            == "cases.json: [0].expected: no expected frame for node \"c\" (at [0].root.children[0]); every node needs one")
        #expect(error(oneCase(expected: #"{"r": \#(frame), "x y": \#(frame)}"#))
            == "cases.json: [0].expected[\"x y\"]: no node has the id \"x y\"")
    }

    @Test func negativeSizesAndRatiosAreRejected() {
        #expect(error(oneCase(style: #"{"width": {"unit": "point", "value": -1}}"#))
            == "cases.json: [0].root.style.width.value: must not be negative")
        #expect(error(oneCase(style: #"{"padding": {"left": {"unit": "percent", "value": -5}}}"#))
            == "cases.json: [0].root.style.padding.left.value: must not be negative")
        #expect(error(oneCase(style: #"{"gap": {"row": {"unit": "point", "value": -5}}}"#))
            == "cases.json: [0].root.style.gap.row.value: must not be negative")
        #expect(error(oneCase(style: #"{"aspectRatio": -0.5}"#)) == "cases.json: [0].root.style.aspectRatio: must not be negative")
        #expect(error(oneCase(expected: #"{"r": {"left": 0, "top": 0, "width": -1, "height": 0}}"#))
            == "cases.json: [0].expected.r.width: must not be negative")
        // Margins and positions may be negative.
        #expect(error(oneCase(style: #"{"margin": {"left": {"unit": "point", "value": -5}}}"#)) == "no error")
    }

    @Test func expectedFramesHaveOnlyTheirFourKeys() {
        #expect(error(oneCase(expected: #"{"r": {"left": 0, "top": 0, "width": 0, "height": 0, "widht": 1}}"#))
            == "cases.json: [0].expected.r.widht: unknown key \"widht\"")
    }

    @Test func echoedValuesStayOnOneLine() {
        let message = error(oneCase(style: #"{"flexDirection": "row\n\"x\u202E"}"#))
        #expect(message.hasPrefix(#"cases.json: [0].root.style.flexDirection: unknown value "row\n\"x\u{202E}" (expected"#))
        #expect(!message.contains("\n"))
        let key = error(oneCase(style: #"{"a\nb": 1}"#))
        #expect(key == #"cases.json: [0].root.style["a\nb"]: unknown style property "a\nb""#)
    }
}

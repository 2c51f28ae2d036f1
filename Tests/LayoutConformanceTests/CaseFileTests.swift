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

    @Test func duplicateNamesAreRejected() {
        let one = #"{"name": "a", "root": {"id": "r"}, "expected": {}}"#
        #expect(error("[\(one), \(one)]") == "cases.json: [1].name: duplicate case name \"a\" (first at [0])")
    }
}

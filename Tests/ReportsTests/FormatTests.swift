import Foundation
import Testing

@testable import Reports

/// How figures read in the report: the same text as before they were formatted by hand.
@Suite struct FormatTests {
    static let counts: [Int] = [0, 1, -1, 9, 10, 99, 100, 999, 1_000, -1_000, 9_999, 12_345, 123_456, 1_234_567, -1_234_567,
                                999_999_999, 1_000_000_000, Int(Int32.max), Int.max, Int.min, Int.min + 1]

    @Test(arguments: counts)
    func countsAreGroupedAsANumberFormatterGroupsThem(value: Int) {
        #expect(Format.count(value) == Format.formatterCount(NSNumber(value: value)))
        if value >= 0 {
            #expect(Format.count(UInt64(value)) == Format.formatterCount(NSNumber(value: UInt64(value))))
        }
    }

    @Test func countsPastIntMaxStillRead() {
        #expect(Format.count(UInt64.max) == Format.formatterCount(NSNumber(value: UInt64.max)))
        #expect(Format.count(1_234_567) == "1,234,567" && Format.count(-1_000) == "-1,000" && Format.count(999) == "999")
    }

    /// Text with nothing to escape is kept as it is; markup characters are escaped, control characters dropped.
    @Test func escapingKeepsPlainTextAndEscapesTheRest() {
        #expect(HTML.escaped("12.5 ms · p99 (é)", attribute: true) == "12.5 ms · p99 (é)")
        #expect(HTML.escaped("a<b>&\"c\"'d'", attribute: false) == "a&lt;b&gt;&amp;\"c\"'d'")
        #expect(HTML.escaped("a<b>&\"c\"'d'", attribute: true) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(HTML.escaped("bell\u{7}\u{7F}\tline\nend\r", attribute: false) == "bell\tline\nend\r")
        #expect(HTML.escaped("\u{85}next", attribute: false) == "\u{85}next")
    }
}

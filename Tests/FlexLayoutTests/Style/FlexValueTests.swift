import Testing
@testable import FlexLayout

@Suite struct FlexValueTests {
    @Test func pointsAndPercentResolve() {
        #expect(FlexValue.points(12).resolve(.nan) == 12)
        #expect(FlexValue.percent(25).resolve(200) == 50)
    }

    @Test func autoKeywordsAndUndefinedReferencesAreUndefined() {
        #expect(FlexValue.auto.resolve(100).isNaN)
        #expect(FlexValue.maxContent.resolve(100).isNaN)
        #expect(FlexValue.undefined.resolve(100).isNaN)
        #expect(FlexValue.percent(50).resolve(.nan).isNaN)
    }
}

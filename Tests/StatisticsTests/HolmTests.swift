import Testing
@testable import Statistics

@Suite struct HolmTests {
    /// Holm 1979 by hand: sorted p 0.01, 0.02, 0.03, 0.04 times 4, 3, 2, 1 = 0.04, 0.06, 0.06, 0.04,
    /// made non-decreasing: 0.04, 0.06, 0.06, 0.06; returned in the order given.
    @Test func adjustsInStepDownOrder() throws {
        let adjusted = try Holm.adjusted([0.03, 0.01, 0.04, 0.02])
        let expected = [0.06, 0.04, 0.06, 0.06]
        for (actual, wanted) in zip(adjusted, expected) { #expect(agrees(actual, wanted, relative: 1e-12)) }
    }

    @Test func capsAtOneAndKeepsSingleValues() throws {
        #expect(try Holm.adjusted([0.5, 0.9]) == [1, 1])
        #expect(try Holm.adjusted([0.003]) == [0.003])
        #expect(try Holm.adjusted([]) == [])
    }

    @Test func tiesKeepTheirOrder() throws {
        // Equal p-values get the same adjusted value whatever their position: 3 x 0.01, then the running max.
        let adjusted = try Holm.adjusted([0.01, 0.01, 0.2])
        #expect(adjusted[0] == adjusted[1])
        #expect(agrees(adjusted[0], 0.03, relative: 1e-12) && adjusted[2] == 0.2)
    }

    @Test func neverBelowTheRawValue() throws {
        let raw = [0.001, 0.2, 0.0004, 0.05, 0.049, 1, 0]
        for (p, adjusted) in zip(raw, try Holm.adjusted(raw)) { #expect(adjusted >= p) }
    }

    @Test func rejectsWhatIsNotAProbability() {
        #expect(throws: StatisticsError.invalidParameter(name: "pValues[1]", requirement: "a probability between 0 and 1")) {
            try Holm.adjusted([0.1, .nan])
        }
        #expect(throws: StatisticsError.self) { try Holm.adjusted([1.5]) }
        #expect(throws: StatisticsError.self) { try Holm.adjusted([-0.1]) }
    }
}

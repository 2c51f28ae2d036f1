import Testing
@testable import Statistics

/// Every bad input is an error naming the sample or parameter, never NaN or a trap.
@Suite struct StatisticsErrorTests {
    @Test func descriptionsNameTheInput() {
        #expect(StatisticsError.nonFiniteValue(.current, index: 3).description == "current[3]: must be a finite number")
        #expect(StatisticsError.emptySample(.baseline).description == "baseline: must not be empty")
        #expect(
            StatisticsError.tooFewRepetitions(.current, count: 4, minimum: 10).description
                == "current: 4 repetitions, at least 10 needed"
        )
        #expect(
            StatisticsError.invalidParameter(name: "alpha", requirement: "between 0 and 1 (exclusive)").description
                == "alpha: must be between 0 and 1 (exclusive)"
        )
    }

    @Test func emptySamples() {
        #expect(throws: StatisticsError.emptySample(.values)) { try Descriptive.median([]) }
        #expect(throws: StatisticsError.emptySample(.values)) { try Descriptive.mean([]) }
        #expect(throws: StatisticsError.emptySample(.values)) { try Descriptive.interquartileRange([]) }
        #expect(throws: StatisticsError.emptySample(.baseline)) { try MannWhitneyU.test(baseline: [], current: [1]) }
        #expect(throws: StatisticsError.emptySample(.current)) { try KolmogorovSmirnov.test(baseline: [1], current: []) }
        #expect(throws: StatisticsError.emptySample(.current)) { try HodgesLehmann.shift(baseline: [1], current: []) }
        #expect(throws: StatisticsError.emptySample(.baseline)) { try Bootstrap.shiftInterval(baseline: [], current: [1]) }
        #expect(throws: StatisticsError.emptySample(.baseline)) { try EffectFloor().threshold(baseline: []) }
    }

    @Test func nonFiniteValues() {
        #expect(throws: StatisticsError.nonFiniteValue(.current, index: 3)) {
            try MannWhitneyU.test(baseline: [1, 2], current: [1, 2, 3, .nan])
        }
        #expect(throws: StatisticsError.nonFiniteValue(.baseline, index: 0)) {
            try KolmogorovSmirnov.test(baseline: [.infinity], current: [1])
        }
        #expect(throws: StatisticsError.nonFiniteValue(.values, index: 1)) { try Descriptive.quantile([1, -.infinity], 0.5) }
        #expect(throws: StatisticsError.nonFiniteValue(.current, index: 0)) {
            try ShiftEvidence(baseline: Array(repeating: 1, count: 10), current: [.nan] + Array(repeating: 1, count: 9))
        }
    }

    @Test func tooFewRepetitions() {
        let ten = Array(repeating: 1.0, count: 10)
        #expect(throws: StatisticsError.tooFewRepetitions(.baseline, count: 9, minimum: 10)) {
            try ShiftEvidence(baseline: Array(ten.dropLast()), current: ten)
        }
        #expect(throws: StatisticsError.tooFewRepetitions(.current, count: 3, minimum: 4)) {
            try ShiftEvidence(baseline: ten, current: [1, 1, 1], policy: ShiftPolicy(minimumRepetitions: 4))
        }
    }

    @Test func invalidParameters() {
        let ten = Array(repeating: 1.0, count: 10)
        func expectInvalid(_ name: String, _ body: () throws -> Void) {
            do {
                try body()
                Issue.record("\(name) was accepted")
            } catch let error as StatisticsError {
                guard case .invalidParameter(let actual, _) = error else {
                    Issue.record("\(error)")
                    return
                }
                #expect(actual == name)
            } catch {
                Issue.record("\(error)")
            }
        }
        expectInvalid("probability") { _ = try Descriptive.quantile([1], 1.5) }
        expectInvalid("scale") { _ = try Descriptive.medianAbsoluteDeviation([1], scale: 0) }
        expectInvalid("confidence") {
            _ = try Bootstrap.shiftInterval(baseline: [1], current: [1], configuration: .init(confidence: 1))
        }
        expectInvalid("resamples") {
            _ = try Bootstrap.shiftInterval(baseline: [1], current: [1], configuration: .init(resamples: 0))
        }
        expectInvalid("floor.relative") { _ = try EffectFloor(relative: -0.1).threshold(baseline: [1]) }
        expectInvalid("floor.spreadMultiple") { _ = try EffectFloor(spreadMultiple: .nan).threshold(baseline: [1]) }
        expectInvalid("minimumRepetitions") { _ = try ShiftEvidence(baseline: ten, current: ten, policy: .init(minimumRepetitions: 0)) }
        expectInvalid("alpha") { _ = try ShiftVerdict.verdicts(family: [], alpha: 0) }
        expectInvalid("pValues[0]") { _ = try Holm.adjusted([2]) }
    }

    /// Degenerate but valid inputs give numbers, never NaN.
    @Test func degenerateInputsStayFinite() throws {
        let one = try MannWhitneyU.test(baseline: [1], current: [1], method: .asymptotic)
        #expect(one.pValue == 1)
        // SciPy's kstwo answers NaN for round(m n / (m + n)) = 0 (m = n = 1); here, no evidence: p = 1.
        let ks = try KolmogorovSmirnov.test(baseline: [1], current: [2], method: .asymptotic)
        #expect(ks.pValue == 1 && ks.d == 1)
        // lcm(50000, 49999) passes Int32.max: SciPy's exact gives way to the asymptotic method, and so does this.
        let wide = try KolmogorovSmirnov.test(
            baseline: (0..<50_000).map(Double.init), current: (0..<49_999).map { Double($0) + 0.5 }, method: .exact
        )
        #expect(wide.method == .asymptotic && wide.pValue == 1)  // SciPy: 1.0
        let constant = Array(repeating: 3.0, count: 10)
        let evidence = try ShiftEvidence(baseline: constant, current: constant)
        #expect(evidence.pValue == 1 && evidence.shift == 0 && agrees(evidence.floor, 0.15))
    }
}

import Bench
import Testing

/// A pass's summary: the median and best round, per item, in milliseconds.
@Suite struct BenchPassTests {
    @Test func medianAndBestPerItem() {
        let pass = BenchPass(name: "p", milliseconds: [8, 2, 6, 4], items: 2)
        // Median of 2, 4, 6, 8 is 5; per item 2.5. Best 2; per item 1.
        #expect(pass.medianMilliseconds == 2.5)
        #expect(pass.bestMilliseconds == 1)
    }

    @Test func noRoundsIsZero() {
        let pass = BenchPass(name: "p", milliseconds: [])
        #expect(pass.medianMilliseconds == 0 && pass.bestMilliseconds == 0)
    }
}

import Testing
@testable import Feed

struct SeededRandomTests {
    // Reference values: Vigna's published splitmix64.c and xoshiro256starstar.c, run independently
    // (splitmix64 from 0 starts 0xE220A8397B1DCDAF, which seeds the first state word).
    @Test("The first outputs match the reference implementation")
    func referenceOutputs() {
        var zero = SeededRandom(seed: 0)
        #expect([zero.next(), zero.next(), zero.next()] == [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0])
        var fortyTwo = SeededRandom(seed: 42)
        #expect([fortyTwo.next(), fortyTwo.next(), fortyTwo.next()] == [0x1578_0B2E_0C2E_C716, 0x6104_D986_6D11_3A7E, 0xAE17_5332_39E4_99A1])
    }

    @Test("Bounded integers stay in range and cover it evenly")
    func boundedIntegers() {
        var random = SeededRandom(seed: 7)
        var counts = Array(repeating: 0, count: 6)
        for _ in 0..<60_000 { counts[random.nextInt(below: 6)] += 1 }
        // Each face expects 10,000; five standard deviations are about 456.
        #expect(counts.allSatisfy { abs($0 - 10_000) < 460 })
        for _ in 0..<1_000 { #expect((3...5).contains(random.nextInt(in: 3...5))) }
        #expect(random.nextInt(below: 0) == 0 && random.nextInt(below: 1) == 0)
        _ = random.nextInt(in: Int.min...Int.max)
        #expect(random.nextInt(in: Int.max...Int.max) == Int.max)
        #expect((-2...(-1)).contains(random.nextInt(in: -2...(-1))))
    }

    @Test("Doubles are in [0, 1) and distributions have their medians")
    func distributions() {
        var random = SeededRandom(seed: 11)
        let uniform = (0..<10_000).map { _ in random.nextDouble() }
        #expect(uniform.allSatisfy { $0 >= 0 && $0 < 1 })
        let logNormal = (0..<10_001).map { _ in random.nextLogNormal(median: 12, sigma: 1) }.sorted()
        #expect(abs(logNormal[5_000] - 12) < 0.6)
        let pareto = (0..<10_001).map { _ in random.nextPareto(minimum: 1, alpha: 1) }.sorted()
        // Pareto(1, 1) has median 2.
        #expect(pareto[0] >= 1 && abs(pareto[5_000] - 2) < 0.15)
        let exponential = (0..<10_000).map { _ in random.nextExponential(mean: 5) }
        #expect(abs(exponential.reduce(0, +) / 10_000 - 5) < 0.25)
    }

    @Test("Copies continue the same sequence; different seeds differ")
    func determinism() {
        var a = SeededRandom(seed: 5)
        _ = a.next()
        var b = a
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
        var c = SeededRandom(seed: 6)
        var d = SeededRandom(seed: 5)
        #expect(c.next() != d.next())
    }
}

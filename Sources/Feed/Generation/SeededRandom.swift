import Foundation

/// A seeded pseudo-random generator: xoshiro256** (Blackman and Vigna, 2018) with its state filled by
/// SplitMix64 from a 64-bit seed, as the authors recommend.
///
/// The same seed gives the same sequence on every run. The integer methods use only integer arithmetic
/// (no standard-library algorithm that could change between Swift releases), so they agree everywhere.
/// The real-valued ones (`nextNormal`, `nextLogNormal`, `nextPareto`, `nextExponential`) use the C
/// library's `log`, `exp`, `pow` and `cos`: identical on one platform and C library, and on another one
/// they can differ in the last bit, which changes a generated feed only when a value lands exactly on a
/// rounding boundary. Never reads the system's entropy.
/// Not thread-safe: a value type, copy it to fork a stream.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    public init(seed: UInt64) {
        var splitMix = seed
        func nextSplitMix() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var z = splitMix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (nextSplitMix(), nextSplitMix(), nextSplitMix(), nextSplitMix())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotate(state.3, 45)
        return result
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    /// A uniform number in [0, 1) with 53 random bits.
    public mutating func nextDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform integer in `0..<bound`. A `bound` of 0 or less gives 0.
    public mutating func nextInt(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(nextUInt64(below: UInt64(bound)))
    }

    /// A uniform integer in `range` (any range, `Int.min...Int.max` included).
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        guard width != 0 else { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: nextUInt64(below: width))
    }

    /// Lemire's multiply-and-reject: uniform in `0..<bound`, no modulo bias. `bound` must be positive.
    private mutating func nextUInt64(below bound: UInt64) -> UInt64 {
        let threshold = (0 &- bound) % bound
        while true {
            let (high, low) = next().multipliedFullWidth(by: bound)
            if low >= threshold { return high }
        }
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        nextDouble() < probability
    }

    /// A uniformly chosen element; `nil` only for an empty collection.
    public mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element? where C.Index == Int {
        guard !collection.isEmpty else { return nil }
        return collection[collection.startIndex + nextInt(below: collection.count)]
    }

    /// A standard normal deviate (Box-Muller; one of the pair is discarded to keep the stream simple).
    public mutating func nextNormal() -> Double {
        let u1 = 1 - nextDouble()  // (0, 1]: log is finite
        let u2 = nextDouble()
        return (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * Double.pi * u2)
    }

    /// A log-normal deviate with the given median and shape: most values near the median, a long right
    /// tail (the classic model of message lengths).
    public mutating func nextLogNormal(median: Double, sigma: Double) -> Double {
        median * Foundation.exp(sigma * nextNormal())
    }

    /// A Pareto deviate at least `minimum`, heavier-tailed for smaller `alpha` (like counts).
    public mutating func nextPareto(minimum: Double, alpha: Double) -> Double {
        minimum / Foundation.pow(1 - nextDouble(), 1 / alpha)
    }

    /// An exponential deviate with the given mean (gaps between posts).
    public mutating func nextExponential(mean: Double) -> Double {
        -mean * Foundation.log(1 - nextDouble())
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", OOPSLA 2014): a tiny
/// generator whose whole state is one UInt64, so a bootstrap seeded the same way resamples the same way on
/// every machine and toolchain. Not for cryptography.

public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0 ..< bound (bound > 0), without modulo bias: the high half of a 128-bit
    /// product, redrawing the rare values that would favour small results (Lemire 2019). Written here,
    /// not taken from the standard library, so the sequence cannot change with the toolchain.
    public mutating func nextIndex(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let (high, low) = next().multipliedFullWidth(by: range)
            if low >= threshold { return Int(high) }
        }
    }
}

import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A count that many threads add to at once without sharing a cache line: each thread adds to one of 64
/// stripes, chosen by its identity, 128 bytes apart; a read sums them. Two threads may share a stripe, and
/// then a line, but 16 threads rarely pile onto one.
///
/// For the workers' typesetting time (`TypesettingClock`): with one counter, every worker's cold layout
/// would write a line that all the others write too.
final class StripedCounter: Sendable {
    private static let stripeCount = 64
    /// Counters per stripe: 16 × 8 bytes, so each stripe's counter sits on lines no other stripe's touches.
    private static let spacing = 16
    private let cells = InlineArray<1024, Atomic<Int>> { _ in Atomic(0) }

    init() {}

    /// Adds 1 to the calling thread's stripe.
    @inline(__always)
    func increment() {
        cells[Self.stripe * Self.spacing].wrappingAdd(1, ordering: .relaxed)
    }

    /// Adds `amount` to the calling thread's stripe.
    @inline(__always)
    func add(_ amount: Int) {
        cells[Self.stripe * Self.spacing].wrappingAdd(amount, ordering: .relaxed)
    }

    /// The sum of the stripes: exact once the threads adding have stopped, and at any time a value between
    /// the sums before and after the additions under way.
    var value: Int {
        (0..<Self.stripeCount).reduce(0) { $0 &+ cells[$1 * Self.spacing].load(ordering: .relaxed) }
    }

    /// Sets every stripe to 0.
    func reset() {
        for stripe in 0..<Self.stripeCount { cells[stripe * Self.spacing].store(0, ordering: .relaxed) }
    }

    /// The calling thread's stripe: its thread handle (an address, a register read), mixed so that threads
    /// whose handles lie a stack size apart land on different stripes.
    @inline(__always)
    private static var stripe: Int {
        let identity = UInt64(UInt(pthread_self()))
        return Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}

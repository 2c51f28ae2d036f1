import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an engine's typesetting (its cold layouts: clusters, shaping, line breaking) took, on the thread
/// that made the engine (the main thread, in a run) and on every other thread (the workers), in
/// milliseconds of wall time. A cached lookup is not typesetting and is not counted.
public struct TypesettingTime: Sendable, Hashable, Codable {
    public var ownerThreadMilliseconds: Double
    public var otherThreadsMilliseconds: Double

    public init(ownerThreadMilliseconds: Double = 0, otherThreadsMilliseconds: Double = 0) {
        self.ownerThreadMilliseconds = ownerThreadMilliseconds
        self.otherThreadsMilliseconds = otherThreadsMilliseconds
    }
}

/// Times each cold layout with the monotonic clock (two reads, some 50 ns against a layout's 20 µs) and adds
/// it to the owner thread's count or to the others' (striped, so that workers do not share a line).
final class TypesettingClock: Sendable {
    /// The thread that made the engine.
    private let owner: UInt
    private let ownerNanoseconds = Atomic<Int>(0)
    private let othersNanoseconds = StripedCounter()

    init() {
        owner = UInt(pthread_self())
    }

    @inline(__always)
    func measure<Result>(_ body: () -> Result) -> Result {
        let start = Self.nanoseconds()
        let result = body()
        let elapsed = Self.nanoseconds() &- start
        if UInt(pthread_self()) == owner {
            ownerNanoseconds.wrappingAdd(elapsed, ordering: .relaxed)
        } else {
            othersNanoseconds.add(elapsed)
        }
        return result
    }

    /// The time so far: exact once the threads typesetting have stopped.
    var time: TypesettingTime {
        TypesettingTime(ownerThreadMilliseconds: Double(ownerNanoseconds.load(ordering: .relaxed)) / 1e6,
                        otherThreadsMilliseconds: Double(othersNanoseconds.value) / 1e6)
    }

    private static func nanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec &* 1_000_000_000 &+ now.tv_nsec
    }
}

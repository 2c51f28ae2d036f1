import Dispatch
import Testing
@testable import Streams

@Suite struct ChangesMergeTests {
    @Test func mergeTagsEachValueWithItsSourceInArrivalOrder() {
        let (numbers, numberChanges) = Changes<Int>.pipe()
        let (words, wordChanges) = Changes<String>.pipe()
        let merged = numberChanges.merge(wordChanges)
        let log = Log<Either<Int, String>>()
        merged.observe(with: log) { log, value in log.append(value) }
        numbers.announce(1)
        words.announce("a")
        words.announce("b")
        numbers.announce(2)
        #expect(log.entries == [.left(1), .right("a"), .right("b"), .left(2)])
    }

    @Test func reentrantAnnouncementOnTheOtherSourceComesAfterTheCurrentValue() {
        let (numbers, numberChanges) = Changes<Int>.pipe()
        let (words, wordChanges) = Changes<String>.pipe()
        let merged = numberChanges.merge(wordChanges)
        let log = Log<String>()
        merged.observe(with: log) { log, value in
            if case .left(let number) = value {
                log.append("a\(number)")
                words.announce("x")
            } else {
                log.append("a-word")
            }
        }
        merged.observe(with: log) { log, value in log.append(value == .left(1) ? "b1" : "b-word") }
        numbers.announce(1)
        #expect(log.entries == ["a1", "b1", "a-word", "b-word"])
    }

    @Test func valuesFromTwoThreadsAllArriveInTheirOwnOrder() {
        let count = 2_000
        let (numbers, numberChanges) = Changes<Int>.pipe()
        let (others, otherChanges) = Changes<Int>.pipe()
        let merged = numberChanges.merge(otherChanges)
        let log = Log<Either<Int, Int>>()
        merged.observe(with: log) { log, value in log.append(value) }
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            for value in 0..<count {
                side == 0 ? numbers.announce(value) : others.announce(value)
            }
        }
        let lefts = log.entries.compactMap { if case .left(let v) = $0 { v } else { nil } }
        let rights = log.entries.compactMap { if case .right(let v) = $0 { v } else { nil } }
        #expect(lefts == Array(0..<count))
        #expect(rights == Array(0..<count))
    }
}

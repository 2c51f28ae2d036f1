import Dispatch
import Synchronization
import Testing
@testable import TextLayout

/// The lock-free table of single-scalar fallback answers, and `FontFallback` answering through it from many
/// threads at once.
struct FallbackAnswersTests {
    @Test func anUnknownKeyIsNotAnAnswer() {
        let answers = FallbackAnswers()
        #expect(answers.answer(for: 0) == nil)
        #expect(answers.answer(for: 0x6771 << 2) == nil)
    }

    @Test func answersReadBackAsRecordedNoFaceIncluded() {
        let answers = FallbackAnswers()
        #expect(answers.record(3, for: 0x6771 << 2))
        #expect(answers.record(nil, for: 0x10FFFF << 2 | 3))
        #expect(answers.record(0, for: 0))
        #expect(answers.answer(for: 0x6771 << 2) == .some(3))
        #expect(answers.answer(for: 0x10FFFF << 2 | 3) == .some(nil))
        #expect(answers.answer(for: 0) == .some(0))
        // A neighbour of a recorded key is its own question.
        #expect(answers.answer(for: 0x6771 << 2 | 1) == nil)
    }

    /// Keys that probe past each other (a whole block of one script, far more than a slot's neighbours)
    /// all read back, and the table stops taking entries at three quarters full instead of filling up.
    @Test func manyKeysReadBackAndTheTableStopsBeforeItIsFull() {
        let answers = FallbackAnswers()
        let limit = FallbackAnswers.capacity / 4 * 3
        var recorded = 0
        for scalar in 0x4E00..<(0x4E00 + FallbackAnswers.capacity) where answers.record(scalar % 7, for: UInt64(scalar) << 2) {
            recorded += 1
        }
        #expect(recorded == limit)
        for scalar in 0x4E00..<(0x4E00 + limit) {
            #expect(answers.answer(for: UInt64(scalar) << 2) == .some(scalar % 7))
        }
        #expect(answers.answer(for: UInt64(0x4E00 + limit) << 2) == nil)
    }

    /// Readers on other threads see each answer whole while a writer records: the key, then the same
    /// face, never a torn entry.
    @Test func readersSeeWholeAnswersWhileAWriterRecords() {
        let answers = FallbackAnswers()
        let keys = (0..<4_000).map { UInt64(0x3040 + $0) << 2 | 2 }
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            if thread == 0 {
                for (index, key) in keys.enumerated() { answers.record(index % 5 == 0 ? nil : index % 9, for: key) }
                return
            }
            for _ in 0..<3 {
                for (index, key) in keys.enumerated() {
                    guard let answer = answers.answer(for: key) else { continue }
                    if answer != (index % 5 == 0 ? nil : index % 9) { wrong.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }

    /// `FontFallback` answers the same from 8 threads as from one, and a face is one object whatever
    /// thread asked first.
    @Test func fallbackFacesAreTheSameFromEveryThread() throws {
        let fonts = try FontLibrary(directory: sharedFonts().directory)
        let fallback = try #require(fonts.fallback)
        let clusters: [Character] = ["東", "京", "😀", "👩‍👩‍👧‍👦", "ש", "م", "न", "\u{E000}", "🇵🇹", "❤️", "☃"]
        let expected = clusters.map { fallback.face(for: $0, bold: false).map(ObjectIdentifier.init) }
        let differences = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<50 {
                for (index, cluster) in clusters.enumerated() {
                    let bold = (round + thread) % 2 == 0
                    let face = fallback.face(for: cluster, bold: bold).map(ObjectIdentifier.init)
                    if !bold && face != expected[index] { differences.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(differences.load(ordering: .relaxed) == 0)
        // The faces in use are listed once each, in the order first used.
        #expect(Set(fallback.facesInUse).count == fallback.facesInUse.count)
    }
}

import Testing
@testable import FlexLayout
import Geometry

/// Baseline alignment (CSS Flexbox 8.3, 9.4 step 8; `Baseline.swift`): in a row aligned to the baseline,
/// items move down so their baselines meet the lowest one. A box without a baseline function has its
/// baseline at its bottom (its height).
@Suite struct BaselineTests {
    /// Heights 20 and 40: baselines 20 and 40; the first moves down by 20.
    @Test func boxesAlignTheirBottoms() {
        let frames = layOut(box({ $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = .points(100) }, [
            box(width: 10, height: 20), box(width: 10, height: 40),
        ]))
        #expect(frames.map(\.minY) == [20, 0])
    }

    /// A baseline function sets the baseline: heights 20 (baseline 15) and 40 (baseline 10): the first's
    /// baseline is the lower (15), so the second moves down by 15 - 10 = 5.
    @Test func aBaselineFunctionSetsTheBaseline() {
        let first = box(width: 10, height: 20)
        first.baseline = { _, _ in 15 }
        let second = box(width: 10, height: 40)
        second.baseline = { _, _ in 10 }
        let frames = layOut(box({ $0.flexDirection = .row; $0.alignItems = .baseline; $0.width = .points(100) }, [first, second]))
        #expect(frames.map(\.minY) == [0, 5])
    }
}

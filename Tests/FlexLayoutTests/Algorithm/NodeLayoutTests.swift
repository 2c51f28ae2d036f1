import Testing
@testable import FlexLayout
import Geometry

/// One node's layout (`NodeLayout.swift`, `LeafMeasurement.swift`): hidden nodes are zeroed, a leaf with a
/// measure function gets its content size plus padding, constrained by what its container offers.
@Suite struct NodeLayoutTests {
    /// `display: none` takes no space and lays out as zero; its sibling starts at 0.
    @Test func aHiddenNodeIsZeroAndTakesNoSpace() {
        let hidden = box(width: 50, height: 50) { $0.display = .none }
        let frames = layOut(box({ $0.width = .points(100); $0.height = .points(100) }, [hidden, box(width: 10, height: 10)]))
        #expect(frames[0] == .zero)
        #expect(frames[1].minY == 0)
    }

    /// A leaf measured at 30 x 12 content with 4 padding each side: 38 x 20 in a flex-start column.
    @Test func aMeasuredLeafAddsItsPadding() {
        let leaf = box({ $0.padding.all = .points(4) })
        leaf.measure = { _, _, _, _ in Size(width: 30, height: 12) }
        let frames = layOut(box({ $0.width = .points(100); $0.height = .points(100); $0.alignItems = .flexStart }, [leaf]))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 38, height: 20))
    }

    /// The measure function is offered the container's inner width as a limit (100 - 2 x 10 padding = 80,
    /// fit-content), and the result is the content it reports for it.
    @Test func aLeafIsMeasuredWithinWhatItsContainerOffers() {
        nonisolated(unsafe) var offered: [(Double, SizingMode)] = []
        let leaf = box()
        leaf.measure = { width, mode, _, _ in
            offered.append((width, mode))
            return Size(width: min(width.isNaN ? 500 : width, 500), height: 10)
        }
        let frames = layOut(box({ $0.width = .points(100); $0.padding.horizontal = .points(10); $0.alignItems = .flexStart }, [leaf]))
        #expect(offered.contains { $0.0 == 80 && $0.1 == .fitContent })
        #expect(frames[0].width == 80)
    }

    /// Stretched in a column, the leaf is given its exact width (stretch-fit) and keeps it.
    @Test func aStretchedLeafIsMeasuredAtItsExactWidth() {
        nonisolated(unsafe) var modes: [SizingMode] = []
        let leaf = box()
        leaf.measure = { _, mode, _, _ in
            modes.append(mode)
            return Size(width: 5, height: 10)
        }
        let frames = layOut(box({ $0.width = .points(100) }, [leaf]))
        #expect(frames[0].width == 100)
        #expect(modes.allSatisfy { $0 == .stretchFit })
    }
}

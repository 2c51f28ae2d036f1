import Testing
@testable import FlexLayout
import Geometry

/// CSS Flexbox 9.4 step 8 and 9.8 step 16-17, the container's own size (`ContainerSize.swift`): an auto
/// size wraps the lines plus padding and border, clamped by the container's min and max.
@Suite struct ContainerSizeTests {
    static func wrapping(_ edit: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
        let root = box({ $0.flexDirection = .row; $0.alignItems = .flexStart; $0.padding.all = .points(5); edit(&$0) }, [
            box(width: 30, height: 10), box(width: 40, height: 25),
        ])
        root.calculateLayout()
        return root
    }

    /// Width: 5 + 30 + 40 + 5 = 80; height: 5 + the taller item 25 + 5 = 35.
    @Test func anAutoSizeWrapsTheContentAndPadding() {
        #expect(Self.wrapping().frame == Rect(x: 0, y: 0, width: 80, height: 35))
    }

    /// A border counts like padding: 2 on every side adds 4 to each axis: 84 x 39.
    @Test func theBorderCounts() {
        #expect(Self.wrapping { $0.border.all = .points(2) }.frame.size == Size(width: 84, height: 39))
    }

    /// max-width 50 caps the wrapped 80; min-height 60 raises the wrapped 35.
    @Test func minAndMaxClampTheWrappedSize() {
        let root = Self.wrapping { $0.maxWidth = .points(50); $0.minHeight = .points(60) }
        #expect(root.frame.size == Size(width: 50, height: 60))
    }

    /// A definite size is kept whatever the content: 20 x 20 though the items need more.
    @Test func aDefiniteSizeIsKept() {
        let root = Self.wrapping { $0.width = .points(20); $0.height = .points(20) }
        #expect(root.frame.size == Size(width: 20, height: 20))
    }
}

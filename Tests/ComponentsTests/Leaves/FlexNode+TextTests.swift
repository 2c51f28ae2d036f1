@testable import Components
import FlexLayout
import Geometry
import Testing
import TextLayout

/// A fresh engine with its own cache, so tests do not see each other's counters.
private func makeEngine() throws -> TextEngine {
    TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
}

struct FlexNodeTextTests {
    let text = "Jane Doe shared a story about the new bakery on the corner of Main Street"
    let style = TextStyle(size: 15)

    @Test("A text leaf in a fixed-width column wraps to the column and takes the text's height")
    func wrapsInColumn() throws {
        let engine = try makeEngine()
        var columnStyle = FlexStyle()
        columnStyle.width = .points(120)
        var padding = FlexEdges()
        padding.all = .points(10)
        columnStyle.padding = padding
        let label = FlexNode.text(text, style: style, engine: engine, name: "label")
        let column = FlexNode(style: columnStyle, children: [label])
        column.calculateLayout(pointScaleFactor: 0)

        let expected = engine.measure(text, style: style, width: 100)
        #expect(expected.lines.count > 2)
        #expect(label.frame.width == 100)
        #expect(label.frame.height == expected.height)
        #expect(column.frame.height == expected.height + 20)
    }

    @Test("In a row a short label takes its natural width")
    func naturalWidthInRow() throws {
        let engine = try makeEngine()
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.alignItems = .flexStart
        rowStyle.width = .points(300)
        let label = FlexNode.text("Like", style: style, engine: engine)
        let row = FlexNode(style: rowStyle, children: [label])
        row.calculateLayout(pointScaleFactor: 0)
        let natural = engine.measure("Like", style: style)
        #expect(label.frame.width == natural.width)
        #expect(label.frame.height == natural.height)
    }

    @Test("The measure function follows the sizing modes")
    func sizingModes() throws {
        let engine = try makeEngine()
        let natural = engine.measure(text, style: style)
        let size = { (width: Double, mode: SizingMode, height: Double, heightMode: SizingMode) in
            TextMeasurement.size(of: self.text, style: self.style, engine: engine,
                                 width: width, widthMode: mode, height: height, heightMode: heightMode)
        }
        #expect(size(.nan, .maxContent, .nan, .maxContent) == natural.size)
        #expect(size(1000, .fitContent, .nan, .maxContent) == natural.size)
        #expect(size(1000, .stretchFit, .nan, .maxContent).width == 1000)
        let wrapped = engine.measure(text, style: style, width: 100)
        #expect(size(100, .fitContent, .nan, .maxContent) == wrapped.size)
        #expect(size(100, .stretchFit, 10, .fitContent) == Size(width: 100, height: 10))
    }

    @Test("The baseline is the first line's")
    func baseline() throws {
        let engine = try makeEngine()
        let node = FlexNode.text(text, style: style, engine: engine)
        let baseline = try #require(node.baseline)
        #expect(baseline(100, 80) == engine.measure(text, style: style).firstBaseline)
    }
}

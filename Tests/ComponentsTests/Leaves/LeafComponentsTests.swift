@testable import Components
import Geometry
import Testing
import TextLayout
import Views

@Suite struct LeafComponentsTests {
    @Test func textTakesTheMeasuredSizeRoundedUpAndCarriesItsText() throws {
        let context = try makeContext(scale: 2)
        let style = TextStyle(font: .bold, size: 15, maxLines: 2)
        let string = "Amélie Núñez shared a memory from the trip to Lisbon last summer"
        let layout = TextComponent(string, style: style).layoutThatFits(.width(150), context: context)
        let measured = context.textEngine.measureUncached(string, style: style, width: 150)
        #expect(layout.size.height == (measured.height * 2).rounded(.up) / 2)
        #expect(layout.size.width == 150)
        #expect(layout.view?.kind == .label)
        #expect(layout.view?.attributes.first?.value == .text(string, style))
        let free = TextComponent("Hi").layoutThatFits(.unconstrained, context: context)
        let hi = context.textEngine.measureUncached("Hi", style: TextStyle())
        #expect(free.size.width == (hi.width * 2).rounded(.up) / 2)
    }

    @Test func imageUsesItsIntrinsicSizeWithinTheRange() throws {
        let context = try makeContext()
        let image = ImageComponent("avatar", intrinsicSize: Size(width: 40, height: 40))
        #expect(image.layoutThatFits(.unconstrained, context: context).size == Size(width: 40, height: 40))
        #expect(image.view?.attributes.map(\.value) == [.imageName("avatar")])
    }

    @Test func buttonHasOneTitleAttributePerStateAndFitsTheWidestTitle() throws {
        let context = try makeContext()
        let style = TextStyle(size: 13)
        let titles = ControlStateValues("Like", selected: "Liked")
        let button = ButtonComponent(titles: titles, titleStyle: style, contentInsets: EdgeInsets(all: 4),
                                     isSelected: true)
        let identifiers = button.view?.attributes.map(\.identifier)
        #expect(identifiers == ["title.normal", "title.selected", "isSelected"])
        let liked = context.textEngine.measureUncached("Liked", style: style)
        let layout = button.layoutThatFits(.unconstrained, context: context)
        #expect(layout.size.width == (liked.width + 8).rounded(.up))
        #expect(titles[.highlighted] == "Like" && titles[.selected] == "Liked")
    }
}

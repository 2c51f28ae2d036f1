import Testing
import Views
@testable import Screens

@MainActor
@Suite struct ScreenTests {
    let context = ViewContext()

    @Test func aScreenBuildsOnlyWhenAskedAndReportsThroughItsCallback() {
        var built = 0
        let screen = Screen<Int> { onResult in
            built += 1
            let controller = ButtonController<Int>(title: "numbers", context: context)
            controller.onTap = onResult
            return controller
        }
        #expect(built == 0)
        var results: [Int] = []
        let controller = screen.makeViewController { results.append($0) } as? ButtonController<Int>
        controller?.tap(1)
        controller?.tap(2)
        #expect(built == 1 && results == [1, 2])
    }

    @Test func mapTransformsEachResult() {
        var results: [String] = []
        let controller = buttonScreen("n", context: context, as: Int.self).map { "#\($0)" }
            .makeViewController { results.append($0) } as? ButtonController<Int>
        controller?.tap(7)
        #expect(results == ["#7"])
    }

    @Test func wrappingAnExistingControllerConnectsItsOwnCallback() {
        var results: [String] = []
        let controller = buttonScreen("existing", context: context, as: String.self)
            .makeViewController { results.append($0) }
        #expect(controller is ButtonController<String> && controller.title == "existing")
        (controller as? ButtonController<String>)?.tap("done")
        #expect(results == ["done"])
    }

    @Test func wrappingAControllerWithoutResults() {
        let about = ViewController(title: "about", view: View(kind: .view, context: context))
        let controller = Screen.wrapping { about }.makeViewController { _ in }
        #expect(controller === about)
    }

    @Test func aWrappedControllerIsNotKeptAliveByItsCallback() {
        var controller: ViewController? = buttonScreen("c", context: context, as: Int.self).makeViewController { _ in }
        let weak = WeakBox(controller)
        controller = nil
        #expect(weak.object == nil)
    }
}

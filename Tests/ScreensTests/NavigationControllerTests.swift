import Testing
import Views
@testable import Screens

@MainActor
@Suite struct NavigationControllerTests {
    let context = ViewContext()

    func controller(_ title: String) -> ViewController {
        ViewController(title: title, view: View(kind: .view, context: context))
    }

    @Test func pushShowsTheTopViewAndPopShowsTheOneBelow() {
        let root = controller("root")
        let navigation = NavigationController(root: root)
        let second = controller("second")
        navigation.push(second)
        #expect(navigation.viewControllers.map(\.title) == ["root", "second"])
        #expect(navigation.view.kind == .navigation)
        #expect(navigation.view.subviews.count == 1 && navigation.view.subviews.first === second.view)
        #expect(second.navigationController === navigation && root.navigationController === navigation)

        #expect(navigation.pop() === second)
        #expect(navigation.topViewController === root)
        #expect(navigation.view.subviews.first === root.view && second.view.superview == nil)
        #expect(second.navigationController == nil)
    }

    @Test func theRootIsNeverPopped() {
        let navigation = NavigationController(root: controller("root"))
        #expect(navigation.pop() == nil)
        #expect(navigation.popToRoot().isEmpty)
        #expect(navigation.viewControllers.map(\.title) == ["root"])
        #expect(navigation.title == "root")
    }

    @Test func popToAControllerPopsEverythingAboveItTopFirst() {
        let navigation = NavigationController(root: controller("a"))
        let b = controller("b")
        [b, controller("c"), controller("d")].forEach(navigation.push)
        #expect(navigation.pop(to: b)?.map(\.title) == ["d", "c"])
        #expect(navigation.topViewController === b)
        #expect(navigation.pop(to: controller("stranger")) == nil)
        #expect(navigation.popToRoot().map(\.title) == ["b"])
    }

    @Test func aPoppedControllerIsReleased() {
        let navigation = NavigationController(root: controller("root"))
        var pushed: ViewController? = controller("pushed")
        let weak = WeakBox(pushed)
        navigation.push(pushed ?? controller("unused"))
        pushed = nil
        #expect(weak.object != nil)
        navigation.pop()
        #expect(weak.object == nil)
    }
}

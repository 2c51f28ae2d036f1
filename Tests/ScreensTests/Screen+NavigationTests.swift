import Testing
import Views
@testable import Screens

/// A three-screen flow in the shape of the harness's: a list of stories, a story, its comments.
@MainActor
@Suite struct ScreenNavigationTests {
    let context = ViewContext()
    let stories = ["s1", "s2", "s3"]

    var feedScreen: Screen<String> {
        .list(title: "Feed", context: context, resource: .value(stories)) { story, cell in
            cell.set("story", to: .string(story))
        }
    }

    /// A story screen reports the number of the comment tapped.
    func storyScreen(_ story: String) -> Screen<Int> {
        buttonScreen("Story \(story)", context: context)
    }

    func commentsScreen(_ comment: Int) -> Screen<String> {
        buttonScreen("Comment \(comment)", context: context)
    }

    func flow() -> NavigationFlow<String> {
        navigation(feedScreen) >>> storyScreen >>> commentsScreen
    }

    @Test func selectingInEachScreenPushesTheNextInOrder() throws {
        var finished: [String] = []
        let navigation = flow().makeNavigationController { finished.append($0) }
        #expect(navigation.viewControllers.map(\.title) == ["Feed"])

        let feed = try #require(navigation.topViewController as? ListViewController<String>)
        feed.selectRow(at: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Feed", "Story s2"])

        let story = try #require(navigation.topViewController as? ButtonController<Int>)
        story.tap(7)
        #expect(navigation.viewControllers.map(\.title) == ["Feed", "Story s2", "Comment 7"])
        #expect(navigation.view.subviews.first === navigation.topViewController.view)

        let comments = try #require(navigation.topViewController as? ButtonController<String>)
        comments.tap("reply")
        #expect(finished == ["reply"])
        #expect(navigation.viewControllers.count == 3)
    }

    @Test func aResultFromALowerScreenReplacesWhatIsAboveIt() throws {
        let navigation = flow().makeNavigationController()
        let feed = try #require(navigation.topViewController as? ListViewController<String>)
        feed.selectRow(at: 0)
        (navigation.topViewController as? ButtonController<Int>)?.tap(1)
        feed.selectRow(at: 2)
        #expect(navigation.viewControllers.map(\.title) == ["Feed", "Story s3"])
    }

    @Test func aResultFromAPoppedScreenIsIgnored() throws {
        let navigation = flow().makeNavigationController()
        let feed = try #require(navigation.topViewController as? ListViewController<String>)
        feed.selectRow(at: 0)
        let story = try #require(navigation.topViewController as? ButtonController<Int>)
        navigation.pop()
        story.tap(3)
        #expect(navigation.viewControllers.map(\.title) == ["Feed"])
    }

    @Test func aFlowIsAScreen() throws {
        var results: [Int] = []
        let screen = (navigation(feedScreen) >>> storyScreen).screen
        let navigation = try #require(screen.makeViewController { results.append($0) } as? NavigationController)
        (navigation.topViewController as? ListViewController<String>)?.selectRow(at: 0)
        (navigation.topViewController as? ButtonController<Int>)?.tap(4)
        #expect(results == [4])
    }

    @Test func releasingTheNavigationControllerReleasesTheWholeFlow() throws {
        var navigation: NavigationController? = flow().makeNavigationController()
        (navigation?.topViewController as? ListViewController<String>)?.selectRow(at: 0)
        (navigation?.topViewController as? ButtonController<Int>)?.tap(2)
        let controllers = (navigation?.viewControllers ?? []).map { WeakBox($0) }
        #expect(controllers.count == 3)
        let weakNavigation = WeakBox(navigation)
        navigation = nil
        #expect(weakNavigation.object == nil)
        #expect(controllers.allSatisfy { $0.object == nil })
    }

    @Test func poppedControllersOfAFlowAreReleased() throws {
        let navigation = flow().makeNavigationController()
        (navigation.topViewController as? ListViewController<String>)?.selectRow(at: 0)
        let story = WeakBox(navigation.topViewController)
        (navigation.topViewController as? ButtonController<Int>)?.tap(2)
        let comments = WeakBox(navigation.topViewController)
        navigation.popToRoot()
        #expect(story.object == nil && comments.object == nil)
    }
}

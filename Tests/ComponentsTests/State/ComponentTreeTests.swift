@testable import Components
import Testing
import TextLayout
import Views

/// Scoped state: collisions, updates that rebuild only the dirty branch, remounts of that branch only.
@Suite struct ComponentTreeTests {
    /// The owner type of the like buttons' state.
    enum LikeButton {}
    enum Story {}

    static func likeButton(_ id: String, renders: Counter) -> any Component {
        CompositeComponent(scope: ComponentScope(LikeButton.self, identifier: id), initialState: false) { liked in
            renders.increment()
            return ButtonComponent(titles: ControlStateValues("Like", selected: "Liked"), isSelected: liked)
        }
    }

    static func feed(_ ids: [String], renders: Counter) -> any Component {
        StackComponent(children: ids.map { .init(likeButton($0, renders: renders)) })
    }

    @Test func siblingsWithTheSameScopeAreAnError() throws {
        let renders = Counter()
        #expect(throws: ComponentTreeError.scopeCollision(ScopePath(ComponentScope(LikeButton.self, identifier: "1")))) {
            try ComponentTree(root: Self.feed(["1", "2", "1"], renders: renders))
        }
        let error = ComponentTreeError.scopeCollision(ScopePath(ComponentScope(LikeButton.self, identifier: "1")))
        #expect(error.description.contains("LikeButton#1"))
        #expect(error.description.contains("distinct identifier"))
    }

    @Test func theSameScopeUnderDifferentOwnersIsFine() throws {
        let renders = Counter()
        let stories = ["a", "b"].map { id in
            CompositeComponent(scope: ComponentScope(Story.self, identifier: id), initialState: 0) { _ in
                Self.likeButton("1", renders: renders)
            } as any Component
        }
        let tree = try ComponentTree(root: StackComponent(children: stories.map { .init($0) }))
        #expect(tree.scopePaths.count == 4)
        let path = ScopePath(ComponentScope(Story.self, identifier: "b"), ComponentScope(LikeButton.self, identifier: "1"))
        #expect(tree.state(at: path, as: Bool.self) == false)
    }

    @Test func updateStateRendersOnlyTheDirtyBranch() throws {
        let renders = Counter()
        let tree = try ComponentTree(root: Self.feed(["1", "2", "3"], renders: renders))
        #expect(renders.count == 3)
        let path = ScopePath(ComponentScope(LikeButton.self, identifier: "2"))
        let liked = try tree.updatingState(at: path) { (liked: Bool) in !liked }
        #expect(renders.count == 4)
        #expect(liked.state(at: path, as: Bool.self) == true)
        #expect(tree.state(at: path, as: Bool.self) == false)
        let second = try #require(liked.root.children[1] as? CompositeComponent)
        #expect((second.child as? ButtonComponent)?.view?.attributes.contains { $0.identifier == "isSelected" } == true)
        let first = try #require(liked.root.children[0] as? CompositeComponent)
        #expect((first.child as? ButtonComponent)?.view == (tree.root.children[0] as? CompositeComponent)?.child.view)
    }

    @Test func updateErrorsNameThePath() throws {
        let tree = try ComponentTree(root: Self.feed(["1"], renders: Counter()))
        let missing = ScopePath(ComponentScope(LikeButton.self, identifier: "9"))
        #expect(throws: ComponentTreeError.unknownScope(missing)) {
            try tree.updatingState(at: missing) { (value: Bool) in value }
        }
        let path = ScopePath(ComponentScope(LikeButton.self, identifier: "1"))
        #expect(throws: ComponentTreeError.stateTypeMismatch(path, expected: "Int", actual: "Bool")) {
            try tree.updatingState(at: path) { (value: Int) in value }
        }
    }

    @Test func aNewRootKeepsTheStateOfScopesItStillHas() throws {
        let renders = Counter()
        let path = ScopePath(ComponentScope(LikeButton.self, identifier: "2"))
        let tree = try ComponentTree(root: Self.feed(["1", "2"], renders: renders))
            .updatingState(at: path) { (_: Bool) in true }
        let next = try tree.replacingRoot(with: Self.feed(["0", "1", "2"], renders: renders))
        #expect(next.state(at: path, as: Bool.self) == true)
        #expect(next.scopePaths.count == 3)
    }

    @MainActor
    @Test func aStateUpdateRemountsOnlyTheChangedBranch() throws {
        let context = try makeContext()
        let views = ViewContext(textEngine: context.textEngine)
        let tree = try ComponentTree(root: Self.feed(["1", "2", "3"], renders: Counter()))
        let host = View(kind: .view, context: views)
        let mounter = Mounter(context: views)
        mounter.mount(tree.root.layoutThatFits(.width(300), context: context), on: host)
        let buttons = host.subviews
        let writesBefore = buttons.map(\.attributeWriteCount)
        let before = views.counters

        let path = ScopePath(ComponentScope(LikeButton.self, identifier: "2"))
        let updated = try tree.updatingState(at: path) { (liked: Bool) in !liked }
        mounter.mount(updated.root.layoutThatFits(.width(300), context: context), on: host)

        #expect(views.counters.since(before).attributeWrites == 1)
        #expect(views.counters.since(before).viewsCreated == 0)
        #expect(zip(host.subviews, buttons).allSatisfy { $0 === $1 })
        #expect(zip(buttons.map(\.attributeWriteCount), writesBefore).map { $0 - $1 } == [0, 1, 0])
        #expect(buttons[1].displayedTitle == "Liked" && buttons[0].displayedTitle == "Like")
    }
}

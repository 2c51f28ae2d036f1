/// A flow that starts with `screen` as the root of a navigation stack.
@MainActor
public func navigation<A>(_ screen: Screen<A>) -> NavigationFlow<A> {
    NavigationFlow { _, onResult in screen.makeViewController(reporting: onResult) }
}

precedencegroup ScreenFlowPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}

/// `flow >>> next`: each result of `flow`'s last screen pushes `next(result)`.
infix operator >>>: ScreenFlowPrecedence

/// A flow that continues `flow` with the screen `next` makes from each of its results, pushed above the
/// screen that reported (see "Pushing" on ``NavigationFlow``). `next` runs on the main actor, once per
/// result, and should only build a ``Screen``.
///
/// ```swift
/// navigation(feedScreen) >>> storyScreen >>> commentsScreen
/// // feedScreen: Screen<StoryID>, storyScreen: (StoryID) -> Screen<CommentID>,
/// // commentsScreen: (CommentID) -> Screen<Never>
/// ```
@MainActor
public func >>> <A, B>(flow: NavigationFlow<A>, next: @escaping @MainActor (A) -> Screen<B>) -> NavigationFlow<B> {
    NavigationFlow { stack, onResult in
        flow.makeRoot(stack) { result, source in
            guard let navigationController = stack.controller, let reporter = source.controller,
                navigationController.pop(to: reporter) != nil
            else { return }
            navigationController.push(next(result).makeViewController(reporting: onResult))
        }
    }
}

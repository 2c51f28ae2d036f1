import Streams

/// The feed over time: a ``FeedStore`` that becomes the next store at each edit.
///
/// `value` is the current feed; `changes` announces each new feed after it is stored, and its
/// ``FeedStore/lastChange`` tells an observer which stories to rebuild. Delivery follows the rules of
/// `Changes` (one edit at a time, in the stream's order, on the announcing thread).
public typealias ChangingFeed = Changing<FeedStore>

extension Changes where Value == FeedEdit {
    /// The changing feed these edits make, starting from `initial`:
    /// `accumulate(startingFrom: initial) { edit, feed in edit.apply(to: feed) }`.
    ///
    /// Every edit yields a new feed, rejected ones included (recorded in ``FeedStore/problems``), so the
    /// model's revision counts the edits announced.
    public func changingFeed(startingFrom initial: FeedStore) -> ChangingFeed {
        accumulate(startingFrom: initial) { edit, feed in edit.apply(to: feed) }
    }
}

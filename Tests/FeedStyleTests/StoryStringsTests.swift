import Feed
import FeedStyle
import Testing
import Views

/// The strings both pipelines show (and measure) for a story's values.
struct StoryStringsTests {
    @Test func timestampIsAbsoluteUTCToTheMinute() throws {
        let time = try #require(Timestamp(iso8601: "2024-05-01T12:30:59Z"))
        #expect(StoryStrings.timestamp(time) == "2024-05-01 12:30")
    }

    @Test func likeAndCommentTitlesShowTheCountOnlyWhenPositive() {
        #expect(StoryStrings.likeTitle(likeCount: 0) == "Like")
        #expect(StoryStrings.likeTitle(likeCount: 3) == "Like · 3")
        #expect(StoryStrings.likedTitle(likeCount: 0) == "Liked")
        #expect(StoryStrings.likedTitle(likeCount: 1) == "Liked · 1")
        #expect(StoryStrings.commentTitle(commentCount: 0) == "Comment")
        #expect(StoryStrings.commentTitle(commentCount: 12) == "Comment · 12")
    }

    @Test func likeSummaryNamesTheViewerFirst() {
        #expect(StoryStrings.likeSummary(likeCount: 0, viewerLikes: false) == nil)
        #expect(StoryStrings.likeSummary(likeCount: 0, viewerLikes: true) == nil)
        #expect(StoryStrings.likeSummary(likeCount: 1, viewerLikes: false) == "1 person likes this")
        #expect(StoryStrings.likeSummary(likeCount: 5, viewerLikes: false) == "5 people like this")
        #expect(StoryStrings.likeSummary(likeCount: 1, viewerLikes: true) == "You like this")
        #expect(StoryStrings.likeSummary(likeCount: 2, viewerLikes: true) == "You and 1 other like this")
        #expect(StoryStrings.likeSummary(likeCount: 4, viewerLikes: true) == "You and 3 others like this")
    }

    @Test(arguments: [
        (0.0, "0:00"), (59.9, "0:59"), (61, "1:01"), (600, "10:00"), (3_600, "1:00:00"), (3_725, "1:02:05"),
        (-5, "0:00"), (.nan, "0:00"), (.infinity, "0:00"), (1e9, "99:59:59"),
    ])
    func durationRoundsDownToTheSecond(seconds: Double, shown: String) {
        #expect(StoryStrings.duration(seconds) == shown)
    }

    @Test func storyViewKindsAreDistinct() {
        let kinds: [ViewKind] = [.story, .substory, .storyHeader, .linkCard, .video, .durationBadge, .likeBar, .comment]
        #expect(Set(kinds).count == kinds.count)
    }
}

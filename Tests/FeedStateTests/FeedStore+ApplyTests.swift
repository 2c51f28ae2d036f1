import Feed
import Testing
@testable import FeedState

@Suite struct FeedStoreApplyTests {
    @Test func likingASharedStoryUpdatesEveryPlaceItAppears() throws {
        let feed = FeedEdit.like("shared").apply(to: try Fixture.feed())
        let copies = occurrences(of: "shared", in: feed.stories)
        #expect(copies.count == 4)
        #expect(copies.allSatisfy { $0.viewerLikes && $0.likeCount == 4 })
        #expect(feed["shared"]?.viewerLikes == true)
        #expect(feed["middle"]?.substories.first?.viewerLikes == true)
    }

    @Test func theChangedTopLevelStoriesAreExactlyThoseThatShowTheEditedOne() throws {
        let feed = FeedEdit.like("shared").apply(to: try Fixture.feed())
        #expect(feed.lastChange?.changedStoryIDs == ["shared", "reshare1", "reshare2", "outer"])
        #expect(feed.lastChange?.changedEntityIDs == ["shared", "reshare1", "reshare2", "outer", "middle"])
        #expect(feed.lastChange?.insertedStoryIDs == [])
        #expect(feed.lastChange?.error == nil && feed.lastChange?.changedFeed == true)

        let nested = FeedEdit.like("middle").apply(to: feed)
        #expect(nested.lastChange?.changedStoryIDs == ["outer"])
        #expect(nested.lastChange?.changedEntityIDs == ["outer", "middle"])
    }

    @Test func storiesAnEditDoesNotReachKeepTheirRevisionAndValue() throws {
        let before = try Fixture.feed()
        let after = FeedEdit.like("middle").apply(to: FeedEdit.comment("plain", Fixture.comment("c1")).apply(to: before))
        #expect(after.revision == 2)
        #expect(after.revision(of: "plain") == 1)
        #expect(after.revision(of: "middle") == 2 && after.revision(of: "outer") == 2)
        for id: StoryID in ["shared", "reshare1", "reshare2"] {
            #expect(after.revision(of: id) == 0)
            #expect(after[id] == before[id])
        }
        #expect(after["outer"] != before["outer"])
    }

    @Test func anUnchangedSubstoryOfAChangedStoryKeepsItsRevisionAndValue() throws {
        let pair = Fixture.story("pair", substories: [Fixture.shared, Fixture.plain])
        let feed = FeedEdit.like("shared").apply(to: try FeedStore(stories: [pair, Fixture.plain]))
        #expect(feed.lastChange?.changedStoryIDs == ["pair"])
        #expect(feed.revision(of: "pair") == 1 && feed.revision(of: "plain") == 0)
        #expect(feed["pair"]?.substories.last == Fixture.plain)
    }

    @Test func likingTwiceChangesNothingTheSecondTime() throws {
        let once = FeedEdit.like("plain").apply(to: try Fixture.feed())
        let twice = FeedEdit.like("plain").apply(to: once)
        #expect(twice.revision == 2)
        #expect(twice.revision(of: "plain") == 1)
        #expect(twice.stories == once.stories)
        #expect(twice.lastChange?.changedFeed == false && twice.lastChange?.error == nil)
    }

    @Test func unlikeTakesTheLikeBack() throws {
        let feed = try Fixture.feed()
        let liked = FeedEdit.like("shared").apply(to: feed)
        let unliked = FeedEdit.unlike("shared").apply(to: liked)
        #expect(unliked.stories == feed.stories)
        #expect(unliked.revision(of: "reshare1") == 2)
        #expect(FeedEdit.unlike("plain").apply(to: feed).lastChange?.changedFeed == false)
    }

    @Test func aCommentIsShownLastAndCounted() throws {
        let feed = FeedEdit.comment("shared", Fixture.comment("c1")).apply(to: try Fixture.feed())
        let copies = occurrences(of: "shared", in: feed.stories)
        #expect(copies.allSatisfy { $0.comments == [Fixture.comment("c1")] && $0.commentCount == 1 })
        #expect(feed.lastChange?.changedStoryIDs == ["shared", "reshare1", "reshare2", "outer"])
    }

    @Test func shownCommentsStayWithinTheFormatLimitAndTheCountKeepsGrowing() throws {
        var feed = try Fixture.feed()
        let limit = ScenarioLimits.standard.maximumComments
        for index in 0..<(limit + 2) {
            feed.apply(.comment("plain", Fixture.comment(CommentID("c\(index)"))))
        }
        let plain = try #require(feed["plain"])
        #expect(plain.comments.count == limit && plain.commentCount == limit + 2)
        #expect(plain.comments.first?.id == "c2" && plain.comments.last?.id == CommentID("c\(limit + 1)"))
        #expect(try roundTrip(feed) == feed)
    }

    @Test func aRepeatedCommentIdIsRejectedAndRecorded() throws {
        let once = FeedEdit.comment("plain", Fixture.comment("c1")).apply(to: try Fixture.feed())
        let edit = FeedEdit.comment("plain", Fixture.comment("c1", "again"))
        let twice = edit.apply(to: once)
        let error = FeedEditError.duplicateComment(story: "plain", comment: "c1")
        #expect(twice.stories == once.stories)
        #expect(twice.lastChange == FeedChange(edit: edit, error: error))
        #expect(twice.problems == [FeedProblem(revision: 2, edit: edit, error: error)])
    }

    @Test func anEditOnAnUnknownStoryIsAProblemNotACrash() throws {
        let feed = try Fixture.feed()
        for edit: FeedEdit in [.like("nope"), .unlike("nope"), .comment("nope", Fixture.comment("c1"))] {
            let next = edit.apply(to: feed)
            #expect(next.stories == feed.stories)
            #expect(next.revision == 1)
            #expect(next.lastChange?.error == .unknownStory(id: "nope"))
            #expect(next.problems.map(\.description) == [#"edit 1: no story "nope" in the feed"#])
            #expect(throws: FeedEditError.unknownStory(id: "nope")) { try feed.applying(edit) }
        }
    }

    @Test func insertingPutsStoriesOnTopAndReusesTheStoresVersionOfKnownIds() throws {
        let liked = FeedEdit.like("shared").apply(to: try Fixture.feed())
        // The copy of `shared` inside the new reshare predates the like, as in a scenario file.
        let reshare = Fixture.story("reshare3", substories: [Fixture.shared])
        let feed = FeedEdit.insertAtTop([Fixture.story("new"), reshare]).apply(to: liked)
        #expect(feed.topLevelIDs == ["new", "reshare3", "shared", "reshare1", "plain", "reshare2", "outer"])
        #expect(feed["reshare3"]?.substories.first?.viewerLikes == true)
        #expect(feed.lastChange?.insertedStoryIDs == ["new", "reshare3"])
        #expect(feed.lastChange?.changedStoryIDs == [] && feed.lastChange?.changedEntityIDs == [])
        #expect(feed.revision(of: "reshare3") == 2 && feed.revision(of: "shared") == 1)

        let unliked = FeedEdit.unlike("shared").apply(to: feed)
        #expect(unliked.lastChange?.changedStoryIDs == ["shared", "reshare1", "reshare2", "reshare3", "outer"])
        #expect(unliked["reshare3"]?.substories.first?.viewerLikes == false)
    }

    @Test func anIdTheStoreHoldsOnlyNestedBecomesTopLevelWhenInserted() throws {
        let feed = try Fixture.feed()
        #expect(FeedEdit.like("shared").apply(to: feed).lastChange?.changedStoryIDs.contains("middle") == false)
        // `middle` was nested in `outer` only; the inserted copy is ignored, its position is not.
        let inserted = FeedEdit.insertAtTop([Fixture.story("middle", substories: [Fixture.shared])]).apply(to: feed)
        #expect(inserted.topLevelIDs.first == "middle" && inserted.entityCount == feed.entityCount)
        let liked = FeedEdit.like("shared").apply(to: inserted)
        #expect(liked.lastChange?.changedStoryIDs == ["middle", "shared", "reshare1", "reshare2", "outer"])
        #expect(liked.story(at: 0)?.substories.first?.viewerLikes == true)
    }

    @Test func aNewStoryNestedInANewTopLevelOneIsTopLevelOnlyWhereItIsAPosition() throws {
        // `inner` arrives nested first and at the top level after: both arrivals are one entity.
        let inner = Fixture.story("inner", message: "Inside")
        let feed = FeedEdit.insertAtTop([Fixture.story("wrapper", substories: [inner]), inner])
            .apply(to: try Fixture.feed())
        #expect(feed.entityCount == 8 && feed["wrapper"]?.substories == [inner])
        #expect(FeedEdit.like("inner").apply(to: feed).lastChange?.changedStoryIDs == ["inner", "wrapper"])
        let nestedOnly = FeedEdit.insertAtTop([Fixture.story("wrapper", substories: [inner])]).apply(to: try Fixture.feed())
        #expect(FeedEdit.like("inner").apply(to: nestedOnly).lastChange?.changedStoryIDs == ["wrapper"])
    }

    @Test func aConflictingInsertionChangesNothing() throws {
        let feed = try Fixture.feed()
        let edit = FeedEdit.insertAtTop([Fixture.story("x", message: "one"), Fixture.story("x", message: "two")])
        let next = edit.apply(to: feed)
        #expect(next.topLevelIDs == feed.topLevelIDs && next.entityCount == feed.entityCount)
        #expect(next.lastChange?.error == .conflictingStory(id: "x"))
    }

    @Test func editsOnAGeneratedFeedKeepEveryCopyConsistent() throws {
        var feed = try FeedStore(stories: FeedGenerator(spec: GeneratorSpec(seed: 7, stories: 60)).stories())
        let ids = feed.stories.flatMap(\.allStories).map(\.id)
        for (index, id) in ids.enumerated() where index % 3 == 0 {
            feed.apply(index % 2 == 0 ? .like(id) : .comment(id, Fixture.comment(CommentID("new-\(index)"))))
        }
        #expect(feed.problems.isEmpty)
        for story in feed.stories.flatMap(\.allStories) {
            #expect(feed[story.id] == story)
        }
    }
}

import Feed
import FeedStyle

/// Shows a story's author and time in a `HeaderView`. Thread: main actor only.
@MainActor
final class HeaderController {
    let author: AuthorModel
    let timestamp: Timestamp

    init(author: AuthorModel, timestamp: Timestamp) {
        self.author = author
        self.timestamp = timestamp
    }

    func configure(_ header: HeaderView) {
        let style = header.environment.style
        let side = style.avatarSide(author.avatarSize)
        header.avatarSide = side
        header.avatar.setImage(StoryImages.avatar(named: author.name))
        header.avatar.setCornerRadius(side / 2)
        header.nameLabel.setText(author.name, style: style.nameStyle)
        header.timeLabel.setText(StoryStrings.timestamp(timestamp), style: style.timestampStyle)
    }
}

import Feed
import FeedStyle
import Geometry
import Views

/// A story's view, top-level (`.story`: header, message, attachments, substories, like bar,
/// comments) or embedded (`.substory`, bordered: the same without like bar and comments). The parts
/// are stacked full width, `storySpacing` apart, inside the padding; substories are indented by
/// `substoryIndent`.
///
/// The view keeps the part views it has made and reuses them when it is configured for another story
/// (by position and kind, then from its spares), so a reused cell makes views only for content it
/// never showed. Its height is cached per width until a part changes (`partDidChange`).
/// Thread: main actor only.
@MainActor
final class StoryView: SelfSizingView {
    let isTopLevel: Bool
    let header: HeaderView
    let messageLabel: LabelView
    /// Top-level stories only.
    let likeBar: LikeBarView?
    private(set) var showsMessage = false
    private(set) var attachmentViews: [(kind: Attachment.Kind, view: SelfSizingView)] = []
    private(set) var substoryViews: [StoryView] = []
    private(set) var commentViews: [CommentView] = []
    private var spareAttachments: [Attachment.Kind: [SelfSizingView]] = [:]
    private var spareSubstories: [StoryView] = []
    private var spareComments: [CommentView] = []
    private var cachedHeight: (width: Double, height: Double)?

    init(isTopLevel: Bool, environment: ViewEnvironment) {
        self.isTopLevel = isTopLevel
        header = HeaderView(environment: environment)
        messageLabel = LabelView(environment: environment)
        likeBar = isTopLevel ? LikeBarView(environment: environment) : nil
        super.init(kind: isTopLevel ? .story : .substory, environment: environment)
        if isTopLevel {
            view.set(.backgroundColor, to: .color(environment.style.storyBackground))
        } else {
            view.set(.borderColor, to: .color(environment.style.borderColor))
        }
    }

    private var padding: EdgeInsets {
        isTopLevel ? environment.style.storyPadding : environment.style.substoryPadding
    }

    /// Gets the part views ready for a story with this content: reuses, makes or sets aside views so
    /// that there is one per part, orders the subviews, and marks every part as needing layout. The
    /// caller then configures each part.
    func prepare(showsMessage: Bool, attachmentKinds: [Attachment.Kind], substoryCount: Int, commentCount: Int) {
        self.showsMessage = showsMessage
        var kept: [(kind: Attachment.Kind, view: SelfSizingView)] = []
        var unused = attachmentViews
        for kind in attachmentKinds {
            if let index = unused.firstIndex(where: { $0.kind == kind }) {
                kept.append(unused.remove(at: index))
            } else if let spare = spareAttachments[kind]?.popLast() {
                kept.append((kind, spare))
            } else {
                kept.append((kind, makeAttachmentView(kind)))
            }
        }
        for (kind, view) in unused { spareAttachments[kind, default: []].append(view) }
        attachmentViews = kept
        substoryViews = resize(substoryViews, to: substoryCount, spares: &spareSubstories) {
            StoryView(isTopLevel: false, environment: $0)
        }
        commentViews = isTopLevel ? resize(commentViews, to: commentCount, spares: &spareComments) {
            CommentView(environment: $0)
        } : []
        partDidChange()
        let parts = parts.map(\.view)
        // The parts are about to show another story: their subviews must be placed again even where
        // the part keeps its size (a button whose title changed in a bar of the same size).
        for part in parts { part.setNeedsLayout() }
        setArrangedSubviews(parts)
    }

    /// Forgets the cached height and asks for a layout: a part's content changed.
    func partDidChange() {
        cachedHeight = nil
        setNeedsLayout()
    }

    override func sizeThatFits(width: Double) -> Size {
        if let cachedHeight, cachedHeight.width == width { return Size(width: width, height: cachedHeight.height) }
        let height = arrange(width: width, apply: false)
        cachedHeight = (width, height)
        return Size(width: width, height: height)
    }

    override func layoutSubviews() {
        _ = arrange(width: view.frame.width, apply: true)
    }

    /// The parts in display order, each with how far it is indented.
    private var parts: [(view: SelfSizingView, indent: Double)] {
        var result: [(view: SelfSizingView, indent: Double)] = [(header, 0)]
        if showsMessage { result.append((messageLabel, 0)) }
        result += attachmentViews.map { ($0.view, 0) }
        result += substoryViews.map { ($0, environment.style.substoryIndent) }
        if let likeBar { result.append((likeBar, 0)) }
        result += commentViews.map { ($0, 0) }
        return result
    }

    /// The height at `width`, placing the parts when `apply` is true.
    private func arrange(width: Double, apply: Bool) -> Double {
        let padding = padding
        let inner = max(0, width - padding.horizontal)
        var y = padding.top
        for (index, part) in parts.enumerated() {
            if index > 0 { y += environment.style.storySpacing }
            let partWidth = max(0, inner - part.indent)
            let height = part.view.sizeThatFits(width: partWidth).height
            if apply { part.view.setFrame(Rect(x: padding.left + part.indent, y: y, width: partWidth, height: height)) }
            y += height
        }
        return y + padding.bottom
    }

    private func makeAttachmentView(_ kind: Attachment.Kind) -> SelfSizingView {
        switch kind {
        case .photo: return MediaView(environment: environment)
        case .link: return LinkCardView(environment: environment)
        case .video: return VideoView(environment: environment)
        }
    }

    private func resize<V: SelfSizingView>(_ views: [V], to count: Int, spares: inout [V],
                                           make: (ViewEnvironment) -> V) -> [V] {
        var result = Array(views.prefix(count))
        spares += views.dropFirst(count)
        while result.count < count { result.append(spares.popLast() ?? make(environment)) }
        return result
    }
}

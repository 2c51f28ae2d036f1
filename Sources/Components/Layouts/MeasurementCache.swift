
/// The layouts one stack child returned, by range, so the engine's repeated measurements and the
/// final arrangement lay the child out once per distinct range.
///
/// The final arrangement asks for an exact size; a measurement that produced exactly that size is
/// reused for it (Yoga's rule: a size that is exact and matches the old measured size needs no new
/// layout), which keeps nested stacks from being laid out again at every level.
/// A reference type because the engine's measure closure must share it; one thread only.
final class MeasurementCache {
    private let component: any Component
    /// The stack layout's context, through an object of that layout: a `LayoutContext` stored in every cache
    /// would retain the text engine, which every worker shares, once per child.
    private let session: LayoutSession
    private var entries: [(range: SizeRange, layout: ComponentLayout)] = []

    init(component: any Component, session: LayoutSession) {
        self.component = component
        self.session = session
    }

    func layout(in range: SizeRange) -> ComponentLayout {
        if let hit = entries.first(where: { $0.range == range }) { return hit.layout }
        if range.isExact, let hit = entries.last(where: { $0.layout.size == range.min }) { return hit.layout }
        // The child's own size is already in its flex style, resolved against the stack's content
        // box by the engine; the range carries it, so the parent size is unknown here on purpose.
        let layout = session.layout(component, in: range)
        entries.append((range, layout))
        return layout
    }
}

/// What the children of one stack layout share: the layout context, held once per `FlexStackLayout.layout`
/// call rather than once per child.
final class LayoutSession {
    let context: LayoutContext

    init(context: LayoutContext) {
        self.context = context
    }

    /// `component` laid out in `range` with the session's context, passed borrowed from the session: read
    /// through another object, the context was copied for each call, which retained and released the text
    /// engine that every worker shares.
    func layout(_ component: any Component, in range: SizeRange) -> ComponentLayout {
        component.layoutThatFits(range, parentSize: .unknown, context: context)
    }
}

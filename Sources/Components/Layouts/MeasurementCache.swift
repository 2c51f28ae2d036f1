
/// The layouts one stack child returned, by range, so the engine's repeated measurements and the
/// final arrangement lay the child out once per distinct range.
///
/// The final arrangement asks for an exact size; a measurement that produced exactly that size is
/// reused for it (Yoga's rule: a size that is exact and matches the old measured size needs no new
/// layout), which keeps nested stacks from being laid out again at every level.
/// A reference type because the engine's measure closure must share it; one thread only.
final class MeasurementCache {
    private let component: any Component
    private let context: LayoutContext
    private var entries: [(range: SizeRange, layout: ComponentLayout)] = []

    init(component: any Component, context: LayoutContext) {
        self.component = component
        self.context = context
    }

    func layout(in range: SizeRange) -> ComponentLayout {
        if let hit = entries.first(where: { $0.range == range }) { return hit.layout }
        if range.isExact, let hit = entries.last(where: { $0.layout.size == range.min }) { return hit.layout }
        // The child's own size is already in its flex style, resolved against the stack's content
        // box by the engine; the range carries it, so the parent size is unknown here on purpose.
        let layout = component.layoutThatFits(range, parentSize: .unknown, context: context)
        entries.append((range, layout))
        return layout
    }
}

/// The frame chart's y scale, fitted to the frames it plots: frames of 0.2 ms get a scale of tenths of a
/// millisecond, frames of 40 ms one of tens. The budget is on the scale only when the frames come near it.
struct TimelineScale {
    let scale: NiceScale
    let budgetOnScale: Bool

    init(values: [Double], budget: Double) {
        let sorted = values.filter { $0.isFinite && $0 >= 0 }.sorted()
        let largest = sorted.last ?? 0
        // The 99th percentile (nearest rank): one frame many times slower than the rest (the launch frame,
        // say) would flatten them all, so the scale covers the rest then and the chart marks that frame.
        let typical = sorted.isEmpty ? 0 : sorted[max(0, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        var covered = largest > 3 * typical && typical > 0 ? typical : largest
        guard covered > 0 else {
            scale = NiceScale(covering: budget > 0 ? budget : 1)
            budgetOnScale = budget > 0
            return
        }
        budgetOnScale = budget > 0 && budget <= 2 * covered
        if budgetOnScale { covered = max(covered, budget) }
        scale = NiceScale(covering: covered)
    }
}

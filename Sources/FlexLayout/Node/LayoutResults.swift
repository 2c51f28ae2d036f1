import Geometry

/// A size computed for a given pair of constraints, kept so the same question is not asked twice.
struct CachedMeasurement {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent
    var computedWidth: Double = -1
    var computedHeight: Double = -1
}

/// The output of layout for one node, and the bookkeeping the algorithm keeps between passes.
struct LayoutResults {
    /// Offsets from the owner's edges (margin edge to padding edge). `left` and `top` are final after a
    /// layout, rounded to the pixel grid; `right` and `bottom` are intermediate values of the algorithm.
    var position = EdgeInsets()
    /// Final size, rounded to the pixel grid. Set by the layout pass (not by measurement passes).
    var dimensions = Size(width: .nan, height: .nan)
    /// Size from the latest measurement or layout of the node, unrounded, border-box.
    var measuredDimensions = Size(width: .nan, height: .nan)

    var margin = EdgeInsets()
    var border = EdgeInsets()
    var padding = EdgeInsets()
    var direction: Direction = .inherit
    var hadOverflow = false

    /// The flex basis the owner computed for this item; NaN until computed.
    var computedFlexBasis: Double = .nan
    var computedFlexBasisGeneration: UInt64 = 0
    /// The flex line this item was placed on by its owner.
    var lineIndex = 0

    // The measure cache: one entry for the last full layout, a small ring for measurements.
    var cachedLayout = CachedMeasurement()
    var nextCachedMeasurementsIndex = 0
    var generationCount: UInt64 = 0
    var lastOwnerDirection: Direction? = nil
    /// Last, so the fields above share cache lines; stored inline: a cold layout measures most
    /// nodes, and an array would cost an allocation each.
    var cachedMeasurements = InlineArray<8, CachedMeasurement>(repeating: CachedMeasurement())

    static let maxCachedMeasurements = 8  // the InlineArray's count

    @inline(__always)
    func measured(_ dimension: Dimension) -> Double {
        dimension == .width ? measuredDimensions.width : measuredDimensions.height
    }

    @inline(__always)
    mutating func setMeasured(_ value: Double, _ dimension: Dimension) {
        if dimension == .width { measuredDimensions.width = value } else { measuredDimensions.height = value }
    }
}

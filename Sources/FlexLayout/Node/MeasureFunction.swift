import Geometry

/// Measures a leaf whose size comes from its content (text, an image with an intrinsic size).
///
/// Called on the thread that runs the layout, possibly several times per layout with different
/// constraints (the engine caches results per node). `width` is NaN when `widthMode` is
/// `.maxContent`; likewise for height. The result is the content-box size; the engine adds padding
/// and border and clamps to min and max.
public typealias MeasureFunction = (
    _ width: Double, _ widthMode: SizingMode, _ height: Double, _ heightMode: SizingMode
) -> Size

/// The distance from a node's top to its first baseline, given its laid-out size.
public typealias BaselineFunction = (_ width: Double, _ height: Double) -> Double

// The engine's numbers are Doubles where NaN means "undefined" (an unknown size, an unset limit),
// as in Yoga and CSS's "indefinite". These helpers keep undefined from leaking into defined results.

@inline(__always)
func isDefined(_ value: Double) -> Bool { !value.isNaN }

/// The larger of two values, ignoring an undefined one (undefined only if both are).
@inline(__always)
func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if a.isNaN { return b }
    if b.isNaN { return a }
    return a > b ? a : b
}

/// The smaller of two values, ignoring an undefined one (undefined only if both are).
@inline(__always)
func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if a.isNaN { return b }
    if b.isNaN { return a }
    return a < b ? a : b
}

/// Equality up to float noise; two undefined values are equal.
@inline(__always)
func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    return abs(a - b) < 0.0001
}

/// `value` or `fallback` when undefined.
@inline(__always)
func definedOr(_ value: Double, _ fallback: Double) -> Double {
    value.isNaN ? fallback : value
}

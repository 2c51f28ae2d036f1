import Geometry

/// The four physical sides of a box.
public enum PhysicalEdge: Sendable, CaseIterable {
    case left, top, right, bottom
}

extension EdgeInsets {
    /// The inset on one physical side. Here rather than in `Geometry` because only the engine, which
    /// resolves margin, border and padding edge by edge, reads insets by a `PhysicalEdge`.
    subscript(edge: PhysicalEdge) -> Double {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}

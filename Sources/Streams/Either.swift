/// A value that is one of two types: what ``Changes/merge(_:)`` delivers, telling which stream a value
/// came from.
public enum Either<Left, Right> {
    case left(Left)
    case right(Right)
}

extension Either: Sendable where Left: Sendable, Right: Sendable {}
extension Either: Equatable where Left: Equatable, Right: Equatable {}
extension Either: Hashable where Left: Hashable, Right: Hashable {}

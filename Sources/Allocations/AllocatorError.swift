/// jemalloc is not what serves `malloc`, or its statistics cannot be read: allocation figures would be
/// wrong, so a run must stop and say so.
public struct AllocatorError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

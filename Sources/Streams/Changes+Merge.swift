extension Changes {
    /// A stream that announces every value of this stream as `.left` and every value of `other` as
    /// `.right`, in the order the merged stream receives them.
    ///
    /// Values from one source keep their relative order. Values of the two sources announced on
    /// different threads are serialized by the merged stream (see "Threads" on ``Changes``), so all of
    /// its observers see one interleaving. The merged stream keeps both sources alive.
    ///
    /// - Complexity: O(1) to create; each value costs the merged stream's delivery.
    public func merge<Other: Sendable>(_ other: Changes<Other>) -> Changes<Either<Value, Other>> {
        let merged = Broadcaster<Either<Value, Other>>(sources: [broadcaster, other.broadcaster])
        observe(with: merged) { merged, value in
            merged.announce(.left(value))
        }
        other.observe(with: merged) { merged, value in
            merged.announce(.right(value))
        }
        return Changes<Either<Value, Other>>(merged)
    }
}

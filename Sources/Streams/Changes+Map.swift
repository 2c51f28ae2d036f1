extension Changes {
    /// A stream that announces `transform(value)` for each value this stream announces.
    ///
    /// The derived stream keeps this one alive; this one holds the derived stream weakly, so it stops
    /// transforming once the derived stream is gone. `transform` runs on the delivering thread, never
    /// concurrently with itself, once per value however many observers the derived stream has.
    ///
    /// - Complexity: O(1) to create; each value costs one `transform` call plus the derived stream's
    ///   delivery.
    public func map<Transformed: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Transformed
    ) -> Changes<Transformed> {
        let derived = Broadcaster<Transformed>(sources: [broadcaster])
        observe(with: derived) { derived, value in
            derived.announce(transform(value))
        }
        return Changes<Transformed>(derived)
    }
}

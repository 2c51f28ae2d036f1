/// Something a screen loads before it can show it: a function that starts the loading and delivers the
/// value on the main actor.
///
/// Thread: ``load(_:)`` is called on the main actor and `deliver` must be called on it (the types
/// enforce it); the work in between may run anywhere (``async(_:)`` runs it in a task). A resource may
/// deliver more than once (a refresh); each delivery is the newest value.
@MainActor
public struct Resource<A> {
    private let loader: @MainActor (_ deliver: @escaping @MainActor (A) -> Void) -> Void

    /// A resource that `load` loads, calling `deliver` with the value when it has it.
    nonisolated public init(load: @escaping @MainActor (_ deliver: @escaping @MainActor (A) -> Void) -> Void) {
        loader = load
    }

    /// Starts loading; `deliver` receives the value on the main actor, now or later.
    public func load(_ deliver: @escaping @MainActor (A) -> Void) {
        loader(deliver)
    }

    /// A resource already at hand, delivered synchronously by ``load(_:)``.
    nonisolated public static func value(_ value: A) -> Resource<A> where A: Sendable {
        Resource { deliver in deliver(value) }
    }

    /// A resource computed by `work` off the main actor and delivered on it.
    nonisolated public static func async(_ work: @escaping @Sendable () async -> A) -> Resource<A> where A: Sendable {
        Resource { deliver in
            Task { @MainActor in
                deliver(await work())
            }
        }
    }

    /// The same loading, delivering `transform(value)`; `transform` runs on the main actor.
    public func map<B>(_ transform: @escaping @MainActor (A) -> B) -> Resource<B> {
        Resource<B> { deliver in load { value in deliver(transform(value)) } }
    }
}

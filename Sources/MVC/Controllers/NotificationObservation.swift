import Foundation

/// One block observer on a notification center, removed when this object is released (or on `cancel`),
/// so a controller's observations end with the controller.
///
/// The handler runs synchronously on the posting thread; the MVC pipeline posts on the main actor
/// only, which `observe` asserts before calling into main-actor code.
@MainActor
final class NotificationObservation {
    private let center: NotificationCenter
    private var token: (any NSObjectProtocol)?

    /// Observes `name` posted with `object` (identity; nil for any), calling `handler` on the main
    /// actor with the identity of the posted object (the identity, which is `Sendable`, not the object).
    init(_ name: Notification.Name, object: AnyObject?, center: NotificationCenter,
         handler: @escaping @MainActor @Sendable (_ object: ObjectIdentifier?) -> Void) {
        self.center = center
        token = center.addObserver(forName: name, object: object, queue: nil) { notification in
            let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { handler(object) }
        }
    }

    /// Stops observing; idempotent.
    func cancel() {
        if let token { center.removeObserver(token) }
        token = nil
    }

    isolated deinit {
        cancel()
    }
}

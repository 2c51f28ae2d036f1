extension Screen {
    /// A screen around an existing view controller class, which reports results its own way (a callback
    /// property, a delegate): `connect` hooks `onResult` up to it.
    ///
    /// ```swift
    /// let picker = Screen<String>.wrapping(PickerController.init) { picker, onResult in
    ///     picker.onPick = onResult
    /// }
    /// ```
    /// `connect` must not capture `controller` in what it stores on `controller`, or the controller
    /// keeps itself alive.
    public static func wrapping<Controller: ViewController>(
        _ make: @escaping @MainActor () -> Controller,
        connect: @escaping @MainActor (_ controller: Controller, _ onResult: @escaping @MainActor (A) -> Void) -> Void
    ) -> Screen<A> {
        Screen { onResult in
            let controller = make()
            connect(controller, onResult)
            return controller
        }
    }
}

extension Screen where A == Never {
    /// A screen around an existing view controller that reports no result (an "about" page): the end of
    /// a flow.
    public static func wrapping(_ make: @escaping @MainActor () -> ViewController) -> Screen<Never> {
        Screen { _ in make() }
    }
}

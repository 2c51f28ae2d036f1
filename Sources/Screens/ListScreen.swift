import Views

extension Screen {
    /// A list of `A`s loaded from `resource`: it shows a loading indicator, starts loading as soon as its
    /// controller is made, then shows one cell per item, set up by `configure(item, cell)`; selecting a
    /// row reports that row's item. The controller is a ``ListViewController``.
    ///
    /// A delivery after the controller is gone is dropped: the delivery holds the controller weakly,
    /// so a slow load never keeps a dismissed screen alive.
    public static func list(
        title: String, context: ViewContext, resource: Resource<[A]>,
        configure: @escaping @MainActor (_ item: A, _ cell: View) -> Void
    ) -> Screen<A> {
        Screen { onResult in
            let controller = ListViewController(title: title, context: context, configure: configure, onSelect: onResult)
            resource.load { [weak controller] items in controller?.show(items) }
            return controller
        }
    }
}

import Views

/// A list of cells over a loaded resource: a loading indicator until the items arrive, then one cell
/// view per item; selecting a row reports its item.
///
/// The root view holds either one subview of kind `ViewKind.loadingIndicator` or the cells
/// (kind `ViewKind.listCell`), in item order. Thread: main actor only.
@MainActor
public final class ListViewController<Item>: ViewController {
    /// What the list shows.
    public enum State {
        case loading
        case loaded([Item])
    }

    public private(set) var state: State = .loading
    /// One view per item once loaded, in item order; empty while loading.
    public private(set) var cells: [View] = []

    private let configure: @MainActor (Item, View) -> Void
    private let onSelect: @MainActor (Item) -> Void
    private let loadingIndicator: View

    init(
        title: String, context: ViewContext, configure: @escaping @MainActor (Item, View) -> Void,
        onSelect: @escaping @MainActor (Item) -> Void
    ) {
        self.configure = configure
        self.onSelect = onSelect
        loadingIndicator = View(kind: .loadingIndicator, context: context)
        super.init(title: title, view: View(kind: .view, context: context))
        view.addSubview(loadingIndicator)
    }

    /// The items shown; empty while loading.
    public var items: [Item] {
        if case .loaded(let items) = state { items } else { [] }
    }

    /// Replaces the loading indicator, or the previous cells, with one configured cell per item.
    ///
    /// - Complexity: O(*n*) cell views made and configured.
    func show(_ items: [Item]) {
        loadingIndicator.removeFromSuperview()
        cells.forEach { $0.removeFromSuperview() }
        cells = items.map { item in
            let cell = View(kind: .listCell, context: view.context)
            configure(item, cell)
            view.addSubview(cell)
            return cell
        }
        state = .loaded(items)
    }

    /// Selects the row at `index`, as a tap would: reports its item.
    ///
    /// - Returns: Whether there was such a row (nothing happens while loading or out of range).
    @discardableResult
    public func selectRow(at index: Int) -> Bool {
        let items = items
        guard items.indices.contains(index) else { return false }
        onSelect(items[index])
        return true
    }
}

extension ViewKind {
    /// What a list shows while its items load.
    public static let loadingIndicator: ViewKind = "loading-indicator"
    /// One row of a list.
    public static let listCell: ViewKind = "list-cell"
}

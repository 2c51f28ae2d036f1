@testable import Components
import Synchronization
import TextLayout
import Views

/// A layout context over the shared fonts, with its own text cache.
func makeContext(scale: Double = 1) throws -> LayoutContext {
    LayoutContext(textEngine: TextEngine(fonts: try FontLibrary.load(), cache: TextCache()), pointScaleFactor: scale)
}

/// A fixed-size box, optionally with a view.
func box(_ width: Double, _ height: Double, view: ViewConfiguration? = nil) -> any Component {
    CompositeComponent(StaticComponent(children: []), view: view, size: .points(width, height))
}

/// A counter any thread may bump (render functions are `@Sendable`).
final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

/// What attribute closures did, in order (they are `@Sendable`, so the log is locked).
final class Log: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    /// The lines so far, and a fresh start.
    func take() -> [String] { lines.withLock { lines in defer { lines = [] }; return lines } }
}

/// A persistent attribute (no unapply), as a layer property a real view cannot cheaply reset.
func persistentCorner(_ radius: Double) -> Attribute {
    .persistentProperty(.cornerRadius, .double(radius))
}

extension View {
    /// Managed descendants that are showing, depth first.
    var visibleDescendants: [View] {
        subviews.filter { !$0.isHidden }.flatMap { [$0] + $0.visibleDescendants }
    }
}

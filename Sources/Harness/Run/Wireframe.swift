import Views

/// The first screen as a pipeline mounted it: every view drawn inside the viewport, as a box in viewport
/// coordinates, with its text where it shows one. The report draws it to compare the two pipelines' screens.
public struct Wireframe: Hashable, Sendable, Codable {
    public struct Box: Hashable, Sendable, Codable {
        public let kind: String
        public let x: Double
        public let y: Double
        public let width: Double
        public let height: Double
        /// The text or button title shown, cut to 80 characters; `nil` for views without text.
        public let text: String?

        public init(kind: String, x: Double, y: Double, width: Double, height: Double, text: String?) {
            self.kind = kind
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.text = text
        }
    }

    public let width: Double
    public let height: Double
    public let boxes: [Box]

    public init(width: Double, height: Double, boxes: [Box]) {
        self.width = width
        self.height = height
        self.boxes = boxes
    }

    /// The views under `root` that are drawn (not hidden) and reach into `width` × `height` from the top
    /// left of `root`'s coordinates, depth first.
    @MainActor
    init(root: View, width: Double, height: Double) {
        var boxes: [Box] = []
        func visit(_ view: View, x: Double, y: Double) {
            guard !view.isHidden else { return }
            let frameX = x + view.frame.minX
            let frameY = y + view.frame.minY
            if frameY < height, frameY + view.frame.height > 0, view.frame.width > 0, view.frame.height > 0 {
                let shown = view.text ?? view.displayedTitle
                boxes.append(Box(kind: view.kind.name, x: frameX, y: frameY, width: view.frame.width,
                                 height: view.frame.height, text: shown.map { String($0.prefix(80)) }))
            }
            for subview in view.subviews { visit(subview, x: frameX, y: frameY) }
        }
        for subview in root.subviews { visit(subview, x: 0, y: 0) }
        self.width = width
        self.height = height
        self.boxes = boxes
    }
}

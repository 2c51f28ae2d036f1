/// The states of a control whose title or image can differ per state (UIKit's `UIControl.State`).
public enum ControlState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case normal, highlighted, selected, disabled

    public var description: String { rawValue }
}

extension ControlState {
    /// The state a control holding `properties` shows: disabled, then selected, then highlighted, else normal.
    public init(properties: [ViewProperty: AttributeValue]) {
        if properties[.isEnabled] == .bool(false) {
            self = .disabled
        } else if properties[.isSelected] == .bool(true) {
            self = .selected
        } else if properties[.isHighlighted] == .bool(true) {
            self = .highlighted
        } else {
            self = .normal
        }
    }
}

/// The states of a control whose title or image can differ per state (UIKit's `UIControl.State`).
public enum ControlState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case normal, highlighted, selected, disabled

    public var description: String { rawValue }
}

import Views

/// A value per control state: `normal` always, the others only where they differ (a control shows
/// the normal value in a state that has none).
public struct ControlStateValues<Value: Hashable & Sendable>: Hashable, Sendable {
    public var normal: Value
    public var highlighted: Value?
    public var selected: Value?
    public var disabled: Value?

    public init(_ normal: Value, highlighted: Value? = nil, selected: Value? = nil, disabled: Value? = nil) {
        self.normal = normal
        self.highlighted = highlighted
        self.selected = selected
        self.disabled = disabled
    }

    /// The value shown in `state`.
    public subscript(state: ControlState) -> Value {
        switch state {
        case .normal: normal
        case .highlighted: highlighted ?? normal
        case .selected: selected ?? normal
        case .disabled: disabled ?? normal
        }
    }

    /// The states that have a value of their own, in `ControlState` order, normal first.
    public var entries: [(state: ControlState, value: Value)] {
        var result: [(state: ControlState, value: Value)] = [(.normal, normal)]
        if let highlighted { result.append((.highlighted, highlighted)) }
        if let selected { result.append((.selected, selected)) }
        if let disabled { result.append((.disabled, disabled)) }
        return result
    }
}

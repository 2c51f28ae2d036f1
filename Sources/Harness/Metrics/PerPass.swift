/// One value per pass, a field each (run.json and the frame file name them so): the one type behind a
/// repetition's totals per pass (`PassTotals`) and a frame's times per pass (`FramePassTimes`), with the one
/// subscript by `Pass`.
public struct PerPass<Value: PassValue> {
    public var build = Value()
    public var layout = Value()
    public var mount = Value()
    public var scroll = Value()
    public var update = Value()
    public var navigation = Value()
    public var display = Value()

    public init() {}

    public subscript(pass: Pass) -> Value {
        get {
            switch pass {
            case .build: build
            case .layout: layout
            case .mount: mount
            case .scroll: scroll
            case .update: update
            case .navigation: navigation
            case .display: display
            }
        }
        set {
            switch pass {
            case .build: build = newValue
            case .layout: layout = newValue
            case .mount: mount = newValue
            case .scroll: scroll = newValue
            case .update: update = newValue
            case .navigation: navigation = newValue
            case .display: display = newValue
            }
        }
    }
}

/// What a pass holds: a value with a zero (`init()`), the value of a pass that did not happen.
public protocol PassValue {
    init()
}

extension Double: PassValue {}

extension PerPass: Sendable where Value: Sendable {}
extension PerPass: Equatable where Value: Equatable {}
extension PerPass: Hashable where Value: Hashable {}

extension PerPass: Codable where Value: Codable {
    /// The passes' names, as run.json and the frame file key them.
    enum CodingKeys: String, CodingKey {
        case build, layout, mount, scroll, update, navigation, display
    }

    /// Reads the passes from the object `decoder` holds (which may hold other keys beside them). The display
    /// pass was added after format 5's first runs: where it is absent, nothing was drawn, and it is zero.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        build = try container.decode(Value.self, forKey: .build)
        layout = try container.decode(Value.self, forKey: .layout)
        mount = try container.decode(Value.self, forKey: .mount)
        scroll = try container.decode(Value.self, forKey: .scroll)
        update = try container.decode(Value.self, forKey: .update)
        navigation = try container.decode(Value.self, forKey: .navigation)
        display = try container.decodeIfPresent(Value.self, forKey: .display) ?? Value()
    }

    /// Writes the passes into the object `encoder` holds, beside whatever else its owner writes there.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(build, forKey: .build)
        try container.encode(layout, forKey: .layout)
        try container.encode(mount, forKey: .mount)
        try container.encode(scroll, forKey: .scroll)
        try container.encode(update, forKey: .update)
        try container.encode(navigation, forKey: .navigation)
        try container.encode(display, forKey: .display)
    }
}

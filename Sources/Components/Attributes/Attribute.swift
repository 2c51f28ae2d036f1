import Drawing
import Views

/// One thing a component sets on its view: an identifier, a value, and how to apply it.
///
/// Mounting diffs attributes by identifier: an attribute is applied only when the view does not
/// already hold the same value from an earlier mount; when it held another value, `update` runs if
/// there is one (else `apply`); when a later mount no longer has the identifier, `unapply` runs.
///
/// Contract:
/// - Two attributes with the same identifier MUST apply the same way (the identifier stands for
///   the closures, which cannot be compared).
/// - `apply` and `update` MUST leave the view as `apply` of the new value alone would; `unapply`
///   MUST undo `apply` completely, putting the view back as a fresh view of its kind has it.
/// - An attribute without `unapply` is *persistent*: it cannot be undone, so mounting only reuses
///   a view holding it for a component whose configuration has the same persistent identifiers
///   (see `ViewConfiguration`). Prefer giving an `unapply`.
/// - The closures run on the main actor, during mounting only.
///
/// `Equatable` and `Hashable` compare the identifier and the value, never the closures.
public struct Attribute: Hashable, Sendable {
    public typealias Apply = @MainActor @Sendable (View, AttributeValue) -> Void
    public typealias Update = @MainActor @Sendable (_ view: View, _ old: AttributeValue, _ new: AttributeValue) -> Void

    public let identifier: String
    public let value: AttributeValue
    let apply: Apply
    let unapply: Apply?
    let update: Update?
    /// The view property the attribute sets to its value, and nothing else (`property(_:_:)`,
    /// `persistentProperty(_:_:)`): what a worker needs to know the view's content before it is mounted.
    /// `nil` for an attribute with closures of its own, whose effect only mounting shows.
    public let property: ViewProperty?

    public init(_ identifier: String, value: AttributeValue, apply: @escaping Apply,
                unapply: Apply? = nil, update: Update? = nil) {
        self.init(identifier, value: value, property: nil, apply: apply, unapply: unapply, update: update)
    }

    private init(_ identifier: String, value: AttributeValue, property: ViewProperty?, apply: @escaping Apply,
                 unapply: Apply?, update: Update?) {
        self.identifier = identifier
        self.value = value
        self.property = property
        self.apply = apply
        self.unapply = unapply
        self.update = update
    }

    /// True when the attribute has no `unapply`: see the type's contract.
    public var isPersistent: Bool { unapply == nil }

    public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
        lhs.identifier == rhs.identifier && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(value)
    }
}

extension Attribute {
    /// Sets `property` to `value`; unapplying resets the property to the view's default. The
    /// identifier is the property's name, so two attributes for one property replace each other.
    public static func property(_ property: ViewProperty, _ value: AttributeValue) -> Attribute {
        Attribute(property.name, value: value, property: property,
                  apply: { view, value in view.set(property, to: value) },
                  unapply: { view, _ in view.set(property, to: nil) }, update: nil)
    }

    /// Sets `property` to `value` and never resets it: a persistent attribute (see the type's
    /// contract), for properties that a real view cannot return to their default cheaply.
    public static func persistentProperty(_ property: ViewProperty, _ value: AttributeValue) -> Attribute {
        Attribute(property.name, value: value, property: property,
                  apply: { view, value in view.set(property, to: value) }, unapply: nil, update: nil)
    }

    public static func backgroundColor(_ color: Color) -> Attribute { property(.backgroundColor, .color(color)) }
    public static func alpha(_ alpha: Double) -> Attribute { property(.alpha, .double(alpha)) }
    public static func cornerRadius(_ radius: Double) -> Attribute { property(.cornerRadius, .double(radius)) }
    public static func accessibilityLabel(_ label: String) -> Attribute { property(.accessibilityLabel, .string(label)) }
}

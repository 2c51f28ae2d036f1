@testable import Components
import Testing
import TextLayout
import Views

/// A configuration keeps each identifier once (its last value, at its first position), its reuse key
/// holds the persistent identifiers in order, and equal configurations hash alike (the hash leaves strings
/// out); strings are compared by their bytes.
@Suite struct ViewConfigurationTests {
    private func attribute(_ identifier: String, _ value: AttributeValue, persistent: Bool = false) -> Attribute {
        let nothing: Attribute.Apply = { _, _ in }
        return Attribute(identifier, value: value, apply: nothing, unapply: persistent ? nil : nothing)
    }

    @Test func aRepeatedIdentifierKeepsItsFirstPlaceAndItsLastValue() {
        let configuration = ViewConfiguration(kind: .view, attributes: [
            attribute("a", .double(1)), attribute("b", .double(2)), attribute("a", .double(3)),
        ])
        #expect(configuration.attributes.map(\.identifier) == ["a", "b"])
        #expect(configuration.attributes.map(\.value) == [.double(3), .double(2)])
    }

    @Test(arguments: [3, ViewConfiguration.linearScanLimit, ViewConfiguration.linearScanLimit + 5])
    func manyAttributesAreMadeUniqueAlike(count: Int) {
        // Every identifier twice: the linear scan and the dictionary must agree.
        let attributes = (0..<count).map { attribute("p\($0)", .double(Double($0))) }
            + (0..<count).map { attribute("p\($0)", .double(Double(-$0))) }
        let configuration = ViewConfiguration(kind: .view, attributes: attributes)
        #expect(configuration.attributes.map(\.identifier) == (0..<count).map { "p\($0)" })
        #expect(configuration.attributes.map(\.value) == (0..<count).map { .double(Double(-$0)) })
    }

    @Test func attributesWithoutRepeatsAreKeptAsGiven() {
        let attributes = [attribute("x", .string("one")), attribute("y", .bool(true))]
        #expect(ViewConfiguration(kind: .view, attributes: attributes).attributes == attributes)
    }

    @Test func theReuseKeyHoldsThePersistentIdentifiersSorted() {
        let first = ViewConfiguration(kind: .view, attributes: [
            attribute("z", .double(1), persistent: true), attribute("m", .double(1)),
            attribute("b", .double(1), persistent: true),
        ])
        let second = ViewConfiguration(kind: .view, attributes: [
            attribute("b", .double(2), persistent: true), attribute("z", .double(2), persistent: true),
        ])
        #expect(first.reuseKey.persistentIdentifiers == ["b", "z"])
        #expect(first.reuseKey == second.reuseKey)
        #expect(ViewConfiguration(kind: .view, attributes: [attribute("m", .double(1))]).reuseKey.persistentIdentifiers.isEmpty)
    }

    @Test func configurationsThatDifferOnlyInAStringAreUnequal() {
        let one = ViewConfiguration(kind: .view, attributes: [attribute("label", .string("12 likes"))])
        let other = ViewConfiguration(kind: .view, attributes: [attribute("label", .string("13 likes"))])
        #expect(one != other)
        #expect(one == ViewConfiguration(kind: .view, attributes: [attribute("label", .string("12 likes"))]))
    }

    /// "café" composed and decomposed are equal as Swift strings but not as bytes: a view given the other form
    /// holds other text, so the configurations differ (mounting applies the change). The hash, which leaves
    /// strings out, is the same.
    @Test func canonicallyEqualStringsWithOtherBytesGiveOtherConfigurations() {
        let composed = ViewConfiguration(kind: .view, attributes: [attribute("label", .string("caf\u{E9}"))])
        let decomposed = ViewConfiguration(kind: .view, attributes: [attribute("label", .string("cafe\u{301}"))])
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(composed != decomposed)
        #expect(composed.hashValue == decomposed.hashValue)
        #expect(composed == ViewConfiguration(kind: .view, attributes: [attribute("label", .string("caf\u{E9}"))]))
        let style = TextStyle()
        #expect(AttributeValue.text("caf\u{E9}", style) != AttributeValue.text("cafe\u{301}", style))
        #expect(AttributeValue.imageName("caf\u{E9}") != AttributeValue.imageName("cafe\u{301}"))
        #expect(AttributeValue.text("caf\u{E9}", style) == AttributeValue.text("caf\u{E9}", style))
        #expect(AttributeValue.string("") == AttributeValue.string(""))
        #expect(AttributeValue.string("x") != AttributeValue.imageName("x"))
    }

    @Test func configurationsThatDifferInAFixedSizeValueHashApart() {
        let one = ViewConfiguration(kind: .view, attributes: [attribute("alpha", .double(0.5))])
        let other = ViewConfiguration(kind: .view, attributes: [attribute("alpha", .double(1))])
        #expect(one != other)
        #expect(one.hashValue != other.hashValue)
    }
}

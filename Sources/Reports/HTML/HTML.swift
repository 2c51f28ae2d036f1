/// A typed HTML (and inline SVG) tree that escapes by construction: text and attribute values are always
/// escaped when rendered, so a string from a scenario (a name, a story's text) can never become markup.
/// Element and attribute names are the code's own constants.
///
/// A plain `Sendable` value.
public indirect enum HTML: Sendable {
    case element(String, attributes: [(String, String)], children: [HTML])
    case text(String)
    /// Several nodes with no element around them.
    case group([HTML])
    /// A style sheet: its text is the code's own constant, never input; it is still checked to hold no `<`.
    case styleSheet(String)

    /// `<name attributes>children</name>`.
    public static func el(_ name: String, _ attributes: [(String, String)] = [], _ children: [HTML] = []) -> HTML {
        .element(name, attributes: attributes, children: children)
    }

    /// `<name attributes>text</name>`.
    public static func el(_ name: String, _ attributes: [(String, String)] = [], text: String) -> HTML {
        .element(name, attributes: attributes, children: [.text(text)])
    }

    /// The markup.
    public func render() -> String {
        var output = ""
        output.reserveCapacity(1 << 16)
        render(into: &output)
        return output
    }

    private static let voidElements: Set<String> = ["meta", "br", "hr", "img", "link", "input", "col"]

    func render(into output: inout String) {
        switch self {
        case .text(let text):
            output += Self.escaped(text, attribute: false)
        case .group(let nodes):
            for node in nodes { node.render(into: &output) }
        case .styleSheet(let css):
            output += "<style>"
            output += css.contains("<") ? "" : css
            output += "</style>"
        case .element(let name, let attributes, let children):
            output += "<" + name
            for (key, value) in attributes {
                output += " " + key + "=\"" + Self.escaped(value, attribute: true) + "\""
            }
            output += ">"
            if Self.voidElements.contains(name) { return }
            for child in children { child.render(into: &output) }
            output += "</" + name + ">"
        }
    }

    /// `&`, `<`, `>`, and in attributes `"` and `'`, as character references; control characters other
    /// than tab and newlines are dropped (they cannot be written in HTML).
    static func escaped(_ text: String, attribute: Bool) -> String {
        // Most text (figures, labels, coordinates) has nothing to escape or drop: it is kept as it is, not rebuilt
        // scalar by scalar (a fifth of the time report.html took). Bytes of 0x80 and up are never one of these.
        if !text.utf8.contains(where: { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == 0x7F
                || byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")
                || attribute && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
        }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&#39;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" || scalar.value == 0x7F {
                    continue
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

import FlexLayout
import JSON

/// The style object of a case node: only the properties it sets, with CSS spellings.
struct CaseStyle: Decodable {
    var style = FlexStyle()

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys {
            switch key.stringValue {
            case "direction": style.direction = try c.decodeEnum(key, ["inherit": .inherit, "ltr": .ltr, "rtl": .rtl])
            case "flexDirection":
                style.flexDirection = try c.decodeEnum(
                    key, ["column": .column, "column-reverse": .columnReverse, "row": .row, "row-reverse": .rowReverse])
            case "justifyContent":
                style.justifyContent = try c.decodeEnum(
                    key,
                    ["flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "space-between": .spaceBetween,
                     "space-around": .spaceAround, "space-evenly": .spaceEvenly])
            case "alignItems": style.alignItems = try c.decodeEnum(key, Self.alignments)
            case "alignSelf": style.alignSelf = try c.decodeEnum(key, Self.alignments)
            case "alignContent": style.alignContent = try c.decodeEnum(key, Self.alignments)
            case "flexWrap":
                style.flexWrap = try c.decodeEnum(key, ["nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse])
            case "positionType":
                style.positionType = try c.decodeEnum(
                    key, ["static": .static, "relative": .relative, "absolute": .absolute])
            case "display": style.display = try c.decodeEnum(key, ["flex": .flex, "none": .none, "contents": .contents])
            case "overflow":
                style.overflow = try c.decodeEnum(key, ["visible": .visible, "hidden": .hidden, "scroll": .scroll])
            case "boxSizing":
                style.boxSizing = try c.decodeEnum(key, ["border-box": .borderBox, "content-box": .contentBox])
            case "flexGrow": style.flexGrow = try c.decodeFiniteNumber(key, nonNegative: true)
            case "flexShrink": style.flexShrink = try c.decodeFiniteNumber(key, nonNegative: true)
            case "flexBasis": style.flexBasis = try c.decodeSize(key)
            case "width": style.width = try c.decodeSize(key)
            case "height": style.height = try c.decodeSize(key)
            case "minWidth": style.minWidth = try c.decodeSize(key)
            case "minHeight": style.minHeight = try c.decodeSize(key)
            case "maxWidth": style.maxWidth = try c.decodeSize(key)
            case "maxHeight": style.maxHeight = try c.decodeSize(key)
            case "aspectRatio":
                let ratio = try c.decodeFiniteNumber(key, nonNegative: true)
                // Yoga treats a zero ratio as unset.
                style.aspectRatio = ratio == 0 ? nil : ratio
            case "margin": style.margin = try c.decodeEdges(key, nonNegative: false)
            case "padding": style.padding = try c.decodeEdges(key, nonNegative: true)
            case "border": style.border = try c.decodeEdges(key, nonNegative: true)
            case "position": style.position = try c.decodeEdges(key, nonNegative: false)
            case "gap": style.gap = try c.decodeGap(key)
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "unknown style property \(MessageText.quoted(key.stringValue))")
            }
        }
    }

    private static let alignments: [String: Align] = [
        "auto": .auto, "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "stretch": .stretch,
        "baseline": .baseline, "space-between": .spaceBetween, "space-around": .spaceAround,
        "space-evenly": .spaceEvenly,
    ]
}

/// One dump of Callgrind's output (`callgrind.out.PID.N`, format version 1), reduced to what FeedBench
/// reads: the dump's trigger, its total, each function's own instructions, and the instructions of every
/// call into each function (its inclusive count, since a function's calls are all the ways into it).
///
/// Only the `Ir` event is read (Callgrind's default; the first event when there are several). Written for
/// dumps made with `--compress-strings=no --compress-pos=no`; compressed names (`fn=(12) name`, then
/// `fn=(12)`) are expanded too, so a dump made without those flags reads the same.
public struct CallgrindProfile: Hashable, Sendable {
    /// What triggered the dump: `Client Request: NAME` for `CALLGRIND_DUMP_STATS_AT(NAME)`.
    public var trigger: String?
    /// Instructions in the dump (its `totals:` line, else `summary:`).
    public var total: UInt64 = 0
    /// Instructions executed in each function itself (callees excluded), by symbol.
    public var selfInstructions: [String: UInt64] = [:]
    /// Instructions of every call into each function, callees included, by symbol.
    public var calledInstructions: [String: UInt64] = [:]

    public init() {}

    /// The dump's trigger name when it was dumped by a client request (`CALLGRIND_DUMP_STATS_AT`).
    public var clientRequestName: String? {
        guard let trigger, trigger.hasPrefix(Self.clientRequest) else { return nil }
        return String(trigger.dropFirst(Self.clientRequest.count))
    }

    static let clientRequest = "Client Request: "

    /// Reads one dump's text.
    public static func parse(_ text: String) throws(CallgrindFormatError) -> CallgrindProfile {
        var profile = CallgrindProfile()
        var names: [String: [String: String]] = [:] // compressed ids, per kind (fn, fl, ob)
        var function = ""
        var callee = ""
        var object = ""
        var calleeObject = ""
        var callCostFollows = false
        var eventIndex = 0
        var sawEvents = false
        var lineNumber = 0
        var summary: UInt64?
        var totals: UInt64?

        func name(_ value: Substring, kind: String) -> String {
            // "(id) name" defines an id, "(id)" uses it, anything else is the name itself.
            guard value.first == "(", let close = value.firstIndex(of: ")") else { return String(value) }
            let id = String(value[value.index(after: value.startIndex)..<close])
            let rest = value[value.index(after: close)...].drop { $0 == " " }
            if rest.isEmpty { return names[kind]?[id] ?? "(\(id))" }
            names[kind, default: [:]][id] = String(rest)
            return String(rest)
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard let first = line.first else { continue }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                // A cost line: a position, then the events' counts in `events:` order (missing ones are 0).
                let fields = line.split(separator: " ")
                let counts = fields.dropFirst()
                let count: UInt64
                if counts.count > eventIndex {
                    guard let value = UInt64(counts[counts.startIndex + eventIndex]) else {
                        throw CallgrindFormatError(line: lineNumber, message: "a cost line whose count is not a number")
                    }
                    count = value
                } else {
                    count = 0
                }
                if callCostFollows {
                    profile.calledInstructions[callee, default: 0] &+= count
                    callCostFollows = false
                } else {
                    profile.selfInstructions[function, default: 0] &+= count
                }
                continue
            }
            callCostFollows = false
            if line.hasPrefix("fn=") {
                function = Self.symbol(name(line.dropFirst(3), kind: "fn"), in: object)
            } else if line.hasPrefix("cfn=") {
                callee = Self.symbol(name(line.dropFirst(4), kind: "fn"), in: calleeObject)
                calleeObject = object
            } else if line.hasPrefix("calls=") {
                callCostFollows = true
            } else if line.hasPrefix("fl=") || line.hasPrefix("fi=") || line.hasPrefix("fe=") || line.hasPrefix("cfl=")
                || line.hasPrefix("cfi=") {
                let value = line.drop { $0 != "=" }.dropFirst()
                _ = name(value, kind: "fl")
            } else if line.hasPrefix("ob=") {
                object = name(line.dropFirst(3), kind: "ob")
                calleeObject = object
            } else if line.hasPrefix("cob=") {
                calleeObject = name(line.dropFirst(4), kind: "ob")
            } else if line.hasPrefix("events:") {
                let events = line.dropFirst("events:".count).split(separator: " ")
                guard let index = events.firstIndex(of: "Ir") else {
                    throw CallgrindFormatError(line: lineNumber, message: "the dump has no Ir event (events: \(events.joined(separator: " ")))")
                }
                eventIndex = index
                sawEvents = true
            } else if line.hasPrefix("desc: Trigger: ") {
                profile.trigger = String(line.dropFirst("desc: Trigger: ".count))
            } else if line.hasPrefix("summary:") {
                summary = Self.firstCount(line.dropFirst("summary:".count), at: eventIndex)
            } else if line.hasPrefix("totals:") {
                totals = Self.firstCount(line.dropFirst("totals:".count), at: eventIndex)
            }
        }
        guard sawEvents else { throw CallgrindFormatError(line: 0, message: "not a Callgrind dump (no events: line)") }
        profile.total = totals ?? summary ?? profile.selfInstructions.values.reduce(0, &+)
        return profile
    }

    /// A function's name: its symbol, or, for code without one (a stripped library), its address and the
    /// file it is in (`0x1e5e0 in libjemalloc.so.2`).
    static func symbol(_ name: String, in object: String) -> String {
        guard name.hasPrefix("0x"), !object.isEmpty else { return name }
        let file = object.split(separator: "/").last.map(String.init) ?? object
        let digits = name.dropFirst(2).drop { $0 == "0" }
        return "0x\(digits.isEmpty ? "0" : digits) in \(file)"
    }

    private static func firstCount(_ text: Substring, at index: Int) -> UInt64? {
        let fields = text.split(separator: " ")
        return fields.count > index ? UInt64(fields[index]) : nil
    }
}

/// A dump Callgrind wrote that FeedBench cannot read.
public struct CallgrindFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}

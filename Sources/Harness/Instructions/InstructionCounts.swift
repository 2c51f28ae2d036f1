import Callgrind

/// The instructions of one pipeline's counting repetition, counted under Callgrind (`feedbench run
/// --instructions`): deterministic to a small fraction of a percent on any machine, so the gate holds
/// them within a relative tolerance wherever it runs.
public struct InstructionCounts: Hashable, Sendable, Codable {
    /// Every instruction of the repetition on every thread, from the pipeline's creation to its last frame:
    /// the passes, and what lies between them (the harness's bookkeeping, worker scheduling).
    public var total: UInt64
    /// Per pass (`Pass` names), the main thread's sections; passes with none are left out.
    public var main: [String: UInt64]
    /// Per pass, the workers' phases (the components pipeline's build and layout); empty for MVC.
    public var workers: [String: UInt64]
    /// The functions with the most instructions of their own (callees excluded), demangled, most first:
    /// every one above `FunctionCost.listedShare` of the total, at most `FunctionCost.listedMaximum`. The
    /// differential profile of a gate compares these.
    public var functions: [FunctionCost]

    public init(total: UInt64, main: [String: UInt64], workers: [String: UInt64], functions: [FunctionCost]) {
        self.total = total
        self.main = main
        self.workers = workers
        self.functions = functions
    }

    /// The counts the gate judges, each with its name: the total, then main and worker passes in `Pass` order.
    public var named: [(name: String, count: UInt64)] {
        var list: [(String, UInt64)] = [("total", total)]
        for pass in Pass.allCases {
            if let count = main[pass.rawValue] { list.append(("main \(pass.rawValue)", count)) }
        }
        for pass in Pass.allCases {
            if let count = workers[pass.rawValue] { list.append(("workers \(pass.rawValue)", count)) }
        }
        return list
    }

    /// The counts of one dump: the markers' inclusive instructions per pass and thread, the functions' own.
    public init(profile: CallgrindProfile) {
        total = profile.total
        var main: [String: UInt64] = [:]
        var workers: [String: UInt64] = [:]
        for marker in InstructionMarkers.symbols {
            guard let count = profile.calledInstructions[marker.symbol], count > 0 else { continue }
            switch marker.thread {
            case .main: main[marker.pass.rawValue] = count
            case .workers: workers[marker.pass.rawValue] = count
            }
        }
        self.main = main
        self.workers = workers
        // Symbols that demangle alike (specialisations of one generic) are one function in words.
        var byName: [String: UInt64] = [:]
        for (symbol, count) in profile.selfInstructions where count > 0 {
            byName[SwiftDemangle.name(symbol), default: 0] &+= count
        }
        let threshold = Double(total) * FunctionCost.listedShare
        functions = byName.filter { Double($0.value) >= threshold }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(FunctionCost.listedMaximum)
            .map { FunctionCost(name: $0.key, instructions: $0.value) }
    }
}

/// One function's own instructions in a counting repetition.
public struct FunctionCost: Hashable, Sendable, Codable {
    public let name: String
    public let instructions: UInt64

    public init(name: String, instructions: UInt64) {
        self.name = name
        self.instructions = instructions
    }

    /// Functions with at least this share of the total are listed (0.02%: a function below it moved by
    /// half its count moves the total by less than the gate's 0.5% by a factor of fifty).
    public static let listedShare = 0.0002
    /// And at most this many.
    public static let listedMaximum = 400
}

/// What instruction counts depend on besides the code: the Valgrind that counted them and the Swift that
/// compiled the binary (its runtime, which every retain and release goes through), and the shared
/// libraries it ran with. The gate refuses to compare counts whose Valgrind or Swift differ.
public struct InstructionEnvironment: Hashable, Sendable, Codable {
    /// `valgrind --version`, e.g. `valgrind-3.19.0`.
    public var valgrind: String
    /// The Swift runtime's version line, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public var swift: String
    /// The shared libraries the counted binary had loaded, by file name (versions in the names), sorted.
    public var libraries: [String]
    /// The build configuration of the counted binary (`release` or `debug`).
    public var build: String

    public init(valgrind: String, swift: String, libraries: [String], build: String) {
        self.valgrind = valgrind
        self.swift = swift
        self.libraries = libraries
        self.build = build
    }

    /// Why counts made in `other` cannot be compared with counts made in this one; `nil` when they can.
    public func mismatch(with other: InstructionEnvironment) -> String? {
        var reasons: [String] = []
        if valgrind != other.valgrind { reasons.append("Valgrind \(valgrind) against \(other.valgrind)") }
        if swift != other.swift { reasons.append("\(swift) against \(other.swift)") }
        if build != other.build { reasons.append("a \(build) build against a \(other.build) build") }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}

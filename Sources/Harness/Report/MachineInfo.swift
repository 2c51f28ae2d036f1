import Foundation

/// The machine and build a run was made on, so a reader can tell two runs' conditions apart, and a gate
/// can tell whether two runs' absolute times may be compared (`machineClass`).
public struct MachineInfo: Hashable, Sendable, Codable {
    public let hostName: String
    public let operatingSystem: String
    public let processorCount: Int
    public let activeProcessorCount: Int
    public let physicalMemoryBytes: UInt64
    /// "release" or "debug": the configuration the harness was compiled in (debug figures are not
    /// representative).
    public let buildConfiguration: String
    /// The CPU's model name (`/proc/cpuinfo`); `nil` where it cannot be read (and in runs written before it
    /// was recorded).
    public let cpuModel: String?
    /// The Swift compiler that built FeedBench, e.g. `6.3`.
    public let swiftVersion: String?

    public init(hostName: String, operatingSystem: String, processorCount: Int, activeProcessorCount: Int,
                physicalMemoryBytes: UInt64, buildConfiguration: String, cpuModel: String? = nil,
                swiftVersion: String? = nil) {
        self.hostName = hostName
        self.operatingSystem = operatingSystem
        self.processorCount = processorCount
        self.activeProcessorCount = activeProcessorCount
        self.physicalMemoryBytes = physicalMemoryBytes
        self.buildConfiguration = buildConfiguration
        self.cpuModel = cpuModel
        self.swiftVersion = swiftVersion
    }

    /// This process's machine.
    public static var current: MachineInfo {
        let process = ProcessInfo.processInfo
        return MachineInfo(hostName: process.hostName, operatingSystem: process.operatingSystemVersionString,
                           processorCount: process.processorCount, activeProcessorCount: process.activeProcessorCount,
                           physicalMemoryBytes: process.physicalMemory, buildConfiguration: isDebugBuild ? "debug" : "release",
                           cpuModel: readCPUModel(), swiftVersion: compilerVersion)
    }

    /// What makes two runs' absolute times comparable: the CPU model, its cores, and the build.
    public var machineClass: String {
        "\(cpuModel ?? "unknown CPU") × \(activeProcessorCount) cores, \(buildConfiguration) build"
    }

    /// Whether the harness was compiled without optimisation.
    public static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// The compiler's version, to the minor release, from the compiler's own conditions.
    static var compilerVersion: String {
        #if compiler(>=6.5)
        return "6.5 or later"
        #elseif compiler(>=6.4)
        return "6.4"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }

    /// The first `model name` line of `/proc/cpuinfo`.
    static func readCPUModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}

import Foundation

/// The machine and build a run was made on, so a reader can tell two runs' conditions apart.
public struct MachineInfo: Hashable, Sendable, Codable {
    public let hostName: String
    public let operatingSystem: String
    public let processorCount: Int
    public let activeProcessorCount: Int
    public let physicalMemoryBytes: UInt64
    /// "release" or "debug": the configuration the harness was compiled in (debug figures are not
    /// representative).
    public let buildConfiguration: String

    public init(hostName: String, operatingSystem: String, processorCount: Int, activeProcessorCount: Int,
                physicalMemoryBytes: UInt64, buildConfiguration: String) {
        self.hostName = hostName
        self.operatingSystem = operatingSystem
        self.processorCount = processorCount
        self.activeProcessorCount = activeProcessorCount
        self.physicalMemoryBytes = physicalMemoryBytes
        self.buildConfiguration = buildConfiguration
    }

    /// This process's machine.
    public static var current: MachineInfo {
        let process = ProcessInfo.processInfo
        return MachineInfo(hostName: process.hostName, operatingSystem: process.operatingSystemVersionString,
                           processorCount: process.processorCount, activeProcessorCount: process.activeProcessorCount,
                           physicalMemoryBytes: process.physicalMemory, buildConfiguration: isDebugBuild ? "debug" : "release")
    }

    /// Whether the harness was compiled without optimisation.
    public static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }
}

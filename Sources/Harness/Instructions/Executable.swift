import Foundation

/// Other programs, as instruction counting runs them: found on `PATH`, run to completion (or until told to
/// stop), their failures thrown with what they printed.
enum Executable {
    /// The path of `name` on `PATH`; `nil` when none is executable.
    static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// This process's executable file. Under the relocatable bundle's loader (`ld-linux ... feedbench`),
    /// `/proc/self/exe` is the loader, and the binary is the first argument's path.
    static var current: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        if URL(fileURLWithPath: exe).lastPathComponent.hasPrefix("ld-linux"), let first = CommandLine.arguments.first {
            return URL(fileURLWithPath: first).standardizedFileURL.path
        }
        return exe
    }

    /// Runs `tool` with `arguments`; its standard output and error go to a pipe, which a failure's error
    /// quotes. Returns the exit status (a non-zero one throws when `checked`). When `shouldStop` turns
    /// true, the process is terminated and `RunCancelled` thrown.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], environment: [String: String]? = nil, checked: Bool = true,
                    shouldStop: @escaping @Sendable () -> Bool = { false }) throws -> Int32 {
        let (status, output) = try launch(tool, arguments, environment: environment, shouldStop: shouldStop)
        if checked && status != 0 {
            throw InstructionCountError.failed("\(tool) \(arguments.joined(separator: " ")) exited with status \(status)"
                + (output.isEmpty ? "" : ": " + output.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return status
    }

    /// What `tool` printed on standard output (and error), after it exited with status 0.
    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let (status, output) = try launch(tool, arguments, environment: nil, shouldStop: { false })
        guard status == 0 else {
            throw InstructionCountError.failed("\(tool) \(arguments.joined(separator: " ")) exited with status \(status)")
        }
        return output
    }

    /// Runs `tool` once per argument list, at most `parallel` at a time, and returns their exit statuses
    /// in order. When `shouldStop` turns true, every running one is terminated and `RunCancelled` thrown.
    static func runAll(_ tool: String, _ argumentLists: [[String]], environment: [String: String], parallel: Int,
                       shouldStop: @escaping @Sendable () -> Bool) throws -> [Int32] {
        var statuses = [Int32](repeating: 0, count: argumentLists.count)
        var running: [(index: Int, process: Process)] = []
        var next = 0
        defer {
            for (_, process) in running where process.isRunning { process.terminate() }
        }
        while next < argumentLists.count || !running.isEmpty {
            while running.count < max(1, parallel) && next < argumentLists.count {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: tool)
                process.arguments = argumentLists[next]
                process.environment = environment
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                running.append((next, process))
                next += 1
            }
            if shouldStop() { throw RunCancelled() }
            Thread.sleep(forTimeInterval: pollInterval)
            running.removeAll { index, process in
                guard !process.isRunning else { return false }
                statuses[index] = process.terminationStatus
                return true
            }
        }
        return statuses
    }

    /// Seconds between two looks at a running tool: often enough to stop it at once on an interrupt.
    private static let pollInterval = 0.05

    private static func launch(_ tool: String, _ arguments: [String], environment: [String: String]?,
                               shouldStop: @escaping @Sendable () -> Bool) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        if let environment { process.environment = environment }
        // Into a file rather than a pipe: a chatty tool cannot fill a pipe nobody reads while we wait.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-tool-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        while process.isRunning {
            if shouldStop() {
                process.terminate()
                process.waitUntilExit()
                throw RunCancelled()
            }
            Thread.sleep(forTimeInterval: pollInterval)
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }
}

/// The Swift runtime this process runs on, and the shared libraries it has loaded (`/proc/self/maps`).
enum SwiftRuntime {
    /// The runtime's version line (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`), read from the loaded
    /// `libswiftCore.so` (or from this executable where the standard library is linked in); `unknown`
    /// when neither holds one.
    static var version: String {
        let candidates = loadedLibraryPaths.filter { $0.hasSuffix("/libswiftCore.so") } + [Executable.current]
        for path in candidates {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let marker = Array("Swift version ".utf8)
            if let start = data.firstRange(of: marker)?.lowerBound {
                let end = data[start...].firstIndex(where: { $0 == 0 || $0 == 10 }) ?? data.endIndex
                return String(decoding: data[start..<min(end, start + 200)], as: UTF8.self)
            }
        }
        return "unknown"
    }

    /// The file names of the shared libraries loaded now, sorted.
    static var loadedLibraries: [String] {
        Array(Set(loadedLibraryPaths.map { URL(fileURLWithPath: $0).lastPathComponent })).sorted()
    }

    private static var loadedLibraryPaths: [String] {
        // Read to the end: /proc files report a size of 0, and a reader that trusts it stops early.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else { return [] }
        let maps = String(decoding: data, as: UTF8.self)
        var paths = Set<String>()
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.contains(".so") { paths.insert(path) }
        }
        return paths.sorted()
    }
}

import Foundation
import Testing

/// What CI and a closed terminal do to a run: SIGTERM (a cancelled or timed-out job) and SIGHUP stop it as
/// Ctrl-C does (one line naming the signal, nothing written, exit 128 + the signal's number); a file-size
/// limit fails the write as a full disk does; and the hidden `.NAME.partial` folder a killed run leaves is
/// removed by the next run, unless its run is alive.
@Suite(.timeLimit(.minutes(3))) struct RunStopTests {
    /// SIGTERM and SIGHUP during the frames: the signal's exit status, one line saying so, and no folder at
    /// all (neither the run folder nor its `.out.partial`).
    @Test(arguments: [
        (SIGTERM, Int32(143), "feedbench run: terminated (SIGTERM); nothing written"),
        (SIGHUP, Int32(129), "feedbench run: hung up (SIGHUP: the terminal closed); nothing written"),
    ])
    func aSignalStopsTheRunAndLeavesNoFolder(signal: Int32, status: Int32, line: String) throws {
        try CLIRunner.inNewFolder("sig") { folder in
            let scenario = folder.appendingPathComponent("long.json")
            try Data(RunCommandInterruptTests.longScenario(stories: 12, frames: 10_000, repetitions: 3).utf8)
                .write(to: scenario)
            let result = try RunCommandInterruptTests.interrupt(
                ["run", scenario.path, "--paced", "--no-report", "--out", folder.appendingPathComponent("out").path],
                inPhase: "mvc frames, repetition 0", signal: signal)
            #expect(result.announced, "the run never announced its frames: \(result.stderr)")
            #expect(result.status == status, "\(result.stderr)")
            // Beside the phases announced, a debug build's warning and progress lines (on a slow machine), one
            // line: the signal's.
            let lines = result.stderr.split(separator: "\n").map(String.init)
                .filter { !$0.hasPrefix("feedbench run: phase: ") && !$0.hasPrefix("feedbench run: warning: ")
                    && !$0.hasPrefix("feedbench run: progress: ") }
            #expect(lines == [line], "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"])
        }
    }

    /// `ulimit -f 10` (10 blocks of 512 bytes in dash, of 1 KiB in bash: less than run.json either way):
    /// the write fails with EFBIG instead of SIGXFSZ killing the run, and is reported as a full disk is
    /// (exit 1, the reason, nothing left behind). Started with SIGXFSZ at its default action: the test
    /// runner may ignore it, and a child inherits that (and a shell cannot undo it).
    @Test func aFileSizeLimitFailsTheWriteAndLeavesNothing() throws {
        try CLIRunner.inNewFolder("fsize") { folder in
            let scenario = folder.appendingPathComponent("small.json")
            try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
            let out = folder.appendingPathComponent("out")
            let result = try Self.spawnWithDefaultSignals([
                "/bin/sh", "-c", "ulimit -f 10 && exec \"$0\" \"$@\"", try CLIRunner.executable().path,
                "run", scenario.path, "--out", out.path, "--threads", "1",
            ])
            #expect(result.signal == nil, "ended by signal \(result.signal ?? 0): \(result.stderr)")
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.contains("cannot write the run folder \(out.path): File too large"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["small.json"])
        }
    }

    /// Runs `arguments` (the first is the program's path) with every signal at its default action and none
    /// blocked, standard output discarded; its exit status, or the signal that ended it, and its standard
    /// error.
    static func spawnWithDefaultSignals(_ arguments: [String]) throws -> (status: Int32?, signal: Int32?, stderr: String) {
        let err = Pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, err.fileHandleForWriting.fileDescriptor, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        try err.fileHandleForWriting.close()
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (macros).
        let signal = status & 0x7f
        return signal == 0 ? ((status >> 8) & 0xff, nil, stderr) : (nil, signal, stderr)
    }

    /// A process id that no longer exists: a child that has been waited for.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// `.out.partial` left by a run that was killed (its process is gone): removed, said, and the run goes on.
    @Test func aCrashedRunsPartialFolderIsRemoved() throws {
        try CLIRunner.inNewFolder("stale") { folder in
            let scenario = folder.appendingPathComponent("small.json")
            try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
            let partial = folder.appendingPathComponent(".out.partial")
            try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false)
            let dead = try Self.deadProcessID()
            try Data("pid \(dead)\n".utf8).write(to: partial.appendingPathComponent(".writer"))
            try Data("{".utf8).write(to: partial.appendingPathComponent("run.json"))
            let out = folder.appendingPathComponent("out")
            let output = try CLIRunner.run(["run", scenario.path, "--out", out.path, "--threads", "1", "--no-report"])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stderr.contains("removed \(partial.path), left by a run that crashed (process \(dead) "),
                    "\(output.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out", "small.json"])
            // The finished folder does not keep the writer's file.
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                == ["first-screen-1-components.png", "first-screen-1-mvc.png", "frames.json.gz", "run.json"])
        }
    }

    /// `.out.partial` whose writer is alive (this test's own process): another run is writing there; exit 2,
    /// said so, and its folder left alone.
    @Test func aLiveRunsPartialFolderIsRefused() throws {
        try CLIRunner.inNewFolder("live") { folder in
            let scenario = folder.appendingPathComponent("small.json")
            try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
            let partial = folder.appendingPathComponent(".out.partial")
            try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false)
            try Data("\(getpid())\n".utf8).write(to: partial.appendingPathComponent(".writer"))
            let out = folder.appendingPathComponent("out")
            let output = try CLIRunner.run(["run", scenario.path, "--out", out.path, "--threads", "1", "--no-report"])
            #expect(output.status == 2, "\(output.stderr)")
            #expect(output.stderr.contains("another run (process \(getpid())) is writing it"), "\(output.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".out.partial", "small.json"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: partial.path) == [".writer"])
        }
    }

    /// Runs into the default `Reports/` sweep it when they update its index: a crashed run's `.NAME.partial`
    /// goes, a live run's stays.
    @Test func theReportsFolderIsSweptOfCrashedRuns() throws {
        try CLIRunner.inNewFolder("sweep") { folder in
            let scenario = folder.appendingPathComponent("small.json")
            try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
            let reports = folder.appendingPathComponent("Reports")
            let dead = try Self.deadProcessID()
            for (name, pid) in [("run-crashed", dead), ("run-live", getpid())] {
                let partial = reports.appendingPathComponent(".\(name).partial")
                try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
                try Data("pid \(pid)\n".utf8).write(to: partial.appendingPathComponent(".writer"))
            }
            let output = try CLIRunner.run(["run", scenario.path, "--threads", "1", "--no-report"], in: folder)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stderr.contains(".run-crashed.partial, left by a run that crashed (process \(dead) "),
                    "\(output.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: reports.path)
            #expect(!left.contains(".run-crashed.partial"), "\(left)")
            #expect(left.contains(".run-live.partial"), "\(left)")
            #expect(left.contains { $0.hasPrefix("run-") }, "\(left)")
        }
    }
}

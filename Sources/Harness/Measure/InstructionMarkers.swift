internal import CCallgrind

/// The passes as Callgrind sees them (`feedbench run --instructions`): under Valgrind, every timed section
/// runs inside a marker function of its own (`feedbench_marker_main_layout`, ...), so the instructions
/// Callgrind attributes to that function inclusively are exactly the section's, on the thread that ran it.
/// Outside Valgrind a section runs directly: the recorders read `active` once, when they are made.
public enum InstructionMarkers {
    /// Whether this process runs under Valgrind (read once).
    public static let active = feedbench_running_on_valgrind() != 0

    /// The thread a marker stands for.
    public enum Thread: String, Sendable, CaseIterable, Codable {
        case main, workers
    }

    /// The marker function of `pass` on `thread`; `nil` for a pair that has none (a worker pass other than
    /// build, layout and display).
    static func marker(_ pass: Pass, on thread: Thread) -> feedbench_marker? {
        switch (thread, pass) {
        case (.main, .build): feedbench_marker_main_build
        case (.main, .layout): feedbench_marker_main_layout
        case (.main, .mount): feedbench_marker_main_mount
        case (.main, .scroll): feedbench_marker_main_scroll
        case (.main, .update): feedbench_marker_main_update
        case (.main, .navigation): feedbench_marker_main_navigation
        case (.main, .display): feedbench_marker_main_display
        case (.workers, .build): feedbench_marker_workers_build
        case (.workers, .layout): feedbench_marker_workers_layout
        case (.workers, .display): feedbench_marker_workers_display
        case (.workers, _): nil
        }
    }

    /// The symbol of each marker, as Callgrind names it, with the pass and thread it stands for.
    public static let symbols: [(symbol: String, pass: Pass, thread: Thread)] = Thread.allCases.flatMap { thread in
        Pass.allCases.compactMap { pass in
            marker(pass, on: thread) == nil ? nil : ("feedbench_marker_\(thread.rawValue)_\(pass.rawValue)", pass, thread)
        }
    }

    /// Runs `body` with Callgrind not counting: work that stands for what is outside the program measured
    /// (the photos a network delivers), which would otherwise count once in a process and not in the next
    /// (photos made then read back from the disk cache). Directly outside Valgrind.
    static func uncounted<Result>(_ body: () -> Result) -> Result {
        guard active else { return body() }
        feedbench_callgrind_toggle_collect()
        defer { feedbench_callgrind_toggle_collect() }
        return body()
    }

    /// Runs `body` inside the marker of `pass` on `thread` (directly when there is none).
    static func run<Result, Failure: Error>(_ pass: Pass, on thread: Thread, _ body: () throws(Failure) -> Result)
        throws(Failure) -> Result {
        guard let marker = marker(pass, on: thread) else { return try body() }
        var outcome: Swift.Result<Result, Failure>?
        let call = { outcome = Swift.Result { () throws(Failure) -> Result in try body() } }
        withoutActuallyEscaping(call) { escapable in
            withUnsafePointer(to: escapable) { pointer in
                marker(callMarkedBody, UnsafeMutableRawPointer(mutating: pointer))
            }
        }
        // The marker always calls its body once.
        return try outcome.unsafelyUnwrapped.get()
    }
}

/// A marker's C function type.
typealias feedbench_marker = @convention(c) (feedbench_marked_body?, UnsafeMutableRawPointer?) -> Void

/// What every marker calls: the Swift closure `context` points to.
private func callMarkedBody(_ context: UnsafeMutableRawPointer?) {
    context.unsafelyUnwrapped.assumingMemoryBound(to: (() -> Void).self).pointee()
}

/// Callgrind's instrumentation around the counting repetitions (no-ops outside Valgrind).
public enum CallgrindControl {
    /// Whether this build can talk to Callgrind (Valgrind's headers were there when it was compiled).
    public static var available: Bool { feedbench_has_client_requests() != 0 }

    /// Zeroes the counts and starts instrumenting every thread.
    static func start() { feedbench_callgrind_start() }

    /// Stops instrumenting and dumps the counts since `start()` under `name`.
    static func stopAndDump(_ name: String) { feedbench_callgrind_stop_and_dump(name) }
}

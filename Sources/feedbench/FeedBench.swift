import ArgumentParser
import Harness

/// The `feedbench` command: benchmarks and profiles feed layout pipelines.
@main
struct FeedBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedbench",
        abstract: "Layout benchmarking and profiling for feed UIs: mutable MVC against immutable components.",
        version: FeedBenchVersion.number,
        subcommands: [
            FlexCommand.self, TextCommand.self, TextBenchCommand.self, DrawBenchCommand.self, ComponentsBenchCommand.self, UpdateBenchCommand.self,
            ValidateCommand.self, GenerateCommand.self, RunCommand.self, ReportCommand.self, CompareCommand.self,
            BaselineCommand.self, GateCommand.self, MergeCommand.self,
            HarnessBenchCommand.self, CountInstructionsCommand.self,
        ]
    )

    /// Past a file-size limit (`ulimit -f`) every write fails with EFBIG, reported like a full disk, instead
    /// of SIGXFSZ ending the process silently mid-write.
    static func main() {
        FileSizeLimit.failWritesInsteadOfExiting()
        main(nil)
    }
}

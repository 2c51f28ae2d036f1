import CLibFuzzer
import Foundation
import Gate
import Harness
import Reports

/// libFuzzer's entry: one `run.json`'s bytes through the reader that `feedbench report`, `compare`,
/// `baseline` and `gate` share. Any input must end in a report or a `ReportError`; a crash, a leak or a
/// hang is a bug. A report that is read is also made into its files, as `feedbench report` does, and judged
/// by the gate as its own baseline (saved and read back as `baseline save` and `gate` do), alone and pooled
/// with itself, into every output of the gate.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRunReport(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    guard let report = try? RunFolderReader.read(data: data, file: "fuzz/run.json") else { return 0 }
    for file in ReportFiles.files(report) { _ = try? file.data() }
    gate(report)
    return 0
}

/// Few resamples and processes, so that a run pooled with itself (two processes) is judged too, quickly.
private let fuzzGate: GateJudge = {
    var configuration = GateConfiguration()
    configuration.bootstrapResamples = 100
    configuration.minimumProcesses = 2
    return GateJudge(configuration: configuration)
}()

private func gate(_ report: RunReport) {
    let measured = Baseline(measuring: report)
    guard let data = try? measured.jsonData(),
          let stored = try? Baseline.read(data: data, file: "fuzz/baseline.json") else { return }
    for current in [measured, measured.pooled(with: measured)] {
        guard let result = try? fuzzGate.judge(baseline: stored, current: current, report: report) else { continue }
        _ = try? GateOutputs.junit(result)
        _ = try? GateOutputs.json(result)
        _ = GateOutputs.markdown(result)
        _ = GateOutputs.annotations(result)
        _ = GateOutputs.console(result)
    }
}

/// The executable's entry: libFuzzer's driver, with the command line's options.
@main
enum FuzzRunReportMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzRunReport($0, $1) }))
    }
}

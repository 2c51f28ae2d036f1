import CLibFuzzer
import Foundation
import Harness
import Reports

/// libFuzzer's entry: one `run.json`'s bytes through the reader that `feedbench report`, `compare`,
/// `baseline` and `gate` share. Any input must end in a report or a `ReportError`; a crash, a leak or a
/// hang is a bug. A report that is read is also made into its files, as `feedbench report` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRunReport(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    guard let report = try? RunFolderReader.read(data: data, file: "fuzz/run.json") else { return 0 }
    for file in ReportFiles.files(report) { _ = try? file.data() }
    return 0
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

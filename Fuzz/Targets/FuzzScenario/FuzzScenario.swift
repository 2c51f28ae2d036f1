import Feed
import CLibFuzzer
import Foundation

/// libFuzzer's entry: one scenario file's bytes through the reader and every validation check. Any input
/// must end in a scenario or a `ScenarioError`; a crash, a leak or a hang is a bug. A scenario that is
/// read must also survive being written and read again, as `feedbench generate` writes them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    guard let scenario = try? ScenarioLoader.load(data: data, file: "fuzz.json") else { return 0 }
    guard let written = try? ScenarioEncoding.data(scenario) else { return 0 }
    do {
        _ = try ScenarioLoader.load(data: written, file: "fuzz-written.json")
    } catch {
        // Stops the run with the input kept: the writer made a file its own reader refuses.
        fatalError("a scenario that was read could not be read again once written: \(error)")
    }
    return 0
}

/// The executable's entry: libFuzzer's driver, with the command line's options.
@main
enum FuzzScenarioMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzScenario($0, $1) }))
    }
}

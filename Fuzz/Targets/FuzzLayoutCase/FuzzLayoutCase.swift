import CLibFuzzer
import Foundation
import LayoutConformance

/// libFuzzer's entry: one layout case file's bytes (an array of cases or one case) through the case
/// reader. Any input must end in cases or a `CaseFileError`; a crash, a leak or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutCase(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    _ = try? CaseFile.decode(Data(bytes: bytes, count: count), file: "fuzz.json")
    return 0
}

/// The executable's entry: libFuzzer's driver, with the command line's options.
@main
enum FuzzLayoutCaseMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzLayoutCase($0, $1) }))
    }
}

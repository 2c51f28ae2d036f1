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

/// The executable's `main` (SwiftPM links `main` to `<module>_main`): libFuzzer's driver, with its options.
@_cdecl("FuzzLayoutCase_main")
public func fuzzLayoutCaseMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, { fuzzLayoutCase($0, $1) })
}

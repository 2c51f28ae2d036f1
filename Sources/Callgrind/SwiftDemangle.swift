#if canImport(Glibc)
import Glibc
#endif

/// Swift symbols in words (`$s7Harness12PassRecorderC...` as `Harness.PassRecorder.measure...`), by the
/// Swift runtime's own demangler, so no toolchain is needed where the profile is read. A symbol that is not
/// Swift's (C, C++) comes back as it is.
public enum SwiftDemangle {
    public static func name(_ symbol: String) -> String {
        guard symbol.hasPrefix("$s") || symbol.hasPrefix("_$s") || symbol.hasPrefix("$S") || symbol.hasPrefix("_T") else {
            return symbol
        }
        return symbol.withCString { pointer in
            guard let demangled = swift_demangle(pointer, strlen(pointer), nil, nil, 0) else { return symbol }
            defer { free(demangled) }
            return String(cString: demangled)
        }
    }
}

/// The runtime's demangler (`swift/Runtime/Portability.h`): a `malloc`ed string, or `NULL`.
@_silgen_name("swift_demangle")
private func swift_demangle(_ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int,
                            _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<Int>?,
                            _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

internal import CTurboJPEG
import Foundation

/// A photo decoded for drawing: pixels in Cairo's `CAIRO_FORMAT_RGB24` layout (32-bit words, the top byte
/// unused: blue, green, red, then a padding byte in memory on a little-endian machine), rows `width × 4`
/// bytes apart, the first on a cache line (`PixelBuffer`).
public struct DecodedImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let pixels: PixelBuffer

    /// The memory the decoded pixels hold.
    public var byteCount: Int { pixels.count }
}

/// JPEG through libjpeg-turbo's TurboJPEG API: decoding (where a view shows a photo) and encoding (the photo
/// store making its files).
public enum JPEG {
    /// Why a JPEG could not be read or written, in TurboJPEG's words.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The pixels of `data`, a JPEG file. Refuses, with TurboJPEG's reason, data that is not JPEG or is
    /// damaged, and images past `maximumPixels` (a hostile header may claim 65,535 × 65,535).
    public static func decode(_ data: Data, maximumPixels: Int = 50_000_000) throws(Failure) -> DecodedImage {
        guard let handle = tjInitDecompress() else { throw Failure(description: "TurboJPEG could not start decoding") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let header = data.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
            return tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure(handle, "its header cannot be read") }
        guard width > 0, height > 0, Int(width) * Int(height) <= maximumPixels else {
            throw Failure(description: "it is \(width) × \(height) pixels, more than the \(maximumPixels) a photo may have")
        }
        func decompress(into output: UnsafeMutableRawBufferPointer) -> Int32 {
            data.withUnsafeBytes { bytes -> Int32 in
                guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
                return tjDecompress2(handle, base, UInt(bytes.count), output.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                     width, width * 4, height, Int32(nativePixelFormat.rawValue), 0)
            }
        }
        let count = Int(width) * Int(height) * 4
        // Not zeroed first: a decode that succeeds writes every byte, and zeroing a photo's few megabytes cost
        // about as much as a tenth of decoding it (`feedbench draw-bench`).
        var status: Int32 = 0
        var pixels = PixelBuffer(count: count) { status = decompress(into: $0) }
        if status != 0 {
            // A warning (a corrupt but readable stream) still gave pixels, but maybe not all of them: decode
            // again into zeros, so the missing part is the same on every run. An error gave none.
            if tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) { throw failure(handle, "it cannot be decoded") }
            pixels = PixelBuffer(zeroed: count)
            _ = pixels.withUnsafeMutableBytes { decompress(into: $0) }
        }
        return DecodedImage(width: Int(width), height: Int(height), pixels: pixels)
    }

    /// The width and height a JPEG file's header gives; `nil` when it is not one.
    public static func size(of data: Data) -> (Int, Int)? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = data.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
            return tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        return status == 0 ? (Int(width), Int(height)) : nil
    }

    /// A JPEG file of `rgb` (`width × height` pixels, 3 bytes each, rows packed), at `quality` (1...100) with
    /// 4:2:0 chroma subsampling, as a camera or a CDN stores photos.
    public static func encode(rgb: [UInt8], width: Int, height: Int, quality: Int32 = 85) throws(Failure) -> Data {
        guard width > 0, height > 0, rgb.count == width * height * 3 else {
            throw Failure(description: "\(rgb.count) bytes are not \(width) × \(height) RGB pixels")
        }
        guard let handle = tjInitCompress() else { throw Failure(description: "TurboJPEG could not start encoding") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = rgb.withUnsafeBufferPointer { input in
            tjCompress2(handle, input.baseAddress, Int32(width), Int32(width * 3), Int32(height), Int32(TJPF_RGB.rawValue),
                        &output, &size, Int32(TJSAMP_420.rawValue), quality, 0)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else { throw failure(handle, "it cannot be encoded") }
        return Data(bytes: output, count: Int(size))
    }

    /// TurboJPEG's pixel format matching Cairo's RGB24 words in memory on this machine.
    static let nativePixelFormat: TJPF = UInt32(1).littleEndian == 1 ? TJPF_BGRX : TJPF_XRGB

    private static func failure(_ handle: tjhandle, _ what: String) -> Failure {
        let reason = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
        return Failure(description: "\(what) (\(reason))")
    }
}

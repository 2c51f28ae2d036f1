import Foundation
internal import CZlib

/// gzip data (RFC 1952, one member) through zlib: what a run's per-frame file is stored as, so that any
/// `zcat`, `gzip -d` or Python's `gzip` opens it.
public enum Gzip {
    /// Why data could not be compressed or read back, in zlib's words where it has some.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// `data` as one gzip member; `level` 1 (fastest) to 9 (smallest).
    public static func compress(_ data: Data, level: Int32 = 6) throws(Failure) -> Data {
        var stream = z_stream()
        guard feedbench_deflate_init_gzip(&stream, level) == Z_OK else {
            throw Failure(description: "zlib could not start compressing (level \(level))")
        }
        defer { deflateEnd(&stream) }
        var output = Data()
        let status = data.withUnsafeBytes { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            return pump(&stream, into: &output, limit: Int.max) { deflate(&$0, Z_FINISH) }
        }
        guard status == Z_STREAM_END else { throw failure("compressing", status, stream) }
        return output
    }

    /// The bytes `data` holds, one gzip member and nothing after it. Fails when the data is not gzip, is
    /// cut short or damaged (its CRC checked), or would take more than `maximumBytes` (a small file that
    /// inflates to gigabytes is refused as it grows, not after).
    public static func decompress(_ data: Data, maximumBytes: Int) throws(Failure) -> Data {
        var stream = z_stream()
        guard feedbench_inflate_init_gzip(&stream) == Z_OK else {
            throw Failure(description: "zlib could not start reading")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var trailing = 0
        let status = data.withUnsafeBytes { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            let status = pump(&stream, into: &output, limit: maximumBytes) { inflate(&$0, Z_NO_FLUSH) }
            trailing = Int(stream.avail_in)
            return status
        }
        if status == limitReached {
            throw Failure(description: "it holds more than \(maximumBytes) bytes once uncompressed")
        }
        guard status == Z_STREAM_END else { throw failure("reading", status, stream) }
        guard trailing == 0 else { throw Failure(description: "\(trailing) bytes follow the end of its gzip data") }
        return output
    }

    /// The status `pump` returns when the output passed its limit (not one of zlib's).
    private static let limitReached: Int32 = -1_000

    /// Calls `step` with room for 64 KiB more output until it stops making progress; returns its last status.
    private static func pump(_ stream: inout z_stream, into output: inout Data, limit: Int,
                             step: (inout z_stream) -> Int32) -> Int32 {
        let chunk = 64 * 1024
        var buffer = [Bytef](repeating: 0, count: chunk)
        while true {
            let (status, produced) = buffer.withUnsafeMutableBufferPointer { room in
                stream.next_out = room.baseAddress
                stream.avail_out = uInt(chunk)
                let status = step(&stream)
                return (status, chunk - Int(stream.avail_out))
            }
            output.append(contentsOf: buffer.prefix(produced))
            if output.count > limit { return limitReached }
            // Z_OK: more to do. Z_BUF_ERROR with output room left: the input ended before the stream did.
            guard status == Z_OK, produced > 0 || stream.avail_in > 0 else { return status }
        }
    }

    private static func failure(_ doing: String, _ status: Int32, _ stream: z_stream) -> Failure {
        let detail = stream.msg.map { String(cString: $0) }
        switch status {
        case Z_BUF_ERROR, Z_OK: return Failure(description: "it ends before its gzip data does (cut short?)")
        case Z_DATA_ERROR: return Failure(description: "it is not gzip data, or is damaged (\(detail ?? "data error"))")
        case Z_MEM_ERROR: return Failure(description: "zlib ran out of memory \(doing)")
        default: return Failure(description: "zlib failed \(doing) (status \(status)\(detail.map { ": \($0)" } ?? ""))")
        }
    }
}

import Foundation
import Gzip
import Testing

@Suite struct GzipTests {
    /// Bytes of several kinds: empty, short, repetitive and noisy (which compresses poorly), and larger than
    /// one 64 KiB output chunk.
    static let inputs: [Data] = {
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let columns = Data((0..<50_000).map { "\(Double($0) * 0.001)," }.joined().utf8)
        return [Data(), Data("a".utf8), Data(repeating: 7, count: 1_000_000), noise, columns]
    }()

    @Test(arguments: inputs)
    func compressedDataReadsBackTheSame(_ input: Data) throws {
        let compressed = try Gzip.compress(input)
        #expect(compressed.prefix(2) == Data([0x1f, 0x8b]), "a gzip header")
        #expect(try Gzip.decompress(compressed, maximumBytes: input.count) == input)
    }

    @Test func readsWhatPythonsGzipWrote() throws {
        // gzip.compress(b"frames\n", mtime=0): another writer's member, header fields and CRC included.
        let other = Data([31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 75, 43, 74, 204, 77, 45, 230, 2, 0, 168, 177, 37, 244, 7, 0, 0, 0])
        #expect(try Gzip.decompress(other, maximumBytes: 100) == Data("frames\n".utf8))
    }

    @Test func repetitiveDataShrinks() throws {
        #expect(try Gzip.compress(Data(repeating: 0, count: 1_000_000)).count < 2_000)
    }

    @Test func refusesDataThatIsNotGzip() {
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(Data("{\"formatVersion\": 5}".utf8), maximumBytes: 1_000) }
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(Data(), maximumBytes: 1_000) }
    }

    @Test func refusesDataCutShort() throws {
        let compressed = try Gzip.compress(Self.inputs[4])
        for length in [10, compressed.count / 2, compressed.count - 1] {
            #expect(throws: Gzip.Failure.self) { try Gzip.decompress(compressed.prefix(length), maximumBytes: 10_000_000) }
        }
    }

    @Test func refusesDamagedData() throws {
        var compressed = try Gzip.compress(Self.inputs[4])
        compressed[compressed.count / 2] ^= 0xff
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(compressed, maximumBytes: 10_000_000) }
    }

    @Test func refusesBytesAfterTheEnd() throws {
        let compressed = try Gzip.compress(Data("frames".utf8)) + Data("x".utf8)
        let error = #expect(throws: Gzip.Failure.self) { try Gzip.decompress(compressed, maximumBytes: 1_000) }
        #expect(error?.description == "1 bytes follow the end of its gzip data")
    }

    @Test func refusesMoreThanTheLimitAsItGrows() throws {
        // A megabyte of zeros in about a kilobyte: refused at the limit, not inflated whole.
        let bomb = try Gzip.compress(Data(repeating: 0, count: 1_000_000))
        let error = #expect(throws: Gzip.Failure.self) { try Gzip.decompress(bomb, maximumBytes: 100_000) }
        #expect(error?.description == "it holds more than 100000 bytes once uncompressed")
    }
}

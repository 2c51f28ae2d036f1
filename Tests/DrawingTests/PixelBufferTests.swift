import Drawing
import Testing

/// Pixels start on a cache line, whatever size or copy they are in, and read the same wherever they are.
@Suite struct PixelBufferTests {
    private func isAligned(_ buffer: PixelBuffer) -> Bool {
        buffer.withUnsafeBytes { Int(bitPattern: $0.baseAddress) % 64 == 0 }
    }

    @Test(arguments: [1, 7, 63, 64, 100, 4_000, 70_000, 480_000])
    func newPixelsStartOnACacheLine(_ count: Int) {
        let zeroed = PixelBuffer(zeroed: count)
        #expect(zeroed.count == count && zeroed.allSatisfy { $0 == 0 })
        #expect(isAligned(zeroed))
        let written = PixelBuffer(count: count) { bytes in
            #expect(Int(bitPattern: bytes.baseAddress) % 64 == 0)
            for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index) }
        }
        #expect(isAligned(written))
        #expect(written.elementsEqual((0..<count).map { UInt8(truncatingIfNeeded: $0) }))
    }

    @Test func aCopyThatIsWrittenGetsPixelsOfItsOwnOnACacheLineAndTheOriginalKeepsItsOwn() {
        // Small sizes: the allocator aligns them to 16 bytes at most, so a copy's array may be placed otherwise.
        for count in [5, 24, 40, 72, 200] {
            let original = PixelBuffer(count: count) { bytes in
                for index in bytes.indices { bytes[index] = UInt8(index % 251) }
            }
            var copy = original
            copy.withUnsafeMutableBytes { bytes in
                #expect(Int(bitPattern: bytes.baseAddress) % 64 == 0)
                bytes[0] = 255
            }
            #expect(isAligned(copy))
            #expect(original[0] == 0 && copy[0] == 255)
            #expect(Array(copy.dropFirst()) == Array(original.dropFirst()))
            // A subscript write copies too, and reading stays right even before the pixels are moved back.
            var other = original
            other[count - 1] = 7
            #expect(other[count - 1] == 7 && original[count - 1] == UInt8((count - 1) % 251))
            #expect(Array(other.dropLast()) == Array(original.dropLast()))
            other.withUnsafeMutableBytes { _ in }
            #expect(isAligned(other) && other[count - 1] == 7)
        }
    }

    @Test func equalPixelsAreEqualAndHashAlikeWhereverTheyLie() {
        let first = PixelBuffer(count: 100) { bytes in for index in bytes.indices { bytes[index] = 9 } }
        var second = PixelBuffer(zeroed: 100)
        second.withUnsafeMutableBytes { bytes in for index in bytes.indices { bytes[index] = 9 } }
        #expect(first == second && first.hashValue == second.hashValue)
        second[50] = 8
        #expect(first != second)
        #expect(PixelBuffer(zeroed: 3) != PixelBuffer(zeroed: 4))
    }
}

import Foundation
import Testing
@testable import Feed

/// `BoundedRead`: a file is read up to the bound and refused past it, and each failure reads as the end
/// of a message about the file.
struct BoundedReadTests {
    @Test func failuresReadAsTheEndOfAMessage() {
        #expect("\(BoundedRead.Failure.folder)" == "is a folder, not a file")
        #expect("\(BoundedRead.Failure.noSuchFile)" == "no such file")
        #expect("\(BoundedRead.Failure.tooLarge(maximumBytes: 16 << 20))" == "is larger than 16 MiB; not read")
        #expect("\(BoundedRead.Failure.tooLarge(maximumBytes: 4 << 30))" == "is larger than 4 GiB; not read")
    }

    @Test func aFileIsReadUpToTheBound() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID())")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(repeating: 7, count: 3 << 20).write(to: file)
        #expect(try BoundedRead.bytes(of: file.path, maximumBytes: 3 << 20).count == 3 << 20)
        #expect(throws: BoundedRead.Failure.tooLarge(maximumBytes: 1 << 20)) {
            try BoundedRead.bytes(of: file.path, maximumBytes: 1 << 20)
        }
        #expect(throws: BoundedRead.Failure.folder) {
            try BoundedRead.bytes(of: FileManager.default.temporaryDirectory.path, maximumBytes: 1)
        }
    }
}

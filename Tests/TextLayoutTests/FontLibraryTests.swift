import Foundation
import Testing
@testable import TextLayout

struct FontLibraryTests {
    @Test("A missing font directory is an error naming the missing file")
    func missingDirectory() {
        let directory = "/nonexistent/feedbench-fonts"
        #expect(throws: FontError.fileMissing(path: directory + "/DejaVuSans.ttf")) {
            try FontLibrary(directory: directory)
        }
        #expect(throws: FontError.self) { try TextEngine(fontDirectory: directory) }
        let message = FontError.fileMissing(path: directory + "/DejaVuSans.ttf").description
        #expect(message.contains(directory + "/DejaVuSans.ttf"))
        #expect(message.contains("FEEDBENCH_FONT_DIR"))
    }

    @Test("A file that is not a font, or a directory in a font's place, is a clear error")
    func notAFont() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feedbench-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let regular = directory.appendingPathComponent("DejaVuSans.ttf")
        try Data("not a font".utf8).write(to: regular)
        #expect(throws: FontError.notAFont(path: regular.path)) { try FontLibrary(directory: directory.path) }

        let bold = directory.appendingPathComponent("DejaVuSans-Bold.ttf")
        try FileManager.default.copyItem(atPath: FontDirectory.defaultPath + "/DejaVuSans.ttf", toPath: regular.path + ".real")
        try FileManager.default.removeItem(at: regular)
        try FileManager.default.moveItem(atPath: regular.path + ".real", toPath: regular.path)
        try FileManager.default.createDirectory(at: bold, withIntermediateDirectories: true)
        #expect(throws: FontError.fileUnreadable(path: bold.path)) { try FontLibrary(directory: directory.path) }
    }

    @Test("The directory is the explicit one, else FEEDBENCH_FONT_DIR, else Debian's")
    func directoryPrecedence() {
        #expect(FontDirectory.resolve(explicit: "/a", environment: "/b") == "/a")
        #expect(FontDirectory.resolve(explicit: nil, environment: "/b") == "/b")
        #expect(FontDirectory.resolve(explicit: "", environment: "") == FontDirectory.defaultPath)
        #expect(FontDirectory.resolve(explicit: nil, environment: .some(nil)) == FontDirectory.defaultPath)
        #expect(FontDirectory.path(of: .bold, in: "/x/") == "/x/DejaVuSans-Bold.ttf")
    }

    @Test("Each directory's fonts are loaded once per process")
    func loadedOnce() throws {
        let first = try FontLibrary.load()
        let second = try FontLibrary.load(directory: first.directory)
        #expect(first === second)
    }
}

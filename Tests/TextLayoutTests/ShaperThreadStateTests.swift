import CHarfBuzz
import Dispatch
import Synchronization
import Testing
@testable import TextLayout

/// Each thread shapes into its own buffer with its own twin of each font: the same advances as the shared
/// font, and a pass inside a pass gets a buffer of its own.
struct ShaperThreadStateTests {
    static let strings = [
        "Hello, world", "AVATAR Wo To", "東京タワー 12:30", "שלום مرحبا", "नमस्ते दुनिया", "👩‍👩‍👧‍👦 family 🇵🇹", "ﬁne ﬂow",
    ]

    @Test func aTwinIsMadeOncePerThreadAndIsNotTheSharedFont() throws {
        let shared = try sharedFonts().face(for: .regular).font
        let twin = try #require(feedbench_thread_font(shared))
        #expect(twin != shared)
        #expect(feedbench_thread_font(shared) == twin)
        // Pointers cross threads as addresses (an OpaquePointer is not Sendable).
        let address = UInt(bitPattern: shared)
        let other = Mutex<UInt>(0)
        // `async`, not `sync`: a synchronous block may run on the calling thread.
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let font = OpaquePointer(bitPattern: address)
            other.withLock { $0 = UInt(bitPattern: feedbench_thread_font(font)) }
        }
        group.wait()
        let elsewhere = other.withLock { $0 }
        #expect(elsewhere != 0 && elsewhere != UInt(bitPattern: twin) && elsewhere != address)
    }

    @Test("The twin shapes as the shared font does, glyph by glyph", arguments: strings)
    func aTwinShapesAsTheSharedFontDoes(_ string: String) throws {
        let shared = try sharedFonts().face(for: .regular).font
        #expect(Self.advances(of: string, font: feedbench_thread_font(shared)) == Self.advances(of: string, font: shared))
    }

    /// Layouts made on 8 threads at once equal those made on one.
    @Test func layoutsOnManyThreadsEqualLayoutsOnOne() throws {
        let engine = try makeEngine()
        let styles = [TextStyle(font: .regular, size: 15), TextStyle(font: .bold, size: 17)]
        let expected = Self.strings.flatMap { string in styles.map { engine.measureUncached(string, style: $0, width: 120) } }
        let differences = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20 {
                let layouts = Self.strings.flatMap { string in styles.map { engine.measureUncached(string, style: $0, width: 120) } }
                if layouts != expected { differences.add(1, ordering: .relaxed) }
            }
        }
        #expect(differences.load(ordering: .relaxed) == 0)
    }

    @Test func aPassInsideAPassGetsABufferOfItsOwn() throws {
        let outer = try #require(feedbench_buffer_begin())
        let inner = try #require(feedbench_buffer_begin())
        #expect(inner != outer)
        feedbench_buffer_end(inner)
        feedbench_buffer_end(outer)
        let again = try #require(feedbench_buffer_begin())
        #expect(again == outer)
        #expect(hb_buffer_get_length(again) == 0)
        feedbench_buffer_end(again)
    }

    private static func advances(of string: String, font: OpaquePointer?) -> [Int32] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        var string = string
        string.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { text in
                hb_buffer_add_utf8(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { positions[$0].x_advance }
    }
}

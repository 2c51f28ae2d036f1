import Foundation
import Testing

/// A library preloaded into `feedbench` (LD_PRELOAD) that defines `malloc`: another allocator is refused
/// in words, with nothing crashing (its blocks and jemalloc's never meet one `free`); a layer that passes
/// requests on to jemalloc (a profiler such as heaptrack) is used, with a warning, and counts as before.
/// Each library is compiled here with the toolchain's clang. Not in a sanitizer build (scripts/sanitize sets
/// FEEDBENCH_SANITIZE): it links no jemalloc, and the sanitizer owns `malloc`.
@Suite(.disabled(if: ProcessInfo.processInfo.environment["FEEDBENCH_SANITIZE"] == "1",
                 "a sanitizer build links no jemalloc: its sanitizer owns malloc"))
struct PreloadTests {
    /// Another allocator: glibc's, under the standard names.
    static let otherAllocator = """
        #include <stddef.h>
        extern void *__libc_malloc(size_t); extern void __libc_free(void *);
        extern void *__libc_calloc(size_t, size_t); extern void *__libc_realloc(void *, size_t);
        extern void *__libc_memalign(size_t, size_t);
        void *malloc(size_t s) { return __libc_malloc(s); }
        void free(void *p) { __libc_free(p); }
        void *calloc(size_t n, size_t s) { return __libc_calloc(n, s); }
        void *realloc(void *p, size_t s) { return __libc_realloc(p, s); }
        void *memalign(size_t a, size_t s) { return __libc_memalign(a, s); }
        void *aligned_alloc(size_t a, size_t s) { return __libc_memalign(a, s); }
        int posix_memalign(void **r, size_t a, size_t s) { *r = __libc_memalign(a, s); return *r ? 0 : 12; }
        """

    /// A layer: each call passes to the next definition (jemalloc's), found on first use.
    static let layer = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <stddef.h>
        static void *(*next_malloc)(size_t); static void (*next_free)(void *);
        static void *(*next_calloc)(size_t, size_t); static void *(*next_realloc)(void *, size_t);
        static void find(void) {
            if (next_malloc) return;
            next_free = dlsym(RTLD_NEXT, "free"); next_calloc = dlsym(RTLD_NEXT, "calloc");
            next_realloc = dlsym(RTLD_NEXT, "realloc"); next_malloc = dlsym(RTLD_NEXT, "malloc");
        }
        void *malloc(size_t s) { find(); return next_malloc(s); }
        void free(void *p) { find(); next_free(p); }
        void *calloc(size_t n, size_t s) { find(); return next_calloc(n, s); }
        void *realloc(void *p, size_t s) { find(); return next_realloc(p, s); }
        """

    /// `source` compiled into a shared library in `folder`.
    private func library(_ source: String, named name: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("\(name).c")
        let library = folder.appendingPathComponent("lib\(name).so")
        try Data(source.utf8).write(to: file)
        let clang = Process()
        clang.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        clang.arguments = ["clang", "-shared", "-fPIC", "-O1", file.path, "-o", library.path]
        try clang.run()
        clang.waitUntilExit()
        try #require(clang.terminationStatus == 0, "clang compiles \(name).c")
        return library
    }

    private func run(in folder: URL, preloading library: URL?, out: String) throws -> CLIRunner.Output {
        let scenario = folder.appendingPathComponent("small.json")
        try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
        return try CLIRunner.run(
            ["run", scenario.path, "--out", folder.appendingPathComponent(out).path, "--no-report"],
            environment: library.map { ["LD_PRELOAD": $0.path] } ?? [:])
    }

    /// The counting repetition's allocation requests per pipeline and pass, from run.json.
    private func requests(in folder: URL, run: String) throws -> [String: Int] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(run)/run.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        var figures: [String: Int] = [:]
        for result in try #require(scenarios.first?["results"] as? [[String: Any]]) {
            let pipeline = try #require(result["pipeline"] as? String)
            let frames = try #require(result["frameAllocations"] as? [Int])
            figures[pipeline] = frames.reduce(0, +)
        }
        return figures
    }

    @Test func anotherAllocatorIsRefusedInWordsAndNothingCrashes() throws {
        try CLIRunner.inNewFolder("preload") { folder in
            let allocator = try library(Self.otherAllocator, named: "otherallocator", in: folder)
            let output = try run(in: folder, preloading: allocator, out: "refused")
            #expect(output.status == 1)
            #expect(output.stderr.contains("another allocator is preloaded (LD_PRELOAD: \(allocator.path))"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refused").path))
        }
    }

    @Test func aLayerOverJemallocIsUsedWithAWarningAndCountsAsBefore() throws {
        try CLIRunner.inNewFolder("preload") { folder in
            let layer = try library(Self.layer, named: "layer", in: folder)
            let plain = try run(in: folder, preloading: nil, out: "plain")
            let layered = try run(in: folder, preloading: layer, out: "layered")
            #expect(plain.status == 0 && layered.status == 0)
            #expect(!plain.stderr.contains("preloaded"))
            #expect(layered.stderr.contains("warning: \(layer.path) is preloaded over the allocator"))
            // The layer allocates nothing for itself: the counting repetition's requests are the same, but for the
            // few that vary from run to run with or without a layer, with the process's hash seed (the components
            // pipeline's persistent row table, a hash trie, takes a node more or less; a debug build varies more:
            // 8,708 to 8,756 MVC requests in three plain debug runs, none in release).
            // A layer whose requests counted twice would be far outside 5%.
            let counted = try requests(in: folder, run: "plain")
            let layeredCounts = try requests(in: folder, run: "layered")
            #expect(!counted.isEmpty && counted.values.allSatisfy { $0 > 100 })
            #expect(Set(layeredCounts.keys) == Set(counted.keys))
            for (pipeline, plainCount) in counted {
                #expect(abs((layeredCounts[pipeline] ?? 0) - plainCount) <= plainCount / 20, "\(pipeline)")
            }
        }
    }
}

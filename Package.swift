// swift-tools-version:6.0
import Foundation
import PackageDescription

// FEEDBENCH_SANITIZE=1 (scripts/sanitize) and FEEDBENCH_FUZZ=1 (scripts/fuzz) make builds for a sanitizer:
// jemalloc is not linked there (it would serve `malloc` under the sanitizer's own allocator, which then
// aborts), and Allocations, built with `NO_JEMALLOC`, reports its counters as unavailable. FEEDBENCH_FUZZ=1
// also adds the libFuzzer targets. Without either variable the package is exactly the normal build.
let environment = ProcessInfo.processInfo.environment
let fuzzing = environment["FEEDBENCH_FUZZ"] == "1"
let sanitizing = fuzzing || environment["FEEDBENCH_SANITIZE"] == "1"
let jemalloc: [Target.Dependency] = sanitizing ? [] : ["CJemalloc", "CAllocationCount"]
let allocatorSettings: [SwiftSetting] = sanitizing ? [.define("NO_JEMALLOC")] : []

// One target per part (docs/design.md, "Modules"). Dependencies point one way:
// feedbench (CLI) -> Harness -> pipelines -> Components / Views -> FlexLayout / TextLayout -> Geometry.
// A target lists exactly the modules its files import (README.md, "Architecture", draws the layers).
let package = Package(
    name: "FeedBench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "feedbench", targets: ["feedbench"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "FlexLayout", targets: ["FlexLayout"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
        // Tests only: reads the CI workflow to check it.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Points, sizes, rectangles and insets: the vocabulary every layer that places a box shares.
        .target(name: "Geometry"),
        // JSON as FeedBench reads it: a parser that keeps line, column and member order and refuses repeated
        // keys, paths into documents, and decoding with errors that name the path. Depends on nothing.
        .target(name: "JSON"),
        // Flexbox layout engine: pure Swift over Geometry, and no unsafe flags, so that a package depending
        // on FeedBench by URL can use it.
        .target(name: "FlexLayout", dependencies: ["Geometry"]),
        // The Yoga/Chrome case format and the runner that compares the engine against it.
        .target(name: "LayoutConformance", dependencies: ["FlexLayout", "Geometry", "JSON"]),

        // Text: HarfBuzz shaping over DejaVu Sans with fallback fonts, ICU line breaking, a shared cache.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // Line breaking by ICU, and font fallback by fontconfig.
        // ICU behind plain C functions (its types would clash with Foundation's copy of ICU's; see CICU.h).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .target(name: "TextLayout", dependencies: ["CHarfBuzz", "CICU", "CFontconfig", "Geometry"]),

        // Drawing: Cairo (with FreeType faces of the fonts TextLayout shaped with) into bitmaps, JPEG photos
        // decoded by libjpeg-turbo, a photo store standing for the network, PNG screenshots.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .target(
            name: "Drawing",
            dependencies: [
                "CCairo", "CTurboJPEG", "Geometry", "TextLayout", .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // Headless views: kind, frame, attributes, subviews, counters; main-thread only.
        // Counts of work listed once per struct: subtracting, adding and naming them (`CounterSet`).
        .target(name: "Counting"),
        .target(name: "Views", dependencies: ["Geometry", "TextLayout", "Drawing", "Counting"]),
        // Immutable components: descriptions, layout, attributes, state, and mounting with reuse pools.
        .target(name: "Components", dependencies: ["Views", "Drawing", "Geometry", "FlexLayout", "TextLayout", "Counting"]),
        // One-way data flow: typed streams of changes. Depends on nothing.
        .target(name: "Streams"),
        // Callgrind's client requests and the per-pass marker functions (`run --instructions`); no-ops outside
        // Valgrind, and without Valgrind's headers at build time.
        .target(name: "CCallgrind"),
        // Callgrind's output read back: a dump's totals, functions and calls; Swift symbols demangled.
        .target(name: "Callgrind"),
        // gzip through zlib: a run's per-frame file (frames.json.gz).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "Gzip", dependencies: ["CZlib"]),
        // Allocation counters from jemalloc, which replaces malloc wherever this is linked.
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]),
        // Allocation requests counted per thread where they enter the allocator: the C allocation functions
        // and operator new, defined in the executable and passed on to jemalloc.
        .target(name: "Allocations", dependencies: jemalloc, swiftSettings: allocatorSettings),
        // The feed domain: immutable models, the scenario format, validation and generation.
        .target(name: "Feed", dependencies: ["JSON"]),

        // What both pipelines share so they draw the same feed: metrics, text styles, strings.
        .target(name: "FeedStyle", dependencies: ["Feed", "Views", "Drawing", "TextLayout", "Geometry"]),
        // The components pipeline's feed: story components built from the immutable feed model.
        .target(name: "StoryComponents", dependencies: ["Feed", "FeedStyle", "Components", "Views", "Geometry"]),
        // The mutable MVC baseline: model classes, controllers, notifications, self-sizing views.
        .target(name: "MVC", dependencies: ["Feed", "FeedStyle", "Views", "TextLayout", "Geometry", "Counting"]),
        // The immutable feed model over time: edits, a consistent store by entity id.
        .target(
            name: "FeedState",
            dependencies: ["Feed", "JSON", "Streams", .product(name: "HashTreeCollections", package: "swift-collections")]
        ),
        // Functional screens: Screen<A>, navigation, composition into flows.
        .target(name: "Screens", dependencies: ["Views"]),

        // The components pipeline over a feed: off-main build and layout, main-thread mounting of changes.
        .target(
            name: "ComponentsPipeline",
            dependencies: [
                "FeedState", "StoryComponents", "FeedStyle", "Components", "Views", "Drawing", "TextLayout", "Feed", "Streams",
                "Geometry", "Counting",
                .product(name: "HashTreeCollections", package: "swift-collections"),
            ]
        ),

        // The harness: runs scenarios frame by frame through both pipelines and measures them.
        .target(
            name: "Harness",
            dependencies: [
                "MVC", "ComponentsPipeline", "StoryComponents", "FeedState", "FeedStyle", "Feed", "JSON", "Screens", "Components",
                "Views", "Drawing", "TextLayout", "Geometry", "Allocations", "Statistics", "CCallgrind", "Callgrind",
                "Counting",
                "Gzip",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),

        // Reports of a run: CSV files, one self-contained HTML page, a Chrome trace. Reads results; never times.
        .target(
            name: "Reports",
            dependencies: ["Harness", "Feed", "JSON", "Statistics", "Gzip", "Drawing", .product(name: "CSV", package: "CSV.swift")]
        ),
        // The statistics of the CI regression gate: rank tests, Hodges-Lehmann shift, bootstrap, Holm, verdicts.
        .target(name: "Statistics"),
        // The CI regression gate: baselines, the verdict per metric, budgets, and outputs CI systems read.
        .target(
            name: "Gate",
            dependencies: ["Harness", "Statistics", "Feed", "JSON", .product(name: "XMLCoder", package: "XMLCoder")]
        ),

        // Every benchmark, one folder per command (components, update, text, draw, harness, layout, streams):
        // the engines the commands call, so that a command only parses, calls and prints.
        .target(
            name: "Bench",
            dependencies: [
                "Harness", "MVC", "ComponentsPipeline", "StoryComponents", "FeedState", "FeedStyle", "Components", "Views",
                "TextLayout", "Feed", "JSON", "Streams", "Statistics", "Allocations", "Drawing", "Geometry", "FlexLayout",
                "LayoutConformance",
            ]
        ),

        // What the commands print on a terminal, every table and line of it: the run's summary, each benchmark's
        // table, the conformance report, a text layout, a scenario's line; and the padded columns they share.
        // Reads results; never times.
        .target(
            name: "Console",
            dependencies: ["Harness", "Bench", "LayoutConformance", "Feed", "JSON", "Statistics", "Geometry", "TextLayout"]
        ),

        .executableTarget(
            name: "feedbench",
            dependencies: [
                "Bench",
                "LayoutConformance",
                "TextLayout",
                "Console",
                "ComponentsPipeline",
                "Feed",
                "JSON",
                "Allocations",
                "Harness",
                "Reports",
                "Gate",
                "Statistics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "FlexLayoutTests", dependencies: ["FlexLayout", "Geometry"]),
        .testTarget(name: "CallgrindTests", dependencies: ["Callgrind"]),
        .testTarget(name: "GzipTests", dependencies: ["Gzip"]),
        .testTarget(
            name: "LayoutConformanceTests",
            dependencies: ["LayoutConformance"],
            resources: [.copy("Cases")]
        ),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "CHarfBuzz"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing", "Geometry", "TextLayout"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Drawing", "Geometry", "TextLayout"]),
        .testTarget(name: "CountingTests", dependencies: ["Counting", "Views", "Components", "ComponentsPipeline", "MVC", "Harness"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components", "Views", "Drawing", "Geometry", "FlexLayout", "TextLayout"]),
        .testTarget(name: "StreamsTests", dependencies: ["Streams"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "FeedTests", dependencies: ["Feed", "JSON"]),
        .testTarget(
            name: "StoryComponentsTests",
            dependencies: ["StoryComponents", "FeedStyle", "Feed", "Components", "Views", "TextLayout", "Geometry"]
        ),
        .testTarget(name: "FeedStyleTests", dependencies: ["FeedStyle", "Feed", "Views", "Geometry"]),
        .testTarget(name: "MVCTests", dependencies: ["MVC", "FeedStyle", "Feed", "Views", "TextLayout"]),
        .testTarget(
            name: "PipelineParityTests",
            dependencies: [
                "StoryComponents", "MVC", "FeedStyle", "Feed", "Components", "ComponentsPipeline", "Views", "TextLayout",
                "Geometry", "Harness", "Drawing",
            ]
        ),
        .testTarget(name: "FeedStateTests", dependencies: ["FeedState", "Feed", "Streams", "Allocations"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Views"]),
        .testTarget(
            name: "ComponentsPipelineTests",
            dependencies: [
                "ComponentsPipeline", "FeedState", "FeedStyle", "Components", "Views", "Feed", "Streams", "TextLayout",
                "Geometry",
            ]
        ),
        .testTarget(
            name: "HarnessTests",
            dependencies: [
                "Harness", "ComponentsPipeline", "Feed", "FeedState", "Views", "Drawing", "TextLayout", "Geometry", "Allocations", "Gzip",
                "Callgrind",
            ]
        ),
        .testTarget(
            name: "ReportsTests",
            dependencies: ["Reports", "Harness", "Feed", "JSON", "Statistics", "Gzip", "Drawing", "Geometry", .product(name: "CSV", package: "CSV.swift")]
        ),
        .testTarget(name: "GateTests", dependencies: ["Gate", "Harness", "Feed", "JSON"]),
        .testTarget(name: "AllocationsTests", dependencies: ["Allocations"] + jemalloc, swiftSettings: allocatorSettings),
        .testTarget(name: "FeedbenchCLITests", dependencies: ["feedbench", "JSON", "Gzip", .product(name: "Yams", package: "Yams")]),
        .testTarget(
            name: "ConsoleTests",
            dependencies: ["Console", "Harness", "Feed", "TextLayout"]
        ),
        .testTarget(name: "BenchTests", dependencies: ["Bench", "Console", "Harness", "Feed", "TextLayout", "Allocations"]),
        .testTarget(name: "StatisticsTests", dependencies: ["Statistics"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)

// Allocation requests counted per thread where they enter the allocator: the C allocation functions and
// operator new, defined in the executable and passed on to jemalloc. Not in a sanitizer build, whose
// runtime defines them.
if !sanitizing {
    package.targets.append(.target(name: "CAllocationCount", dependencies: ["CJemalloc"]))
}

// libFuzzer targets, one per reader of user files: built only by scripts/fuzz (with
// `-sanitize=fuzzer,address`), which seeds them.
if fuzzing {
    // Each target is one file not named main.swift, which SwiftPM compiles as a library (no top-level
    // code): its `<module>_main` is written out, and hands over to libFuzzer's driver.
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .executableTarget(
            name: "FuzzScenario", dependencies: ["CLibFuzzer", "Feed"], path: "Fuzz/Targets/FuzzScenario"),
        .executableTarget(
            name: "FuzzLayoutCase", dependencies: ["CLibFuzzer", "LayoutConformance"], path: "Fuzz/Targets/FuzzLayoutCase"),
        .executableTarget(
            name: "FuzzRunReport", dependencies: ["CLibFuzzer", "Reports", "Harness", "Gate"], path: "Fuzz/Targets/FuzzRunReport"),
    ]
}

/// This build's version: what `feedbench --version` prints. The one place it is written.
enum FeedBenchVersion {
    static let number = "0.1.0"
}

import Foundation

/// The one-line text of a parallel build result, shared by `feedbench run` and `harness-bench`.
enum ParallelBuildText {
    static func line(_ parallel: ParallelBuildResult) -> String {
        String(format: "parallel build and layout of %d stories, median of %d rounds: %.1f ms on 1 worker, %.1f ms "
            + "on %d: speed-up %.2fx, efficiency %.0f%% (best rounds %.1f / %.1f ms: %.2fx)",
            parallel.stories, parallel.rounds, parallel.oneWorkerMilliseconds, parallel.workersMilliseconds,
            parallel.workers, parallel.speedUp, parallel.efficiency * 100, parallel.oneWorkerBestMilliseconds,
            parallel.workersBestMilliseconds, parallel.bestSpeedUp)
            + (parallel.identicalLayouts ? ", layouts identical" : ", LAYOUTS DIFFER between 1 and N workers")
    }
}

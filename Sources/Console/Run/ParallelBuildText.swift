import Foundation
import Harness

/// The one-line text of a parallel build result, shared by `feedbench run` and `harness-bench`.
public enum ParallelBuildText {
    public static func line(_ parallel: ParallelBuildResult) -> String {
        String(format: "parallel build, layout%@ of %d stories, median of %d rounds: %.1f ms on 1 worker, %.1f ms "
            + "on %d: speed-up %.2fx, efficiency %.0f%% (best rounds %.1f / %.1f ms: %.2fx)",
            parallel.drawn ? " and drawing" : "", parallel.stories, parallel.rounds, parallel.oneWorkerMilliseconds, parallel.workersMilliseconds,
            parallel.workers, parallel.speedUp, parallel.efficiency * 100, parallel.oneWorkerBestMilliseconds,
            parallel.workersBestMilliseconds, parallel.bestSpeedUp)
            + spread(parallel) + decomposition(parallel)
            + (parallel.identicalLayouts ? (parallel.drawn ? ", layouts and drawing identical" : ", layouts identical")
                : ", LAYOUTS OR DRAWING DIFFER between 1 and N workers")
    }

    /// The spread of the rounds' speed-ups, where there were several rounds, and their median.
    private static func spread(_ parallel: ParallelBuildResult) -> String {
        guard parallel.rounds > 1, parallel.highestRoundSpeedUp > 0 else { return "" }
        let spread = String(format: ", rounds %.2f-%.2fx", parallel.lowestRoundSpeedUp, parallel.highestRoundSpeedUp)
        guard parallel.medianRoundSpeedUp > 0 else { return spread }
        return spread + String(format: " (median of the rounds' own %.2fx)", parallel.medianRoundSpeedUp)
    }

    /// Where the efficiency went: CPU time the same stories cost more on N workers, and the share of the
    /// N workers' wall time they ran.
    private static func decomposition(_ parallel: ParallelBuildResult) -> String {
        guard parallel.workInflation > 0 else { return "" }
        return String(format: "; CPU time %.1f ms on 1 worker, %.1f ms on %d (x%.2f), workers busy %.0f%% of the wall time",
                      parallel.oneWorkerCPUMilliseconds, parallel.workersCPUMilliseconds, parallel.workers,
                      parallel.workInflation, parallel.busyShare * 100)
    }
}

import Bench
import Foundation
import JSON

/// What `feedbench update-bench` prints: the table of its passes and the lines under it.
extension UpdateBenchResult {
    public func table() -> String {
        var rows = [
            "\(MessageText.quoted(scenario)): \(stories) stories; like/unlike story \(story), \(iterations) iterations of each pipeline, "
                + "interleaved; MVC rows \(mvcRowHeights.rawValue); components on \(workers) worker queue"
                + (workers == 1 ? "" : "s"),
            "pipeline    phase       ms (median)    ms (p90)",
        ]
        for (name, pipeline) in [("mvc", mvc), ("components", components)] {
            for phase in pipeline.phases {
                rows.append(name.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + phase.name.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(format: "%13.4f %11.4f", phase.medianMilliseconds, phase.p90Milliseconds))
            }
        }
        if let one = mvc.mvcCounters {
            rows.append("mvc, one like: \(one.rowHeightsMeasured) row heights measured, \(one.attributeWrites) attribute writes, "
                + "\(one.textLayouts) text layouts, \(one.layoutCalls) layout calls, \(one.viewsCreated) views created")
        }
        if let one = components.componentsCounters {
            rows.append("components, one like: \(one.changedStories) changed stories, \(one.storiesBuilt) rebuilt, "
                + "\(one.layoutsComputed) layouts, \(one.rowsRemounted) rows remounted, \(one.rowsMoved) moved, "
                + "\(one.rowsMounted) mounted, \(one.rowsUnmounted) unmounted, \(one.attributeWrites) attribute writes "
                + "(\(one.attributesUnapplied) resets), \(one.textLayouts) text layouts, \(one.viewsCreated) views created; "
                + "jobs on the main thread: \(jobsOnMainThread)")
        }
        if let mvcBytes = mvc.mainThreadBytesPerLike, let componentsBytes = components.mainThreadBytesPerLike {
            rows.append("main-thread bytes allocated per like (median): mvc \(mvcBytes), components \(componentsBytes)")
        }
        if components.totalMilliseconds > 0 {
            rows.append(String(format: "mvc / components, total: %.2fx", mvc.totalMilliseconds / components.totalMilliseconds))
        }
        return rows.joined(separator: "\n")
    }
}

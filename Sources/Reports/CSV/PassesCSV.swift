import Harness

/// `passes.csv`: one row per scenario, pipeline, repetition and pass: where each repetition's time,
/// allocations and counted work went.
enum PassesCSV {
    static let header = [
        "scenario", "pipeline", "repetition", "pass", "ms", "cpu_ms", "on_workers", "allocated_bytes", "allocations",
        "worker_jobs", "views_created", "views_reused", "cells_reused", "attribute_writes", "text_layouts",
        "layout_calls",
    ]

    static func make(_ report: RunReport) -> CSVFile {
        var file = CSVFile(header: header)
        for scenario in report.scenarios {
            for result in scenario.results {
                for repetition in result.repetitions {
                    for pass in Pass.allCases {
                        let measurement = repetition.passes[pass]
                        let counters = measurement.counters
                        file.append([
                            scenario.scenario.name, result.pipeline.rawValue, CSVValue.integer(repetition.index),
                            pass.rawValue, CSVValue.number(measurement.milliseconds),
                            CSVValue.number(measurement.cpuMilliseconds), CSVValue.flag(measurement.onWorkers),
                            CSVValue.integer(measurement.allocatedBytes), CSVValue.integer(measurement.allocations),
                            CSVValue.integer(measurement.workerJobs), CSVValue.integer(counters.viewsCreated),
                            CSVValue.integer(counters.viewsReused), CSVValue.integer(counters.cellsReused),
                            CSVValue.integer(counters.attributeWrites), CSVValue.integer(counters.textLayouts),
                            CSVValue.integer(counters.layoutCalls),
                        ])
                    }
                }
            }
        }
        return file
    }
}

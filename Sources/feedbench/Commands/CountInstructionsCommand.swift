import ArgumentParser
import Foundation
import Harness
import JSON
import TextLayout

/// `feedbench count-instructions --plan FILE`: the process `run --instructions` starts under Callgrind.
/// Runs only the counting repetitions of the plan's scenarios, each pipeline instrumented and dumped on
/// its own. Not for people: hidden from the help.
struct CountInstructionsCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-instructions",
        abstract: "Run the counting repetitions of a plan under Callgrind (started by run --instructions).",
        shouldDisplay: false
    )

    @Option(name: .long, help: ArgumentHelp("The plan (JSON) that run --instructions wrote.", valueName: "file"))
    var plan: String

    func execute() throws {
        // Read as every JSON file FeedBench reads, so that a broken plan is named by its JSON path.
        let plan: InstructionCounter.Plan
        do {
            plan = try JSONDocument.decode(InstructionCounter.Plan.self, from: Data(contentsOf: URL(fileURLWithPath: self.plan)))
        } catch {
            throw CommandFailure.badInput("\(self.plan): \(error)")
        }
        let fonts: FontLibrary
        do {
            fonts = try FontLibrary.load(directory: plan.fontDirectory)
        } catch {
            throw CommandFailure.badInput("\(error)")
        }
        try MainActor.assumeIsolated {
            for (index, scenario) in plan.scenarios.enumerated() {
                try ScenarioRun(scenario: scenario, fonts: fonts, options: plan.options)
                    .countInstructions(scenarioIndex: plan.firstIndex + index)
            }
        }
    }
}

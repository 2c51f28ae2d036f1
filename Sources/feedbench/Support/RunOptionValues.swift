import JSON
import Feed
import Harness

// The values of `run`'s options: their syntax is Harness's, the wording of a refusal (naming the option) is here.

extension ThreadCounts: OptionValue {
    init(option text: String) throws(CommandFailure) {
        do throws(ParseError) {
            self = try ThreadCounts(parsing: text)
        } catch {
            switch error {
            case .notACount(let item):
                throw .badInput("--threads: \"\(item)\" is not a worker count; give N or a list such as 1,2,4,8,16.")
            case .outOfRange:
                throw .badInput("--threads must be worker counts between 1 and \(ScenarioLimits.standard.maximumWorkers) "
                    + "(got \(text)).")
            }
        }
    }
}

extension ParallelBuildWorkers: OptionValue {
    init(option text: String) throws(CommandFailure) {
        do throws(ParseError) {
            self = try ParallelBuildWorkers(parsing: text)
        } catch {
            throw .badInput("--parallel-build: \"\(error.item)\" is not a worker count from 1 to "
                + "\(ScenarioLimits.standard.maximumWorkers); give a comma-separated list, auto or off.")
        }
    }

    var optionText: String {
        switch self {
        case .off: "off"
        case .auto: "auto"
        case .counts(let counts): counts.map(String.init).joined(separator: ",")
        }
    }
}

extension ShardSpec: OptionValue {
    init(option text: String) throws(CommandFailure) {
        guard let shard = ShardSpec(parsing: text) else {
            throw .badInput("--shard must be I/N with 1 <= I <= N <= \(Self.maximumCount) (got \(MessageText.quoted(text))).")
        }
        self = shard
    }
}

extension PipelineList: OptionValue {
    /// An unknown pipeline is a usage error, as an unknown option is.
    init(option text: String) throws(CommandFailure) {
        do throws(ParseError) {
            self = try PipelineList(parsing: text)
        } catch {
            switch error {
            case .unknown(let name):
                throw .usage("--pipelines: unknown pipeline \(MessageText.quoted(name)); use mvc, components or both.")
            case .empty:
                throw .usage("--pipelines: give at least one of mvc, components.")
            }
        }
    }

    var optionText: String { kinds.map(\.rawValue).joined(separator: ",") }
}

extension InjectedSlowdown: OptionValue {
    init(option text: String) throws(CommandFailure) {
        switch Self.parse(text) {
        case .success(let slowdown): self = slowdown
        case .failure(let error): throw .badInput("--inject-slowdown: \(error.message).")
        }
    }
}

extension InjectedWork: OptionValue {
    init(option text: String) throws(CommandFailure) {
        switch Self.parse(text) {
        case .success(let work): self = work
        case .failure(let error): throw .badInput("--inject-work: \(error.message).")
        }
    }
}

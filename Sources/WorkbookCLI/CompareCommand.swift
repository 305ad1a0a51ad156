// `workbook compare` (and bare `workbook`): one script through all three patterns, the
// screens after each step side by side, and whether they are identical — the workbook's
// central claim, shown rather than asserted.

import Foundation
import UserModel

enum CompareCommand: WorkbookCommand {
    static let name = "compare"
    static let summary = "Run one scenario through the patterns; show the screens side by side."

    static let scenario = Option<String>(
        "scenario", value: "NAME", help: "a built-in scenario; see 'workbook scenarios'",
        shownDefault: Scenario.defaultName)
    static let script = Option<String>("script", value: "\"STEPS\"", help: "your own steps, separated by ';'")
    static let users = Option<String>(
        "users", value: "FILE",
        help: "users from a JSON file instead of the built-in sample; a file that reads but is malformed "
            + "becomes every pattern's error state")
    static let patterns = Option<[ArchitecturePattern]>.patterns(
        help: "which patterns, comma-separated: mvc, mvp, mvvm, mvc-light, mvvm-observation; or all")
    static let format = Option<OutputFormat>.format([.text, .json], help: "how to print the screens")
    static let width = Option<Int>.integer(
        "width", in: Console.widths, help: "the width to fit the columns in, 20 to 1000",
        shownDefault: "$COLUMNS, else 100")
    static let trace = Flag("trace", help: "under each step's screens, who called whom in each pattern")

    static var declaredArguments: [any DeclaredArgument] {
        [scenario, script, users, patterns, format, width, trace]
    }

    static let notes = """
        Script steps:
          load  refresh  retry  search <text>  select <n>  back  favourite  foreground
          wait                    complete every fetch in flight, oldest first
          wait newest-first       complete the fetches in flight, newest first
          fail-next [reason]      the next fetch fails
          return-next <ids|none>  the next fetch returns these users (by id), or none

        Exit status: 0 when the screens are identical; 1 when they differ or the users file can't
        be read; 64 for a bad option, scenario or pattern, a step that isn't one, or a step the
        screen it reached can't take (such as 'favourite' with no detail screen open).

        Examples:
          workbook compare --scenario search
          workbook compare --script "load; wait; search mi; select 1; back"
          workbook compare --scenario error-then-retry --format json
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let patterns = arguments.value(Self.patterns, else: ArchitecturePattern.classic)
        let scenario = try resolveScenario(
            name: arguments.value(Self.scenario), script: arguments.value(Self.script))
        let run = try await runScenario(
            scenario, usersPath: arguments.value(users), patterns: patterns, tracing: arguments.isSet(trace),
            console: console)

        switch arguments.value(format, else: .text) {
        case .json:
            console.print(try json(run, scenario: scenario))
        default:
            let lines = text(
                run, scenario: scenario, patterns: patterns,
                width: console.width(overriding: arguments.value(width)))
            console.print(lines.joined(separator: "\n"))
        }
        let differing = run.run.steps.enumerated().filter { !$0.element.isIdentical }.map {
            String($0.offset + 1)
        }
        if !differing.isEmpty {
            throw .failure(
                "the screens differ at step \(differing.joined(separator: ", ")): the patterns no longer "
                    + "implement the same feature.")
        }
    }

    static func resolveScenario(name: String?, script: String?) throws(CommandError) -> Scenario {
        switch (name, script) {
        case (.some, .some):
            throw .usage("give either '--scenario' or '--script', not both.")
        case (nil, .some(let script)):
            return Scenario(name: "custom", summary: "Your script.", script: script)
        case (let name, nil):
            let name = name ?? Scenario.defaultName
            guard let scenario = Scenario.named(name) else {
                let names = Scenario.builtIn.map(\.name).joined(separator: ", ")
                throw .usage("unknown scenario '\(name)'; the scenarios are: \(names).")
            }
            return scenario
        }
    }

    @MainActor
    static func runScenario(
        _ scenario: Scenario, usersPath: String?, patterns: [ArchitecturePattern], tracing: Bool,
        console: Console
    ) async throws(CommandError) -> TracedRun {
        let steps: [ScriptStep]
        do {
            steps = try ScriptStep.parseScript(scenario.script)
        } catch {
            throw .usage(error.message)
        }
        let source = try UsersSource.resolve(usersPath, console: console)
        do {
            if tracing {
                return try await TracedScriptRunner.run(
                    steps, patterns: patterns, base: source.service, users: source.users)
            }
            let run = try await ScriptRunner.run(
                steps, patterns: patterns, base: source.service, users: source.users)
            return TracedRun(run: run, calls: run.steps.map { _ in [] })
        } catch {
            // A step the screen it reached can't take is the script's mistake, as a bad step is.
            throw .usage("step '\(error.step)': \(error.reason).")
        }
    }

    static func text(_ traced: TracedRun, scenario: Scenario, patterns: [ArchitecturePattern], width: Int)
        -> [String]
    {
        let run = traced.run
        var lines = ["Scenario \(scenario.name) — \(scenario.summary)", "Script: \(scenario.script)"]
        for (index, step) in run.steps.enumerated() {
            lines.append("")
            if step.isServicePlan {
                lines.append("Step \(index + 1) · \(step.event)   (plans the next fetch; no screen changes)")
                continue
            }
            lines.append("Step \(index + 1) · \(step.event)")
            let columns = step.screens.map {
                (title: $0.pattern.title, lines: $0.lines.isEmpty ? ["(not shown yet)"] : $0.lines)
            }
            lines += ColumnLayout.render(columns, width: width)
            if patterns.count > 1 { lines.append(step.isIdentical ? "✓ identical" : "✗ the screens differ") }
            for (screen, calls) in zip(step.screens, traced.calls[index]) {
                lines.append("Calls in \(screen.pattern.title):")
                lines += TraceFormatter.textLines(calls).map { "  " + $0 }
            }
        }
        lines.append("")
        let names = patterns.map(\.title).joined(separator: ", ")
        if patterns.count > 1, run.isIdentical {
            let steps = run.steps.count == 1 ? "The 1 step drew" : "All \(run.steps.count) steps drew"
            lines.append("✓ \(steps) identical screens in \(names).")
        }
        return lines
    }

    private struct JSONRun: Encodable {
        var scenario: String
        var script: String
        var steps: [JSONStep]
    }

    private struct JSONStep: Encodable {
        var event: String
        var identical: Bool
        var screens: [String: [String]]
        var traces: [String: [String]]?
    }

    static func json(_ traced: TracedRun, scenario: Scenario) throws(CommandError) -> String {
        let document = JSONRun(
            scenario: scenario.name,
            script: scenario.script,
            steps: zip(traced.run.steps, traced.calls).map { step, calls in
                JSONStep(
                    event: step.event, identical: step.isIdentical,
                    screens: Dictionary(
                        uniqueKeysWithValues: step.screens.map { ($0.pattern.rawValue, $0.lines) }),
                    traces: calls.isEmpty
                        ? nil
                        : Dictionary(
                            uniqueKeysWithValues: zip(step.screens, calls).map {
                                ($0.pattern.rawValue, TraceFormatter.textLines($1))
                            }))
            })
        return try encodeJSON(document)
    }
}

// `workbook trace <pattern>`: who called whom while a scenario ran, recorded at the role
// boundaries of the real code — as indented text, or as a Mermaid sequence diagram.

import CommandSupport
import ScriptedSessions
import Tracing

/// Prints the calls one pattern made, step by step.
enum TraceCommand: WorkbookCommand {
    static let name = "trace"
    static let summary = "Show who called whom in one pattern, as text or a Mermaid diagram."
    static let usage = """
        workbook trace <mvc|mvp|mvvm> [--scenario NAME | --script "STEPS"] [--users FILE] \
        [--format text|mermaid]
        """
    static let details = """
        The calls are recorded while the real code runs, at the boundaries between roles:
        the user and the screen, the view and the presenter or view model, the observables,
        the widgets, and the service. Nothing is drawn that did not happen.

        Options:
          --scenario NAME     a built-in scenario (default: \(Scenario.defaultName)); see 'workbook scenarios'
          --script "STEPS"    your own steps, separated by ';' (see 'workbook compare --help')
          --users FILE        users from a JSON file instead of the built-in sample
          --format FORMAT     text (default: calls indented by depth, ⇠ marks an answer) or
                              mermaid (a sequenceDiagram; paste it into a ```mermaid block)

        Examples:
          workbook trace mvp --scenario first-launch --format mermaid
          workbook trace mvc --script "load; wait; search mi"
        """

    static func run(_ arguments: inout ArgumentList, console: Console) async throws(CommandError) {
        let scenarioName = try arguments.option("scenario")
        let script = try arguments.option("script")
        let usersPath = try arguments.option("users")
        let format = try OutputFormat.parse(try arguments.option("format"), allowed: [.text, .mermaid])
        guard let patternName = arguments.positional() else {
            throw .usage("name the pattern to trace: mvc, mvp or mvvm.")
        }
        try arguments.finish()
        let patterns = try ArchitecturePattern.parseList(patternName)
        guard patterns.count == 1, let pattern = patterns.first else {
            throw .usage("trace one pattern at a time; to see all three use 'workbook compare --trace'.")
        }
        let scenario = try CompareCommand.resolveScenario(name: scenarioName, script: script)
        let run = try await CompareCommand.runScenario(
            scenario, usersPath: usersPath, patterns: [pattern], tracing: true, console: console)
        let traced = zip(run.run.steps, run.calls).map { (event: $0.event, calls: $1.first ?? []) }
        if format == .mermaid {
            let title = "\(pattern.title) · \(scenario.name)"
            let lines = TraceFormatter.mermaid(
                title: title, participants: pattern.participants, steps: traced)
            console.print(lines.joined(separator: "\n"))
            return
        }
        console.print("Trace of \(pattern.title) · scenario \(scenario.name) — \(scenario.summary)")
        console.print("Script: \(scenario.script)")
        for (index, step) in traced.enumerated() {
            console.print()
            console.print("Step \(index + 1) · \(step.event)")
            for line in TraceFormatter.textLines(step.calls) { console.print("  " + line) }
        }
    }
}

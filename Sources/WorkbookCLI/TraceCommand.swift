// `workbook trace <pattern>`: who called whom while a scenario ran, recorded at the role
// boundaries of the real code — as indented text, or as a Mermaid sequence diagram.

enum TraceCommand: WorkbookCommand {
    static let name = "trace"
    static let summary = "Show who called whom in one pattern, as text or a Mermaid diagram."
    static let discussion = """
        The calls are recorded while the real code runs, at the boundaries an app exposes
        anyway: the user and the screen, the service, the favourites, the widgets (through the
        window's change observer), and in MVP and MVVM the view and the presenter or view
        model, through their protocols. Nothing is drawn that did not happen. Where no
        protocol stands between two roles (the light controller and its loader, an
        Observation view and its view model), their calls can't be seen; what they change can.
        """

    static let pattern = Positional(
        "pattern", value: "pattern",
        help: "the pattern to trace: mvc, mvp, mvvm, mvc-light or mvvm-observation")
    static let scenario = CompareCommand.scenario
    static let script = Option<String>(
        "script", value: "\"STEPS\"", help: "your own steps, separated by ';' (see 'workbook compare --help')"
    )
    static let users = Option<String>(
        "users", value: "FILE", help: "users from a JSON file instead of the built-in sample")
    static let format = Option<OutputFormat>.format(
        [.text, .mermaid],
        help: "text: the calls indented by depth, ⇠ marking an answer; mermaid: a sequenceDiagram to paste "
            + "into a ```mermaid block")

    static var declaredArguments: [any DeclaredArgument] { [pattern, scenario, script, users, format] }

    static let notes = """
        Exit status: 0 when traced; 1 when the users file can't be read; 64 for a bad option,
        pattern or scenario, a step that isn't one, or a step the screen it reached can't take.

        Examples:
          workbook trace mvp --scenario first-launch --format mermaid
          workbook trace mvc --script "load; wait; search mi"
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        guard let patternName = arguments.value(Self.pattern) else {
            throw .usage("name the pattern to trace: \(ArchitecturePattern.keyList).")
        }
        let patterns = try ArchitecturePattern.parseList(patternName)
        guard patterns.count == 1, let pattern = patterns.first else {
            throw .usage(
                "trace one pattern at a time; to see them side by side use 'workbook compare --trace'.")
        }
        let scenario = try CompareCommand.resolveScenario(
            name: arguments.value(Self.scenario), script: arguments.value(Self.script))
        let run = try await CompareCommand.runScenario(
            scenario, usersPath: arguments.value(users), patterns: [pattern], tracing: true, console: console)
        let traced = zip(run.run.steps, run.calls).map { (event: $0.event, calls: $1.first ?? []) }
        if arguments.value(format) == .mermaid {
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

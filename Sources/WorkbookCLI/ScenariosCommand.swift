// `workbook scenarios`: the built-in scenarios, one line each, with their scripts.

import CommandSupport
import ScriptedSessions

/// Lists the built-in scenarios.
enum ScenariosCommand: WorkbookCommand {
    static let name = "scenarios"
    static let summary = "List the built-in scenarios, one line each."
    static let declaredArguments: [any DeclaredArgument] = []
    static let discussion = """
        Each scenario is a script of user events that reaches some of the states the feature chapter
        (Chapters/01-the-feature.md) lists.
        Run one with 'workbook compare --scenario NAME'.
        """
    static let notes = ""

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let width = Scenario.builtIn.map(\.name.count).max() ?? 0
        for scenario in Scenario.builtIn {
            console.print(ColumnLayout.pad(scenario.name, to: width + 2) + scenario.summary)
            console.print(String(repeating: " ", count: width + 2) + "script: " + scenario.script)
        }
    }
}

// `workbook scenarios`: the built-in scenarios, each with its summary and its script.

enum ScenariosCommand: WorkbookCommand {
    static let name = "scenarios"
    static let summary = "List the built-in scenarios, each with its script."
    static let declaredArguments: [any DeclaredArgument] = []
    static let discussion = """
        Each scenario is a script of user events that reaches some of the states the feature chapter
        (Chapters/01-the-feature.md) lists.
        Run one with 'workbook compare --scenario NAME'.
        """
    static let notes = """
        Exit status: 0, 64 when given any argument (it takes none).
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let width = Scenario.builtIn.map(\.name.count).max() ?? 0
        for scenario in Scenario.builtIn {
            console.print(ColumnLayout.pad(scenario.name, to: width + 2) + scenario.summary)
            console.print(String(repeating: " ", count: width + 2) + "script: " + scenario.script)
        }
    }
}

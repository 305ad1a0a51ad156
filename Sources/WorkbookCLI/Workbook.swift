// The `workbook` command's entry point: finds the subcommand, runs it, and turns its errors
// into `Error: …`, a usage line and an exit code (64 bad usage, 1 failure), after
// swift-argument-parser. `main.swift` only calls this, so every command is testable in-process.

import Foundation

@MainActor
protocol WorkbookCommand {
    static var name: String { get }
    static var summary: String { get }
    static var discussion: String { get }
    static var declaredArguments: [any DeclaredArgument] { get }
    static var notes: String { get }
    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError)
}

extension WorkbookCommand { static var discussion: String { "" } }

@MainActor
public enum Workbook {
    // In the order `workbook --help` lists them; bare `workbook` runs the first.
    static let commands: [any WorkbookCommand.Type] = [
        CompareCommand.self, ScenariosCommand.self, TraceCommand.self, MetricsCommand.self, BenchCommand.self,
        ExercisesCommand.self, CheckCommand.self, HintCommand.self, ResetCommand.self, SolutionCommand.self,
    ]

    public static func main(_ arguments: [String], console: Console) async -> Int32 {
        if case .failed(let reason) = console.outputProblem {
            console.printError("Error: \(reason); the command's output has nowhere to go, so it did not run.")
            return 1
        }
        let code = await dispatch(arguments, console: console)
        switch console.outputProblem {
        case .failed(let reason):
            console.printError("Error: could not write the output (\(reason)).")
            return 1
        case .readerGone: return code == 0 ? 1 : code
        case .written, nil: return code
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) async -> Int32 {
        var arguments = arguments
        if arguments.first == "help" { arguments = arguments.dropFirst() + ["--help"] }
        if arguments == ["--help"] || arguments == ["-h"] {
            console.print(overview)
            return 0
        }
        guard let name = arguments.first, !name.hasPrefix("-") else {
            return await run(commands[0], arguments, console: console)
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let names = commands.map { "'\($0.name)'" }.joined(separator: ", ")
            console.printError("Error: unknown command '\(name)'; the commands are \(names).")
            console.printError("Usage: workbook <command> [options]   (see 'workbook --help')")
            return 64
        }
        return await run(command, Array(arguments.dropFirst()), console: console)
    }

    public static func run(
        _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: String = FileManager.default.currentDirectoryPath, input: [String] = []
    ) async -> CommandResult {
        var output = ""
        var error = ""
        var lines = input[...]
        let console = Console(
            environment: environment, currentDirectory: currentDirectory,
            writingOutput: {
                output += $0
                return .written
            },
            writingError: {
                error += $0
                return .written
            }, readInput: { lines.popFirst() })
        let code = await main(arguments, console: console)
        return CommandResult(standardOutput: output, standardError: error, exitCode: code)
    }

    private static func run(_ command: any WorkbookCommand.Type, _ arguments: [String], console: Console)
        async
        -> Int32
    {
        if ParsedArguments.wantsHelp(arguments) {
            console.print(help(for: command))
            return 0
        }
        do {
            let parsed = try ParsedArguments(arguments, declared: command.declaredArguments)
            try await command.run(parsed, console: console)
            return 0
        } catch {
            console.printError("Error: \(error.message)")
            if case .usage = error {
                console.printError(usage(for: command))
                console.printError("See 'workbook \(command.name) --help'.")
            }
            return error.exitCode
        }
    }

    static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  " + ColumnLayout.pad($0.name, to: width + 2) + $0.summary }
        return """
            workbook — MVC, MVP and MVVM side by side: one user list, three patterns.

            Usage: workbook [<command>] [options]
                   (no command runs 'workbook compare')

            Commands:
            \(list.joined(separator: "\n"))

            Run 'workbook <command> --help' for a command's options.
            """
    }

    // MARK: - Help, generated from what a command declares

    static func usage(for command: any WorkbookCommand.Type) -> String {
        let words = command.declaredArguments.map(\.spec).map { $0.isPositional ? $0.label : "[\($0.label)]" }
        return (["Usage: workbook \(command.name)"] + words).joined(separator: " ")
    }

    static func help(for command: any WorkbookCommand.Type) -> String {
        var parts = [command.summary, usage(for: command)]
        if !command.discussion.isEmpty { parts.append(command.discussion) }
        let specs = command.declaredArguments.map(\.spec)
        let column = 2 + (specs.map(\.label.count).max() ?? 0) + 3
        for (title, isPositional) in [("Arguments:", true), ("Options:", false)] {
            let entries = specs.filter { $0.isPositional == isPositional }.flatMap { spec in
                let help = spec.defaultDescription.map { "\(spec.help) (default: \($0))" } ?? spec.help
                return ColumnLayout.wrap(help, width: 100 - column).enumerated().map { index, line in
                    (index == 0
                        ? ColumnLayout.pad("  " + spec.label, to: column)
                        : String(repeating: " ", count: column)) + line.drop { $0 == " " }
                }
            }
            if !entries.isEmpty { parts.append(([title] + entries).joined(separator: "\n")) }
        }
        if !command.notes.isEmpty { parts.append(command.notes) }
        return parts.joined(separator: "\n\n")
    }
}

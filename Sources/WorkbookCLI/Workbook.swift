// The `workbook` command's entry point: finds the subcommand, runs it, and turns its
// errors into `Error: …`, a usage line and an exit code. `main.swift` only calls this, so
// every command can be tested in-process with ``Workbook/run(_:environment:currentDirectory:input:)``.

import Foundation

/// One `workbook` subcommand: a small type with its own help, as in swift-argument-parser.
///
/// What it accepts is declared once, in ``declaredArguments``: the parser reads the command
/// line against that list and `--help` prints it, so the two can't disagree.
@MainActor
protocol WorkbookCommand {
    /// The word after `workbook`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// What the command does, in prose, printed under the usage line; empty for none.
    static var discussion: String { get }
    /// Its positional arguments, options and flags, in the order usage and help list them.
    static var declaredArguments: [any DeclaredArgument] { get }
    /// Options of which at most one may be given.
    static var exclusiveOptions: [ExclusiveOptions] { get }
    /// What help prints after the options: script steps, exit status, examples.
    static var notes: String { get }
    /// Runs the command with its arguments, already read and checked.
    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError)
}

extension WorkbookCommand {
    static var discussion: String { "" }
    static var exclusiveOptions: [ExclusiveOptions] { [] }
}

/// The `workbook` command.
@MainActor
public enum Workbook {
    /// Every subcommand, in the order `workbook --help` lists them.
    static let commands: [any WorkbookCommand.Type] = [
        CompareCommand.self,
        ScenariosCommand.self,
        TraceCommand.self,
        MetricsCommand.self,
        BenchCommand.self,
        PlayCommand.self,
        ExercisesCommand.self,
        CheckCommand.self,
        HintCommand.self,
        WatchCommand.self,
        ResetCommand.self,
        SolutionCommand.self,
    ]

    /// The command bare `workbook` runs.
    static let defaultCommand: any WorkbookCommand.Type = CompareCommand.self

    /// Runs `workbook` with `arguments` (without the program name); returns the exit code.
    ///
    /// Output that could not be written ends the command with exit 1: with a sentence on
    /// standard error when the stream failed, quietly when the reader went away.
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
        case .readerGone:
            return code == 0 ? 1 : code
        case .written, nil:
            return code
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) async -> Int32 {
        var arguments = arguments
        if arguments.first == "help" {
            arguments.removeFirst()
            arguments.append("--help")
        }
        if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] {
            if arguments.isEmpty {
                return await run(defaultCommand, [], console: console)
            }
            console.print(overview)
            return 0
        }
        let name = arguments.removeFirst()
        if name.hasPrefix("-") {
            return await run(defaultCommand, [name] + arguments, console: console)
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            console.printError("Error: unknown command '\(name)'; the commands are \(commandNames).")
            console.printError("Usage: workbook <command> [options]   (see 'workbook --help')")
            return 64
        }
        return await run(command, arguments, console: console)
    }

    /// Runs `workbook` in-process and captures what it prints — for tests.
    public static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        input: [String] = []
    ) async -> CommandResult {
        var output = ""
        var error = ""
        var lines = input[...]
        let console = Console(
            environment: environment,
            currentDirectory: currentDirectory,
            writeOutput: { output += $0 },
            writeError: { error += $0 },
            readInput: { lines.popFirst() }
        )
        let code = await main(arguments, console: console)
        return CommandResult(standardOutput: output, standardError: error, exitCode: code)
    }

    private static func run(
        _ command: any WorkbookCommand.Type, _ arguments: [String], console: Console
    ) async -> Int32 {
        if ParsedArguments.wantsHelp(arguments) {
            console.print(help(for: command))
            return 0
        }
        do {
            let parsed = try ParsedArguments(
                arguments, declared: command.declaredArguments, exclusive: command.exclusiveOptions)
            try await command.run(parsed, console: console)
            return 0
        } catch {
            console.printError("Error: \(error.message)")
            if case .usage = error {
                console.printError(CommandHelp.usage(for: command))
                console.printError("See 'workbook \(command.name) --help'.")
            }
            return error.exitCode
        }
    }

    /// What `workbook <command> --help` prints.
    static func help(for command: any WorkbookCommand.Type) -> String {
        CommandHelp.page(for: command)
    }

    private static var commandNames: String {
        commands.map { "'\($0.name)'" }.joined(separator: ", ")
    }

    static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { command in
            "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary
        }
        return """
            workbook — MVC, MVP and MVVM side by side: one user list, three patterns.

            Usage: workbook [<command>] [options]
                   (no command runs 'workbook compare')

            Commands:
            \(list.joined(separator: "\n"))

            Run 'workbook <command> --help' for a command's options.
            """
    }
}

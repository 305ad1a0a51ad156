// The `workbook` command's entry point: finds the subcommand, runs it, and turns its
// errors into `Error: …`, a usage line and an exit code. `main.swift` only calls this, so
// every command can be tested in-process with ``Workbook/run(_:environment:currentDirectory:input:)``.

import CommandSupport
import Foundation

/// One `workbook` subcommand: a small type with its own help, as in swift-argument-parser.
@MainActor
protocol WorkbookCommand {
    /// The word after `workbook`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The usage line, starting with `workbook`.
    static var usage: String { get }
    /// The options and examples `--help` prints below the usage line.
    static var details: String { get }
    /// Runs the command with the arguments after its name.
    static func run(_ arguments: inout ArgumentList, console: Console) async throws(CommandError)
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
        ChangeRequestCommand.self,
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
        var list = ArgumentList(arguments)
        if list.wantsHelp {
            console.print(help(for: command))
            return 0
        }
        do {
            try await command.run(&list, console: console)
            return 0
        } catch {
            console.printError("Error: \(error.message)")
            if case .usage = error {
                console.printError("Usage: \(command.usage)")
                console.printError("See 'workbook \(command.name) --help'.")
            }
            return error.exitCode
        }
    }

    static func help(for command: any WorkbookCommand.Type) -> String {
        "\(command.summary)\n\nUsage: \(command.usage)\n\n\(command.details)"
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

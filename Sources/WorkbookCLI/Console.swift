// Where a command's text goes and where its input comes from. The real console writes to
// stdout/stderr; tests use a capturing one, so every command is testable in-process with
// its whole output and exit code.

import Foundation

/// The standard streams, environment and working directory a command runs with.
@MainActor
public final class Console {
    /// The process environment (`COLUMNS`, `NO_COLOR`, `WORKBOOK_SOLUTIONS`, …).
    public let environment: [String: String]
    /// The directory relative paths are resolved against.
    public let currentDirectory: String
    /// Whether standard input is a terminal (interactive) rather than a pipe or file.
    public let isInteractive: Bool
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    private let readInput: () -> String?

    /// Creates a console from its parts.
    public init(
        environment: [String: String],
        currentDirectory: String,
        isInteractive: Bool = false,
        writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        readInput: @escaping () -> String? = { nil }
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.isInteractive = isInteractive
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The process's own streams.
    public static func standard() -> Console {
        Console(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            isInteractive: isatty(STDIN_FILENO) == 1,
            writeOutput: { text in
                FileHandle.standardOutput.write(Data(text.utf8))
            },
            writeError: { text in
                FileHandle.standardError.write(Data(text.utf8))
            },
            readInput: { Swift.readLine(strippingNewline: true) }
        )
    }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String = "") {
        writeOutput(text + "\n")
    }

    /// Writes `text` to standard output as is.
    public func write(_ text: String) {
        writeOutput(text)
    }

    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) {
        writeError(text + "\n")
    }

    /// The next line of standard input, or `nil` at its end.
    public func readLine() -> String? {
        readInput()
    }

    /// The width to lay text out in: `--width`, else `COLUMNS`, else 100.
    public func width(overriding explicit: Int?) -> Int {
        explicit ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 100
    }

    /// Resolves `path` against ``currentDirectory``.
    public func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).path
    }
}

/// What a command printed and how it exited, for tests.
public struct CommandResult: Sendable, Equatable {
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String
    /// The process exit code: 0 success, 1 failure, 64 bad usage.
    public var exitCode: Int32
}

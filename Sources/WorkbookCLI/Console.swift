// Where a command's text goes and where its input comes from. The real console writes to
// stdout/stderr; tests use a capturing one, so every command is testable in-process with
// its whole output and exit code. Text passes through ``VisibleText`` on its way out, and a
// stream that fails is remembered, never a crash: the command then ends with exit 1.

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
    /// Whether standard output is a terminal, where a progress line can be redrawn in place.
    public var isOutputTerminal = false
    /// Whether standard error is a terminal, where a progress line can be redrawn in place.
    public var isErrorTerminal = false
    private let writeOutput: (String) -> StreamWriteResult
    private let writeError: (String) -> StreamWriteResult
    private let readInput: () -> String?
    /// Why standard output stopped taking text, once it has; later output is dropped.
    public private(set) var outputProblem: StreamWriteResult?

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
        self.writeOutput = { text in
            writeOutput(text)
            return .written
        }
        self.writeError = { text in
            writeError(text)
            return .written
        }
        self.readInput = readInput
    }

    /// Creates a console whose streams can fail, as the real ones can.
    init(
        environment: [String: String],
        currentDirectory: String,
        isInteractive: Bool = false,
        outputProblem: StreamWriteResult? = nil,
        writingOutput: @escaping (String) -> StreamWriteResult,
        writingError: @escaping (String) -> StreamWriteResult,
        readInput: @escaping () -> String? = { nil }
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.isInteractive = isInteractive
        self.outputProblem = outputProblem
        self.writeOutput = writingOutput
        self.writeError = writingError
        self.readInput = readInput
    }

    /// The process's own streams.
    ///
    /// A closed standard output is a problem from the start; a full disk or a broken pipe
    /// becomes one at the first write that fails (see ``outputProblem``).
    public static func standard() -> Console {
        let closed = StandardStreams.prepare()
        let console = Console(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            isInteractive: isatty(STDIN_FILENO) == 1,
            outputProblem: closed.outputClosed ? .failed(reason: "standard output is closed") : nil,
            writingOutput: { StandardStreams.write($0, to: .standardOutput) },
            writingError: { closed.errorClosed ? .written : StandardStreams.write($0, to: .standardError) },
            readInput: {
                // A trailing carriage return (a CRLF line) is not part of the line.
                guard let line = Swift.readLine(strippingNewline: true) else { return nil }
                return line.hasSuffix("\r") ? String(line.dropLast()) : line
            }
        )
        console.isOutputTerminal = isatty(STDOUT_FILENO) == 1
        console.isErrorTerminal = isatty(STDERR_FILENO) == 1
        return console
    }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String = "") {
        emit(VisibleText.escapingControls(text) + "\n")
    }

    /// Writes `text` to standard output, control characters made visible.
    public func write(_ text: String) {
        emit(VisibleText.escapingControls(text))
    }

    /// Writes `sequence` to standard output as is: only for the command's own terminal
    /// controls (clearing the screen, `\r` to redraw a progress line), never for text.
    func writeTerminalControl(_ sequence: String) {
        emit(sequence)
    }

    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) {
        _ = writeError(VisibleText.escapingControls(text) + "\n")
    }

    /// Draws `text` over the line standard error shows last, without a newline: a progress
    /// line redrawn in place, for a terminal (``isErrorTerminal``) only.
    func redrawErrorLine(_ text: String) {
        _ = writeError("\r\u{1B}[K" + VisibleText.escapingControls(text))
    }

    /// Clears the line ``redrawErrorLine(_:)`` drew, so the next text starts on a clean line.
    func clearErrorLine() {
        _ = writeError("\r\u{1B}[K")
    }

    private func emit(_ text: String) {
        guard outputProblem == nil else { return }
        let result = writeOutput(text)
        if result != .written {
            outputProblem = result
        }
    }

    /// The next line of standard input, or `nil` at its end.
    public func readLine() -> String? {
        readInput()
    }

    /// The widths `--width` and `COLUMNS` may ask for.
    public static let widths = 20...1000

    /// The width to lay text out in: `--width`, else `COLUMNS` when it is a whole number
    /// in ``widths``, else 100 (so a huge or garbled `COLUMNS` can't exhaust memory).
    public func width(overriding explicit: Int?) -> Int {
        if let explicit { return explicit }
        let columns = environment["COLUMNS"].map { $0.trimmingCharacters(in: .whitespaces) }
        guard let columns, columns.count <= 5, let value = Int(columns), Self.widths.contains(value) else {
            return 100
        }
        return value
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

// Where a command's text goes and where its input comes from. The real console writes to
// stdout/stderr; tests capture both, so every command is testable in-process. Control
// characters from scripts and users files are shown, never obeyed, and a stream that fails
// (closed, full, a reader gone) is remembered, never a crash: the command then exits 1.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

public enum StreamWriteResult: Sendable, Equatable {
    case written
    case readerGone
    case failed(reason: String)
}

@MainActor
public final class Console {
    public let environment: [String: String]
    public let currentDirectory: String
    public var isOutputTerminal = false
    private let writeOutput: (String) -> StreamWriteResult
    private let writeError: (String) -> StreamWriteResult
    public let readLine: () -> String?
    public private(set) var outputProblem: StreamWriteResult?

    init(
        environment: [String: String], currentDirectory: String, outputProblem: StreamWriteResult? = nil,
        writingOutput: @escaping (String) -> StreamWriteResult,
        writingError: @escaping (String) -> StreamWriteResult,
        readInput: @escaping () -> String? = { nil }
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.outputProblem = outputProblem
        self.writeOutput = writingOutput
        self.writeError = writingError
        self.readLine = readInput
    }

    /// The process's own streams: SIGPIPE ignored so a closed pipe is `EPIPE`, SIGCHLD not (or no
    /// child's end is seen), and a closed descriptor replaced by `/dev/null` so nothing lands on it.
    public static func standard() -> Console {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGCHLD, SIG_DFL)
        let closed = [STDOUT_FILENO, STDERR_FILENO].map { descriptor in
            guard fcntl(descriptor, F_GETFD) == -1 else { return false }
            let null = open("/dev/null", O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            return true
        }
        let console = Console(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            outputProblem: closed[0] ? .failed(reason: "standard output is closed") : nil,
            writingOutput: { write($0, to: .standardOutput) },
            writingError: { closed[1] ? .written : write($0, to: .standardError) },
            readInput: {
                // A trailing carriage return (a CRLF line) is not part of the line.
                guard let line = Swift.readLine(strippingNewline: true) else { return nil }
                return line.hasSuffix("\r") ? String(line.dropLast()) : line
            })
        console.isOutputTerminal = isatty(STDOUT_FILENO) == 1
        return console
    }

    /// `FileHandle`'s throwing write retries short writes itself (the older `write(_:)` traps).
    private static func write(_ text: String, to stream: FileHandle) -> StreamWriteResult {
        do {
            try stream.write(contentsOf: Data(text.utf8))
            return .written
        } catch {
            // Foundation wraps the `errno` in a Cocoa error; the POSIX error is underneath.
            let error = error as NSError
            let posix =
                error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
            guard let code = posix?.code else { return .failed(reason: error.localizedDescription) }
            return code == Int(EPIPE) ? .readerGone : .failed(reason: String(cString: strerror(Int32(code))))
        }
    }

    public func print(_ text: String = "") { write(text + "\n") }

    public func write(_ text: String) { emit(Self.visible(text)) }

    public func printError(_ text: String) { _ = writeError(Self.visible(text) + "\n") }

    func redraw(_ text: String) { emit("\r\u{1B}[K" + Self.visible(text)) }

    private func emit(_ text: String) {
        guard outputProblem == nil else { return }
        let result = writeOutput(text)
        if result != .written { outputProblem = result }
    }

    public static let widths = 20...1000

    public func width(overriding explicit: Int?) -> Int {
        if let explicit { return explicit }
        let columns = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces)
        guard let columns, columns.count <= 5, let value = Int(columns), Self.widths.contains(value) else {
            return 100
        }
        return value
    }

    public func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).path
    }

    /// `text` with every control character but newline and tab (C0, DEL, C1 and the
    /// bidirectional overrides, which reorder what follows) written as `\u{…}`.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

public struct CommandResult: Sendable, Equatable {
    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32
}

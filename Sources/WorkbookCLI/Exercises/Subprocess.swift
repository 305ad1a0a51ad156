// Runs another program (`swift test`, `git`) and collects what it printed. Only the
// production tools use it; the commands reach it through ``ExerciseTools`` so their tests
// can feed recorded output instead.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - The result

/// What a finished program printed (standard output and error, interleaved) and its status.
struct ProcessOutput: Sendable, Equatable {
    /// Standard output and standard error, in the order the program wrote them — or only
    /// standard output, when the run kept errors apart (see ``errorText``).
    var text: String
    /// Standard error, when the run kept it apart from ``text``; empty otherwise.
    var errorText = ""
    /// The exit status; 128 + N when signal N ended the program.
    var status: Int32

    /// Whether a signal ended the program (a crash or Ctrl-C) rather than a normal exit.
    var endedBySignal: Bool { status > 128 }
}

/// Why a program could not be started at all.
enum SubprocessError: Error, Equatable {
    /// `/usr/bin/env` could not find the program on the `PATH`.
    case notFound(String)
    /// Starting it failed for another reason.
    case couldNotStart(String, reason: String)
}

// MARK: - Running

/// Starts programs found on the `PATH` and waits for them without blocking the main actor.
enum Subprocess {
    /// Runs `program` with `arguments` in `directory`, with the environment of this process
    /// plus the variables in `set`, less those named in `unset`.
    static func run(
        _ program: String, _ arguments: [String], in directory: URL, set: [String: String] = [:],
        unset: [String] = [], separateErrors: Bool = false
    ) async throws(SubprocessError) -> ProcessOutput {
        let result: Result<ProcessOutput, SubprocessError> = await withCheckedContinuation { continuation in
            // A thread of its own, not a Dispatch worker: workers block most signals, a child
            // inherits that mask, and Ctrl-C would then never reach `swift test`.
            let thread = Thread {
                unblockSignals()
                continuation.resume(
                    returning: runBlocking(
                        program, arguments, in: directory, set: set, unset: unset,
                        separateErrors: separateErrors))
            }
            thread.start()
        }
        return try result.get()
    }

    /// Clears the calling thread's signal mask, so the programs it starts begin with none.
    private static func unblockSignals() {
        #if canImport(Glibc) || canImport(Darwin)
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
        #endif
    }

    /// Runs the program on the calling thread; `env` finds it on the `PATH` on macOS and Linux.
    private static func runBlocking(
        _ program: String, _ arguments: [String], in directory: URL, set: [String: String], unset: [String],
        separateErrors: Bool
    ) -> Result<ProcessOutput, SubprocessError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = directory
        if !set.isEmpty || !unset.isEmpty {
            var environment = ProcessInfo.processInfo.environment.merging(set) { _, new in new }
            for name in unset { environment[name] = nil }
            process.environment = environment
        }
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        // Kept apart, standard error goes to a file: a second pipe read after the first
        // could fill up and stall the program.
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-stderr-\(UUID().uuidString)")
        if separateErrors, FileManager.default.createFile(atPath: errorFile.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: errorFile)
        {
            process.standardError = handle
        } else {
            process.standardError = pipe
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        do {
            try process.run()
        } catch {
            return .failure(.couldNotStart(program, reason: error.localizedDescription))
        }
        Interrupt.child = process.processIdentifier
        // Read before waiting: a program that fills the pipe would otherwise never finish.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        Interrupt.child = 0
        let status =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        // `env` exits 127 when it cannot find the program.
        if status == 127 {
            return .failure(.notFound(program))
        }
        let errors = (try? Data(contentsOf: errorFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return .success(
            ProcessOutput(text: String(decoding: data, as: UTF8.self), errorText: errors, status: status))
    }
}

// MARK: - Ctrl-C

/// Ctrl-C while a command runs programs: remembered, and passed on to the running program.
///
/// Foundation starts a program in a process group of its own on Linux, so the terminal's
/// Ctrl-C reaches only this process; the handler forwards it. The two variables are plain
/// words written from a signal handler, hence `nonisolated(unsafe)`.
enum Interrupt {
    nonisolated(unsafe) private static var flag: Int32 = 0
    /// The process ID of the program running now, or 0.
    nonisolated(unsafe) static var child: Int32 = 0

    /// Whether Ctrl-C was pressed since ``install()``.
    static var received: Bool { flag != 0 }

    /// Catches SIGINT from now on (once is enough; later calls change nothing).
    static func install() {
        // Touch both variables first, so the handler never initialises a static.
        _ = (flag, child)
        #if canImport(Glibc) || canImport(Darwin)
            signal(SIGINT) { _ in
                Interrupt.flag = 1
                if Interrupt.child > 0 {
                    kill(Interrupt.child, SIGINT)
                }
            }
        #endif
    }

    /// Puts back the default: Ctrl-C ends the process.
    static func uninstall() {
        #if canImport(Glibc) || canImport(Darwin)
            signal(SIGINT, SIG_DFL)
        #endif
    }
}

// The built `workbook` running `check` and `exercises` against a fake `swift` that builds
// nothing and starts a "test process" that never ends, in a process group of its own, as
// SwiftPM does: however the runner is stopped, nothing it started may outlive it. And a
// build folder locked by another SwiftPM is said plainly. Everything waits on pipes, not
// time; each wait is bounded, so a runner that misbehaves fails the test instead of hanging
// the run.

import Foundation
import Testing

@testable import WorkbookCLI

@Suite(
    "Stopping the runner", .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")),
    .timeLimit(.minutes(1)))
struct RunnerStopTests {
    /// A folder with a fake `swift` on the PATH and a FIFO it reports to.
    final class FakeSwift {
        let folder: URL
        let fifo: URL

        /// `body` is the shell script's text after it has reported the test process's pid.
        init(_ body: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "fake-swift-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            fifo = folder.appendingPathComponent("report")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let script = """
                #!/bin/sh
                echo "[1/310] Compiling Fake Fake.swift"
                # A test process that never ends, in a process group of its own (job control on).
                set -m
                sh -c 'exec sleep 600' &
                set +m
                echo $! > "$WORKBOOK_TEST_FIFO"
                \(body)
                """
            let swift = folder.appendingPathComponent("swift")
            try Data(script.utf8).write(to: swift)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        /// Starts the `workbook` executable with `arguments` in `workbook`'s folder; through
        /// GNU `env`, when `ignoringChildSignals`, with SIGCHLD ignored as a parent may leave it.
        func start(
            _ arguments: [String], in workbook: FakeWorkbook, ignoringChildSignals: Bool = false
        ) throws -> (Process, Pipe) {
            let process = Process()
            process.executableURL = try ExecutableTests.executable()
            process.arguments = arguments
            if ignoringChildSignals, let executable = process.executableURL {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["--ignore-signal=CHLD", executable.path] + arguments
            }
            process.currentDirectoryURL = workbook.root
            process.environment = ExecutableTests.environment([
                "PATH": folder.path + ":/usr/bin:/bin", "WORKBOOK_TEST_FIFO": fifo.path,
            ])
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return (process, output)
        }

        /// Waits until the fake `swift` reports its test process, and returns its pid.
        func testProcess() throws -> pid_t {
            // Opened without waiting for a writer; the report is the text up to the new line.
            let descriptor = open(fifo.path, O_RDONLY | O_NONBLOCK)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let text = try readText(descriptor, until: { $0.hasSuffix("\n") })
            return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
    }

    @Test(
        "check and exercises end swift test and its test process on SIGTERM, SIGHUP and Ctrl-C",
        arguments: [("check", SIGTERM), ("check", SIGHUP), ("check", SIGINT), ("exercises", SIGTERM)])
    func stopsEverything(command: String, signal: Int32) throws {
        let workbook = try FakeWorkbook()
        let swift = try FakeSwift("exec sleep 600")
        let (process, output) = try swift.start(
            command == "check" ? [command, "1"] : [command], in: workbook)
        defer { Self.end(process) }
        let testProcess = try swift.testProcess()
        defer { if ProcessTable.isRunning(testProcess) { kill(testProcess, SIGKILL) } }
        #expect(ProcessTable.isRunning(testProcess))

        kill(process.processIdentifier, signal)
        let printed = try readText(output.fileHandleForReading.fileDescriptor, until: { _ in false })
        process.waitUntilExit()

        #expect(hasEnded(testProcess), "the test process outlived the runner")
        #expect(
            process.terminationReason == .exit, "the runner itself must end cleanly, not die of the signal")
        #expect(!printed.contains("Fatal error"))
        if command == "exercises" {
            #expect(printed.contains("interrupted before every exercise was checked."))
        } else {
            #expect(printed.contains("Stopped before the tests finished."))
        }
    }

    /// Whether this system's `env` can start a program with a signal ignored (GNU coreutils 8.31).
    static let envIgnoresSignals: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--ignore-signal=CHLD", "true"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(
        "check started with SIGCHLD ignored still sees swift test end, and ends itself",
        .enabled(if: envIgnoresSignals))
    func childSignalsIgnored() throws {
        let workbook = try FakeWorkbook()
        let swift = try FakeSwift("kill $!; echo 'error: no tests ran'; exit 1")
        let (process, output) = try swift.start(["check", "1"], in: workbook, ignoringChildSignals: true)
        defer { Self.end(process) }
        _ = try swift.testProcess()

        let printed = try readText(output.fileHandleForReading.fileDescriptor, until: { _ in false })
        process.waitUntilExit()

        #expect(process.terminationReason == .exit && process.terminationStatus != 0)
        #expect(printed.contains("Error: exercise 01"), "check should say what became of it:\n\(printed)")
    }

    @Test("a build folder locked by another SwiftPM is said plainly while check waits")
    func lockedBuildFolder() throws {
        let workbook = try FakeWorkbook()
        let swift = try FakeSwift(
            """
            printf "Another instance of SwiftPM (PID: 4242) is already running using '/w/.build', "
            printf "waiting until that process has finished execution..."
            exec sleep 600
            """)
        let (process, output) = try swift.start(["check", "1"], in: workbook)
        defer { Self.end(process) }
        let testProcess = try swift.testProcess()
        defer { if ProcessTable.isRunning(testProcess) { kill(testProcess, SIGKILL) } }

        let descriptor = output.fileHandleForReading.fileDescriptor
        let printed = try readText(descriptor) { $0.contains("Waiting: ") && $0.hasSuffix("\n") }
        kill(process.processIdentifier, SIGTERM)
        _ = try readText(descriptor, until: { _ in false })
        process.waitUntilExit()

        #expect(
            printed.hasSuffix(
                "Waiting: another check or swift command is using this build folder (Another instance of SwiftPM (PID: 4242) is "
                    + "already running using '/w/.build', waiting until that process has finished execution...). "
                    + "Let it finish, stop it, or press Ctrl-C.\n"))
        #expect(hasEnded(testProcess))
    }

    /// Kills the runner if a failed expectation left it running, so a failing test leaves
    /// nothing behind.
    private static func end(_ process: Process) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// Reads `descriptor` until `done` holds for the text read or it reaches its end, waiting
/// at most `limit` for more: a runner that never says what the test waits for fails it.
private func readText(
    _ descriptor: Int32, until done: (String) -> Bool, limit: Duration = .seconds(30)
) throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !done(String(decoding: bytes, as: UTF8.self)) {
        try #require(clock.now < deadline, "not done within \(limit); read so far: \(bytes.count) bytes")
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&watched, 1, 100) > 0 else { continue }
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EAGAIN || errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

// The built `workbook` running `check` and `watch` against a fake `swift` that builds
// nothing and starts a spinning "test process" in a process group of its own, as SwiftPM
// does: however the runner is stopped, nothing it started may outlive it. And a build
// folder locked by another SwiftPM is said plainly. Everything waits on pipes, not time.

import Foundation
import Testing

@testable import CommandSupport
@testable import WorkbookCLI

@Suite("Stopping the runner", .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
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
                # A spinning test process in a process group of its own (job control on).
                set -m
                sh -c 'while :; do :; done' &
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

        /// Starts the `workbook` executable with `arguments` in `workbook`'s folder.
        func start(_ arguments: [String], in workbook: FakeWorkbook) throws -> (Process, Pipe) {
            let process = Process()
            process.executableURL = try ExecutableTests.executable()
            process.arguments = arguments
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

        /// Blocks until the fake `swift` reports its test process, and returns its pid.
        func testProcess() throws -> pid_t {
            // Opening a FIFO for reading waits for its writer; reading ends when it closes.
            let descriptor = open(fifo.path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 64)
            while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
                bytes += buffer[0..<count]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
    }

    @Test(
        "check and watch end swift test and its test process on SIGTERM, SIGHUP and Ctrl-C",
        arguments: [("check", SIGTERM), ("check", SIGHUP), ("check", SIGINT), ("watch", SIGTERM)])
    func stopsEverything(command: String, signal: Int32) throws {
        let workbook = try FakeWorkbook()
        let swift = try FakeSwift("while :; do :; done")
        let (process, output) = try swift.start([command, "1"], in: workbook)
        let testProcess = try swift.testProcess()
        #expect(ProcessTree.isRunning(testProcess))

        kill(process.processIdentifier, signal)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(!ProcessTree.isRunning(testProcess), "the test process outlived the runner")
        #expect(
            process.terminationReason == .exit, "the runner itself must end cleanly, not die of the signal")
        #expect(!printed.contains("Fatal error"))
        if command == "watch" {
            #expect(printed.contains("Stopped watching exercise 01."))
        } else {
            #expect(printed.contains("Stopped before the tests finished."))
        }
    }

    @Test("a build folder locked by another SwiftPM is said plainly while check waits")
    func lockedBuildFolder() throws {
        let workbook = try FakeWorkbook()
        let swift = try FakeSwift(
            """
            printf "Another instance of SwiftPM (PID: 4242) is already running using '/w/.build', "
            printf "waiting until that process has finished execution..."
            while :; do :; done
            """)
        let (process, output) = try swift.start(["check", "1"], in: workbook)
        let testProcess = try swift.testProcess()

        var printed = ""
        let reader = output.fileHandleForReading
        while !printed.contains("Waiting: "), let chunk = try reader.read(upToCount: 1), !chunk.isEmpty {
            printed += String(decoding: chunk, as: UTF8.self)
        }
        while !printed.hasSuffix("\n"), let chunk = try reader.read(upToCount: 1), !chunk.isEmpty {
            printed += String(decoding: chunk, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGTERM)
        _ = reader.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(
            printed.hasSuffix(
                "Waiting: another SwiftPM is using this build folder (Another instance of SwiftPM (PID: 4242) is "
                    + "already running using '/w/.build', waiting until that process has finished execution...). "
                    + "Let it finish, stop it, or press Ctrl-C.\n"))
        #expect(!ProcessTree.isRunning(testProcess))
    }
}

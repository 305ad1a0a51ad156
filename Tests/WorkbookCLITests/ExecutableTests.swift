// The built `workbook` executable, end to end: real process, real streams, real exit
// codes — what a learner's terminal sees.

import Foundation
import Testing

@Suite("The workbook executable", .timeLimit(.minutes(1)))
struct ExecutableTests {
    struct Run {
        var output: String
        var error: String
        var status: Int32
    }

    /// The `workbook` binary: `WORKBOOK_EXECUTABLE` when set, else the one among this test
    /// bundle's build products — `.build/debug` under `swift test`, or Xcode's
    /// `DerivedData/…/Build/Products/Debug`, found by searching upwards from the bundle.
    static func executable() throws -> URL {
        let manager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["WORKBOOK_EXECUTABLE"], !override.isEmpty {
            try #require(manager.isExecutableFile(atPath: override), "WORKBOOK_EXECUTABLE is not executable")
            return URL(fileURLWithPath: override)
        }
        let starts =
            [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
            + Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<6 {
                let candidate = folder.appendingPathComponent("workbook")
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                    manager.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fallback = root.appendingPathComponent(".build/debug/workbook")
        try #require(
            manager.isExecutableFile(atPath: fallback.path),
            "build the workbook first (swift build), or set WORKBOOK_EXECUTABLE")
        return fallback
    }

    /// The environment the child gets: this process's own (a sanitizer's runtime and the
    /// toolchain need theirs), with what the test controls overridden.
    static func environment(_ overrides: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["COLUMNS", "NO_COLOR", "WORKBOOK_SOLUTIONS", "WORKBOOK_EXERCISE"] {
            environment[name] = nil
        }
        return environment.merging(overrides) { _, new in new }
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.environment = Self.environment(environment)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Runs `workbook` through `sh -c`, so a test can redirect or close its streams with
    /// `redirection` (such as `>/dev/full` or `>&-`); standard error is captured.
    func runRedirected(_ arguments: [String], _ redirection: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "exec \"$0\" \"$@\" \(redirection)", try Self.executable().path] + arguments
        process.environment = Self.environment([:])
        let error = Pipe()
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            output: "", error: String(decoding: errorData, as: UTF8.self),
            status: process.terminationReason == .uncaughtSignal
                ? 128 + process.terminationStatus : process.terminationStatus)
    }

    @Test("bare workbook prints the comparison and exits 0")
    func bare() throws {
        let run = try run([], environment: ["COLUMNS": "100"])

        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output.contains("✓ All 2 steps drew identical screens in MVC, MVP, MVVM."))
    }

    @Test("a bad option goes to stderr with usage and exit 64")
    func badOption() throws {
        let run = try run(["compare", "--scenario", "nope"])

        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("Error: unknown scenario 'nope'"))
        #expect(run.error.contains("\nUsage: workbook compare "))
    }

    @Test("hint prints one hint, and a bad exercise number exits 64")
    func hint() throws {
        let good = try run(["hint", "1", "--step", "1"])
        let bad = try run(["hint", "13"])

        #expect(good.status == 0)
        #expect(good.output.hasPrefix("Exercise 01 · "))
        #expect(bad.status == 64)
        #expect(
            bad.error.hasPrefix(
                "Error: there is no exercise 13; the exercises are numbered 1–11.\nUsage: workbook hint"))
    }

    // MARK: - Streams that fail

    /// `/dev/full`, a device that is always full, is Linux's: macOS has none.
    @Test(
        "standard output to a full disk: an error on stderr and exit 1, not a crash",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func fullDisk() throws {
        let run = try runRedirected(["scenarios"], ">/dev/full")

        #expect(run.status == 1)
        #expect(run.error == "Error: could not write the output (No space left on device).\n")
    }

    @Test("a closed standard output: an error on stderr and exit 1, and the command does not run")
    func closedOutput() throws {
        let run = try runRedirected(["scenarios"], ">&-")

        #expect(run.status == 1)
        #expect(
            run.error
                == "Error: standard output is closed; the command's output has nowhere to go, so it did not run.\n"
        )
    }

    @Test("a closed standard error: the usual exit code, no crash")
    func closedError() throws {
        let bad = try runRedirected(["compare", "--scenario", "nope"], "2>&- >/dev/null")
        let good = try runRedirected(["scenarios"], "2>&- >/dev/null")

        #expect(bad.status == 64)
        #expect(good.status == 0)
    }

    @Test("a reader that went away (a broken pipe) ends the command quietly with exit 1")
    func brokenPipe() throws {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["scenarios"]
        process.environment = Self.environment([:])
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        // Nobody can read the pipe: the first write fails with EPIPE, every time.
        try output.fileHandleForReading.close()

        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(errorData.isEmpty)
    }

}

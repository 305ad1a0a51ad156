// The built `workbook` executable, end to end: real process, real streams, real exit
// codes — what a learner's terminal sees.

import Foundation
import Testing

@Suite("The workbook executable")
struct ExecutableTests {
    struct Run {
        var output: String
        var error: String
        var status: Int32
    }

    /// The `workbook` binary next to this test bundle's build products.
    static func executable() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("workbook")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fallback = root.appendingPathComponent(".build/debug/workbook")
        try #require(
            FileManager.default.isExecutableFile(atPath: fallback.path),
            "build the workbook first: swift build")
        return fallback
    }

    func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { first, _ in first }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        inputPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
        try inputPipe.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus)
    }

    @Test("bare workbook prints the comparison and exits 0")
    func bare() throws {
        let run = try run([], environment: ["COLUMNS": "100"])

        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output.contains("✓ All 2 steps drew identical screens in MVC, MVP, MVVM."))
    }

    @Test("prints JSON that parses")
    func json() throws {
        let run = try run(["compare", "--scenario", "stale-response", "--format", "json"])

        #expect(run.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(document?["scenario"] as? String == "stale-response")
    }

    @Test("a bad option goes to stderr with usage and exit 64")
    func badOption() throws {
        let run = try run(["compare", "--scenario", "nope"])

        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("Error: unknown scenario 'nope'"))
        #expect(run.error.contains("\nUsage: workbook compare "))
    }

    @Test("a missing users file exits 1")
    func missingFile() throws {
        let run = try run(["compare", "--users", "/no/such/users.json"])

        #expect(run.status == 1)
        #expect(run.error.hasPrefix("Error: the users file '/no/such/users.json' does not exist"))
    }

    @Test("trace prints a Mermaid sequence diagram")
    func trace() throws {
        let run = try run(["trace", "mvp", "--scenario", "first-launch", "--format", "mermaid"])

        #expect(run.status == 0)
        #expect(run.output.hasPrefix("sequenceDiagram\n    title MVP · first-launch\n    participant User\n"))
        #expect(run.output.contains("    Presenter->>Service: fetchUsers()\n"))
    }

    @Test("metrics measures the sources of the workbook it runs in")
    func metrics() throws {
        let run = try run(["metrics", "--format", "json"])

        #expect(run.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let patterns = document?["patterns"] as? [[String: Any]]
        #expect(patterns?.compactMap { $0["pattern"] as? String } == ["mvc", "mvp", "mvvm"])
    }

    @Test("play reads steps from piped input, prints the frames and exits 0 at its end")
    func play() throws {
        let run = try run(["play", "mvvm"], input: "load\nwait\nsearch mi\nselect 1\nback\n")

        #expect(run.status == 0)
        #expect(run.output.contains("── MVVM · after 'select 1' ──\n‹ Users | Mila Haward\n"))
        #expect(
            run.output.hasSuffix(
                "── MVVM · after 'back' ──\nUsers  [Refresh]\nSearch: mi\n1 of 6 users\n1. Mila Haward\n   24 years · mila@test.com\n\n"
            ))
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
}

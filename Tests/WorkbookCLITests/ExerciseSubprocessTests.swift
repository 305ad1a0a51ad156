// Tests of starting real programs (a shell, standing in for `swift test` and git): output,
// exit status, signals — Ctrl-C must reach the program — and the environment it gets.

import Foundation
import Testing

@testable import CommandSupport
@testable import WorkbookCLI

@Suite("Running another program")
struct ExerciseSubprocessTests {
    private let here = URL(fileURLWithPath: FileManager.default.temporaryDirectory.path)

    @Test("collects standard output and error, and the exit status")
    func outputAndStatus() async throws {
        let output = try await Subprocess.run("sh", ["-c", "echo out; echo err 1>&2; exit 3"], in: here)

        #expect(output.text.split(separator: "\n").sorted() == ["err", "out"])
        #expect(output.status == 3)
        #expect(!output.endedBySignal)
    }

    @Test("sets and removes environment variables for the program only")
    func environment() async throws {
        let output = try await Subprocess.run(
            "sh", ["-c", "echo \"$WORKBOOK_A-${HOME:-unset}\""], in: here, set: ["WORKBOOK_A": "a"],
            unset: ["HOME"])

        #expect(output.text == "a-unset\n")
        #expect(ProcessInfo.processInfo.environment["WORKBOOK_A"] == nil)
    }

    @Test("a program killed by a signal ends with 128 + the signal")
    func signal() async throws {
        let output = try await Subprocess.run("sh", ["-c", "kill -TERM $$"], in: here)

        #expect(output.status == 128 + 15)
        #expect(output.endedBySignal)
    }

    @Test("Ctrl-C reaches the program: its signals are not blocked")
    func interruptReachesTheChild() async throws {
        let output = try await Subprocess.run("sh", ["-c", "kill -INT $$; echo still running"], in: here)

        #expect(output.status == 128 + 2)
        #expect(output.text == "")
    }

    @Test("a program that hangs once its stop rule's sign is seen is stopped when the grace is over")
    func stopRuleEndsAHang() async throws {
        let output = try await Subprocess.run(
            "sh", ["-c", "echo started; exec sleep 600"], in: here,
            stopRule: StopRule(grace: .milliseconds(100)) { true })

        #expect(output.stoppedByRule)
        #expect(output.text == "started\n")
    }

    @Test("a program that ends by itself within the grace is not stopped, nor marked")
    func stopRuleLetsAProgramEnd() async throws {
        let output = try await Subprocess.run(
            "sh", ["-c", "echo done"], in: here, stopRule: StopRule(grace: .seconds(600)) { true })

        #expect(!output.stoppedByRule)
        #expect(output.status == 0)
        #expect(output.text == "done\n")
    }

    @Test("a growing file is read by what was added: a mark is found once, even split between two looks")
    func growingFile() throws {
        let url = here.appendingPathComponent("workbook-growing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = GrowingFile(url)
        #expect(!file.newTextContains("Time limit"))  // not written yet

        try Data("{\"text\":\"Time li".utf8).write(to: url)
        #expect(!file.newTextContains("Time limit"))
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("mit was exceeded\"}\n".utf8))
        try handle.close()

        #expect(file.newTextContains("Time limit"))
        #expect(!file.newTextContains("Time limit"))  // nothing new since
    }

    @Test("a program that is not installed is reported as not found")
    func notFound() async {
        await #expect(throws: SubprocessError.notFound("workbook-no-such-program")) {
            try await Subprocess.run("workbook-no-such-program", [], in: here)
        }
    }
}

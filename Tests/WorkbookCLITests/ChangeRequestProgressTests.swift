// What `workbook change-request` says while it works, and how it reads one `swift test`
// run: never silent for long (a line every couple of seconds when piped, one line redrawn
// on a terminal), warnings found in the build's output, and the runs that end a measurement.

import Foundation
import Testing
@testable import WorkbookCLI


@Suite("workbook change-request's progress and its reading of a run")
@MainActor
struct ChangeRequestProgressTests {
    /// A progress display writing to arrays, on a clock the test moves by hand.
    private final class Screen {
        var lines: [String] = []
        var redrawn: [String] = []
        var clears = 0
        var time: Duration = .zero
    }

    private func progress(on screen: Screen, terminal: Bool) -> ChangeRequestProgress {
        ChangeRequestProgress(
            output: .init(
                line: { screen.lines.append($0) },
                redraw: terminal ? { screen.redrawn.append($0) } : nil,
                clear: { screen.clears += 1 },
                width: 40),
            now: { screen.time })
    }

    @Test("piped, a run shows a line at its start, then one every two seconds, then its end")
    func piped() {
        let screen = Screen()
        let progress = progress(on: screen, terminal: false)

        progress.step("MVC: applying mvc-sources.patch")
        progress.beginRun("MVC · MVCTests")
        for second in 1...5 {
            screen.time = .seconds(second)
            progress.update(.building(done: second, total: 5))
            progress.tick()
        }
        progress.endRun("3 of 46 failed")

        #expect(
            screen.lines == [
                "MVC: applying mvc-sources.patch",
                "  MVC · MVCTests: building · 0 s",
                "  MVC · MVCTests: building 2/5 · 2 s",
                "  MVC · MVCTests: building 4/5 · 4 s",
                "  MVC · MVCTests: 3 of 46 failed (5 s)",
            ])
    }

    @Test("on a terminal, one line is redrawn in place every second, cut to the width, then cleared")
    func terminal() {
        let screen = Screen()
        let progress = progress(on: screen, terminal: true)

        progress.beginRun("MVP · MVPTests (existing tests)")
        screen.time = .seconds(61)
        progress.update(.testing)
        progress.endRun("all 58 passed")

        #expect(
            screen.redrawn == [
                "  MVP · MVPTests (existing tests): buil", "  MVP · MVPTests (existing tests): runn",
            ])
        #expect(screen.clears == 1)
        #expect(screen.lines == ["  MVP · MVPTests (existing tests): all 58 passed (1 min 01 s)"])
    }

    @Test("warnings about the copy's own files are found once each; the toolchain's are not")
    func warnings() {
        let scratch = URL(fileURLWithPath: "/work/.build/change-request/package")
        let output = """
            /work/.build/change-request/package/Sources/MVC/List.swift:3:9: warning: variable 'x' was never used
            /work/.build/change-request/package/Sources/MVC/List.swift:3:9: warning: variable 'x' was never used
            /usr/lib/swift/Foundation.swift:1:1: warning: not ours
            [12/40] Compiling MVC List.swift
            """

        #expect(
            TestOutcome.warnings(in: output, scratch: scratch) == [
                "Sources/MVC/List.swift:3:9: variable 'x' was never used"
            ])
    }

    @Test(
        "tests that don't compile are a finding; a crash, or a build that fails without an error, ends the run"
    )
    func outcomes() throws {
        let scratch = URL(fileURLWithPath: "/scratch/package")
        let doubles = SwiftTestRecording.doesNotCompile(
            [
                "Tests/MVPTests/RecordingView.swift:3:7: type 'RecordingView' does not conform to protocol 'ListView'"
            ],
            scratch: scratch)
        let crash = ProcessOutput(
            text: "Test run started.\nFatal error: Unexpectedly found nil\n", status: 132)
        let linker = ProcessOutput(text: "error: link command failed with exit code 1\n", status: 1)

        let run = try TestOutcome.testRun(from: doubles, scratch: scratch)

        #expect(
            run
                == .didNotCompile([
                    "Tests/MVPTests/RecordingView.swift:3:7: type 'RecordingView' does not conform to protocol 'ListView'"
                ]))
        #expect(
            throws: CommandError.failure(
                "the tests crashed, so there is nothing to measure: Fatal error: Unexpectedly found nil")
        ) {
            try TestOutcome.testRun(from: crash, scratch: scratch)
        }
        #expect(throws: CommandError.failure("the build failed: error: link command failed with exit code 1"))
        {
            try TestOutcome.testRun(from: linker, scratch: scratch)
        }
    }

    @Test("a run stopped because it never finished ends the measurement, naming the first test still running")
    func stoppedRun() {
        let records = [
            #"{"kind":"test","payload":{"id":"A","kind":"function","displayName":"waits for a reply"},"version":0}"#,
            #"{"kind":"test","payload":{"id":"B","kind":"function","displayName":"draws a row"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"A"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"B"},"version":0}"#,
        ]
        var output = ProcessOutput(
            text: "Test run started.\n", status: 130, events: records.joined(separator: "\n"))
        output.stoppedByRule = true

        #expect(
            throws: CommandError.failure(
                "the test \"waits for a reply\" (and 1 more) never finished: past its time limit, or nothing new "
                    + "for 5 minutes. The run was stopped, and there is nothing to measure.")
        ) {
            try TestOutcome.testRun(from: output, scratch: URL(fileURLWithPath: "/scratch/package"))
        }
        var building = ProcessOutput(text: "[12/40] Compiling MVC List.swift\n", status: 130)
        building.stoppedByRule = true
        #expect(
            throws: CommandError.failure(
                "the run showed nothing new for 5 minutes and was stopped, so there is nothing to measure.")
        ) {
            try TestOutcome.testRun(from: building, scratch: URL(fileURLWithPath: "/scratch/package"))
        }
    }

    @Test("failed tests are named by file, suite and sentence, in the file's order, each once")
    func failedTests() {
        let events = SwiftTestRecording.ran(4, failing: ["b fails", "a fails"]).events ?? ""

        let failed = FailedTest.all(in: events)

        #expect(failed.map(\.name) == ["b fails", "a fails"])
        #expect(failed.allSatisfy { $0.file == "File.swift" && $0.suite == "Suite" })
    }
}

// What `workbook check` says about failing tests, read from event streams made like Swift
// Testing's: the failed expectation of the lowest README step first, with what was found
// beside what was expected, and the learner's first failing test where the grading needs it.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("What check says about failing tests")
struct FailureReportTests {
    // MARK: - An event stream, record by record

    /// A run of exercise 02's grading: the learner's tests as the cases of one test, then
    /// the tally; `issues` are the `issueRecorded` events.
    private static func run(_ issues: [String], root: URL) -> ProcessOutput {
        let own = "Exercise02Tests.Grading/passes(_:)/GradingTests.swift:11:6"
        let tally = "Exercise02Tests.Grading/catches()/GradingTests.swift:16:6"
        let records =
            [
                #"{"kind":"test","payload":{"id":"\#(own)","kind":"function","displayName":"each of your tests passes against the controller as it is"},"version":0}"#,
                #"{"kind":"test","payload":{"id":"\#(tally)","kind":"function","displayName":"your tests catch every seeded bug"},"version":0}"#,
                #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#,
                #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"\#(own)"},"version":0}"#,
                #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"\#(tally)"},"version":0}"#,
            ] + issues + [
                #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"\#(own)"},"version":0}"#,
                #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"\#(tally)"},"version":0}"#,
                #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#,
            ]
        return ProcessOutput(
            text: "Build complete! (1.00s)\n", status: 1,
            events: records.joined(separator: "\n").replacingOccurrences(of: "{ROOT}", with: root.path))
    }

    /// The learner's test `name` failing at line 9 of their file, comparing two screens.
    private static func ownFailure(_ name: String) -> String {
        let location =
            #"{"_filePath":"{ROOT}/Exercises/02-pin-it-down/Sources/Tests/RowTests.swift","column":5,"fileID":"Exercise02Tests/RowTests.swift","line":9}"#
        return #"""
            {"kind":"event","payload":{"_testCase":{"displayName":"\#(name)","id":"case"},"issue":{"isKnown":false,"sourceLocation":\#(location)},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (screen.lines → [\"2 years\"]) == [\"2 years old\"]"},{"symbol":"difference","text":"inserted [\"2 years\"], removed [\"2 years old\"]"}],"testID":"Exercise02Tests.Grading/passes(_:)/GradingTests.swift:11:6"},"version":0}
            """#
    }

    /// The tally's issue, saying `message`.
    private static func tally(_ message: String) -> String {
        #"""
        {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"fileID":"Exercise02Tests/BugHunt.swift","line":70,"column":25}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"\#(message)"}],"testID":"Exercise02Tests.Grading/catches()/GradingTests.swift:16:6"},"version":0}
        """#
    }

    private static let mustPass =
        "Step 1: your tests must pass against the controller as it is before the bugs they catch can count; "
        + "the failures above show which of them fail there."

    /// Exercise 02 of a fake workbook with the learner's list of tests, one step comment in it.
    private func workbook() throws -> FakeWorkbook {
        let workbook = try FakeWorkbook()
        try workbook.write(
            "Exercises/02-pin-it-down/Sources/Tests/RowTests.swift",
            """
            let rowTests: [RowTest] = [
                RowTest("an example", example),
                // Step 2: the rows.
                RowTest("a row says how old", rowSaysHowOld),
            ]
            """)
        return workbook
    }

    private func check(_ output: ProcessOutput, in workbook: FakeWorkbook) async -> CommandResult {
        let runner = ReplayingTestRunner(["--filter Exercise02": [output]])
        return await workbook.run(["check", "2"], tools: .doubles(runner: runner))
    }

    // MARK: - A test that never returns

    @Test("a test past its time limit that never returned: check stopped the run, named it, says why")
    func neverReturns() async throws {
        let workbook = try workbook()
        let pastTimeLimit = #"""
            {"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Time limit was exceeded: 60.000 seconds"}],"testID":"Exercise02Tests.Grading/catches()/GradingTests.swift:16:6"},"version":0}
            """#
        var output = Self.run([pastTimeLimit], root: workbook.root)
        // Cut short where the runner stopped it: the tally never ended, nor did the run.
        let cut = { (record: Substring) in
            record.contains("runEnded") || record.contains("testEnded") && record.contains("catches()")
        }
        output.events = output.events?.split(separator: "\n").filter { !cut($0) }.joined(separator: "\n")
        output.status = 130
        output.stoppedByRule = true

        let result = await check(output, in: workbook)
        let said = result.standardOutput.replacingOccurrences(of: "\n", with: " ")

        #expect(
            said.contains(
                "✘ Exercise 02's tests never finished: \"your tests catch every seeded bug\" passed its time limit "
                    + "and didn't return, so check stopped the run."))
        #expect(said.contains("A test that awaits something that never happens waits forever"))
        #expect(result.standardError == "Error: exercise 02: a test never finished.\n")
        #expect(result.exitCode == 1)
    }

    @Test(
        "tests killed from outside (SIGKILL, SIGTERM) are not called a crash; a trap still is",
        arguments: [(9, true), (15, true), (1, true), (4, false), (11, false)] as [(Int32, Bool)])
    func killedFromOutside(signal: Int32, fromOutside: Bool) {
        var output = Self.run([], root: URL(fileURLWithPath: "/work/book"))
        output.events = output.events?.split(separator: "\n").filter { !$0.contains("runEnded") }
            .joined(separator: "\n")
        output.status = 128 + signal

        let outcome = TestRunReport(output: output).outcome

        #expect(
            outcome
                == (fromOutside
                    ? .stoppedFromOutside(signal: signal)
                    : .crashed("the tests stopped with signal \(signal)")))
    }

    @Test("tests killed after ignoring a Ctrl-C passed on to them were interrupted, not killed from outside")
    func interruptedThenKilled() {
        var output = Self.run([], root: URL(fileURLWithPath: "/work/book"))
        output.events = output.events?.split(separator: "\n").filter { !$0.contains("runEnded") }
            .joined(separator: "\n")
        output.status = 128 + 9
        #expect(TestRunReport(output: output).outcome == .stoppedFromOutside(signal: 9))

        output.stoppedByRunner = true

        #expect(TestRunReport(output: output).outcome == .interrupted)
    }

    @Test("a failing test of the learner's follows the grading's 'must pass first': its name, values, place")
    func ownTestFails() async throws {
        let workbook = try workbook()
        let output = Self.run(
            [Self.ownFailure("a row says how old"), Self.tally(Self.mustPass)], root: workbook.root)

        let result = await check(output, in: workbook)

        #expect(
            result.standardOutput.hasSuffix(
                """
                ✘ 0 of 2 tests pass; 2 fail. (The exercise's tests, which run yours.)

                The first failed expectation (of 2), in "your tests catch every seeded bug":
                  \(Self.mustPass)
                  Your tests: Exercises/02-pin-it-down/Sources/Tests/

                Your first failing test, "a row says how old":
                  Expectation failed: (screen.lines → ["2 years"]) == ["2 years old"]
                  Difference: inserted ["2 years"], removed ["2 years old"]
                  at RowTests.swift:9:5

                It belongs to step 1 of Exercises/02-pin-it-down/README.md — Age.
                Stuck? Run 'swift run workbook hint 2 --step 1'.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise02

                """))
        #expect(result.exitCode == 1)
    }

    @Test("bugs not caught yet: the tally with its step, the learner's tests rather than the grader's line")
    func bugsNotCaught() async throws {
        let workbook = try workbook()
        let message =
            "Step 2: your tests caught 1 of 2 bugs; not caught: a row forgets the age (step 2)."
        let output = Self.run([Self.tally(message)], root: workbook.root)

        let result = await check(output, in: workbook)

        #expect(
            result.standardOutput.hasSuffix(
                """
                ✘ 1 of 2 tests pass; 1 fails. (The exercise's tests, which run yours.)

                The first failed expectation, in "your tests catch every seeded bug":
                  \(message)
                  Your tests: Exercises/02-pin-it-down/Sources/Tests/

                It belongs to step 2 of Exercises/02-pin-it-down/README.md.
                Stuck? Run 'swift run workbook hint 2 --step 2'.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise02

                """))
    }

    // MARK: - What was found, beside what was expected

}

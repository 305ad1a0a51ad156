// What `workbook check` says about failing tests, read from event streams made like Swift
// Testing's: the failed expectation of the lowest README step first, with what was found
// beside what was expected, and the grader's tally recorded on the learner's suite.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("What check says about failing tests")
struct FailureReportTests {
    // MARK: - An event stream, record by record

    /// A run of exercise 02's grading: the learner's two tests in a suite that carries the
    /// grader's trait, which records the tally on the suite; `issues` are `issueRecorded` events.
    private static func run(_ issues: [String], root: URL) -> ProcessOutput {
        let tests = ["Exercise02Tests.RowTests/example()/RowTests.swift:5:6", ownTest]
        let records =
            [
                #"{"kind":"test","payload":{"id":"\#(suite)","kind":"suite","displayName":"Exercise 02 · your tests"},"version":0}"#
            ]
            + zip(tests, ["an example", "a row says how old"]).map { id, name in
                #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","displayName":"\#(name)"},"version":0}"#
            }
            + [#"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#]
            + tests.map {
                #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"\#($0)"},"version":0}"#
            }
            + issues
            + tests.map {
                #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"\#($0)"},"version":0}"#
            }
            + [#"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#]
        return ProcessOutput(
            text: "Build complete! (1.00s)\n", status: 1,
            events: records.joined(separator: "\n").replacingOccurrences(of: "{ROOT}", with: root.path))
    }

    private static let suite = "Exercise02Tests.RowTests"
    private static let ownTest = "Exercise02Tests.RowTests/rowSaysHowOld()/RowTests.swift:9:6"

    /// The learner's test failing at line 9 of their file, comparing two screens.
    private static let ownFailure = #"""
        {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"_filePath":"{ROOT}/Exercises/02-pin-it-down/Sources/Tests/RowTests.swift","column":5,"fileID":"Exercise02Tests/RowTests.swift","line":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (screen.lines → [\"2 years\"]) == [\"2 years old\"]"},{"symbol":"difference","text":"inserted [\"2 years\"], removed [\"2 years old\"]"}],"testID":"\#(ownTest)"},"version":0}
        """#

    /// The tally's issue, recorded on the suite, saying `message`.
    private static func tally(_ message: String) -> String {
        #"""
        {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"_filePath":"{ROOT}/Exercises/Support/Grading/BugHunt.swift","fileID":"ExerciseGrading/BugHunt.swift","line":70,"column":25}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"\#(message)"}],"testID":"\#(suite)"},"version":0}
        """#
    }

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
            {"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Time limit was exceeded: 60.000 seconds"}],"testID":"\#(Self.ownTest)"},"version":0}
            """#
        var output = Self.run([pastTimeLimit], root: workbook.root)
        // Cut short where the runner stopped it: the test never ended, nor did the run.
        let cut = { (record: Substring) in
            record.contains("runEnded") || record.contains("testEnded") && record.contains("rowSaysHowOld")
        }
        output.events = output.events?.split(separator: "\n").filter { !cut($0) }.joined(separator: "\n")
        output.status = 130
        output.stoppedByRule = true

        let result = await check(output, in: workbook)
        let said = result.standardOutput.replacingOccurrences(of: "\n", with: " ")

        #expect(
            said.contains(
                "✘ Exercise 02's tests never finished: \"a row says how old\" passed its time limit "
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

    @Test("a failing test that names no step (a team test too): its name, values and place, no step guessed")
    func ownTestFails() async throws {
        let workbook = try workbook()

        let result = await check(Self.run([Self.ownFailure], root: workbook.root), in: workbook)

        #expect(
            result.standardOutput.hasSuffix(
                """
                ✘ 1 of 2 tests pass; 1 fails.

                The first failed expectation, in "a row says how old":
                  Expectation failed: (screen.lines → ["2 years"]) == ["2 years old"]
                  Difference: inserted ["2 years"], removed ["2 years old"]
                  at RowTests.swift:9:5

                Read Exercises/02-pin-it-down/README.md; stuck? Run 'swift run workbook hint 2'.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise02

                """))
        #expect(result.exitCode == 1)
    }

    @Test(
        "bugs not caught yet: the suite's tally with its step, the learner's tests rather than the grader's line"
    )
    func bugsNotCaught() async throws {
        let workbook = try workbook()
        let message =
            "Step 2: your tests caught 1 of 2 bugs; not caught: a row forgets the age (step 2)."
        let output = Self.run([Self.tally(message)], root: workbook.root)

        let result = await check(output, in: workbook)

        #expect(
            result.standardOutput.hasSuffix(
                """
                ✘ All 2 tests pass, but their suite reports a problem.

                The first failed expectation, in "Exercise 02 · your tests":
                  \(message)
                  Your tests: Exercises/02-pin-it-down/Sources/Tests/

                It belongs to step 2 of Exercises/02-pin-it-down/README.md.
                Stuck? Run 'swift run workbook hint 2 --step 2'.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise02

                """))
    }

    // MARK: - What was found, beside what was expected

}

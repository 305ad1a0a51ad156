// Tests of reading `swift test` output, on real recorded runs: counts, the failed
// expectations with their `Step K:` messages, compiler errors, crashes.

import Foundation
import Testing
@testable import WorkbookCLI


@Suite("Reading what swift test printed")
struct ExerciseTestRunReportTests {
    private let root = URL(fileURLWithPath: "/learner/workbook")

    private func report(_ recording: RecordedSwiftTest) -> TestRunReport {
        TestRunReport(output: recording.output(root: root))
    }

    // MARK: - Whole runs

    @Test("a failing run: counts, failed tests and every issue")
    func failingRun() {
        let report = report(.failing)

        #expect(report.outcome == .failed)
        #expect(report.testCount == 6)
        #expect(report.passedCount == 2)
        #expect(
            report.failedTests == [
                "one user reads \"1 user\"", "no users at all reads \"No users yet.\"",
                "a refresh updates the header",
                "a refresh that brings no users replaces the header",
            ])
        #expect(report.issues.count == 10)
        #expect(report.issues.map(\.step) == [2, 2, 2, 2, 2, 2, 3, 1, 3, 3])
    }

    @Test("the first issue shown is the lowest step's, with its whole message and location")
    func firstIssue() throws {
        let report = report(.failing)

        let issue = try #require(report.firstIssue)

        #expect(issue.testName == "a refresh updates the header")
        #expect(issue.arguments == "before → 4, after → 1")
        #expect(issue.location == "UserListViewControllerTests.swift:96:9")
        #expect(
            issue.expectation
                == "Expectation failed: (lineUnderTheBar(screen) → \"1 users\") == (expected → \"1 user\")")
        #expect(
            issue.message == """
                Step 1: after a refresh brings 1 users (there were 4), the header should read "1 user" — set it \
                wherever the rows are reloaded. The screen was:
                Users  [Refresh]
                1 users
                1. Person Number1
                   20 years · person1@test.com
                """)
    }

    @Test("among issues of the same step, the first in the test file comes first, whatever finished first")
    func firstIssueBySourceOrder() {
        let text = """
            ◇ Test run started.
            ✘ Test "b" recorded an issue at T.swift:40:9: Expectation failed: b
            ↳ Step 2: b
            ✘ Test "a" recorded an issue at T.swift:12:9: Expectation failed: a
            ↳ Step 2: a
            ✘ Test "c" recorded an issue: Caught error: c
            ↳ Step 2: c
            ✘ Test run with 3 tests in 1 suite failed after 0.001 seconds with 3 issues.

            """

        let report = TestRunReport(output: ProcessOutput(text: text, status: 1))

        #expect(report.firstIssue?.testName == "a")
    }

    @Test("a difference line (±) is not part of the message")
    func differenceIsSkipped() {
        let report = report(.failing)

        let noUsers = report.issues.first { $0.testName == "no users at all reads \"No users yet.\"" }

        #expect(
            noUsers?.message == """
                Step 3: with no users the screen should be the title bar, then "No users yet." (not "0 users"). \
                The screen was:
                Users  [Refresh]
                0 users
                """)
    }

    @Test("a passing run counts its tests and has no issues")
    func passingRun() {
        let report = report(.passing)

        #expect(report.outcome == .passed)
        #expect(report.testCount == 6)
        #expect(report.failedTests.isEmpty)
        #expect(report.issues.isEmpty)
    }

    @Test("a run that matched no tests passes with a count of zero")
    func noTests() {
        let report = report(.noTests)

        #expect(report.outcome == .passed)
        #expect(report.testCount == 0)
    }

    @Test("a compile error: the compiler's error once, though the compiler printed it twice")
    func compileError() {
        let report = report(.compileError)

        #expect(
            report.outcome
                == .didNotBuild(
                    [
                        CompilerError(
                            path:
                                "/learner/workbook/Exercises/01-count-the-users/Sources/UserListViewController.swift",
                            line: 61, column: 43,
                            message: "cannot assign value of type 'Int' to type 'String'")
                    ], firstLine: "error: fatalError"))
    }

    @Test("a compile error in another exercise names that exercise's file")
    func otherCompileError() {
        let report = report(.otherExerciseCompileError)

        guard case .didNotBuild(let errors, _) = report.outcome else {
            Issue.record("expected a build failure, got \(report.outcome)")
            return
        }
        #expect(errors.map(\.path) == ["/learner/workbook/Exercises/02-pin-it-down/Sources/Exercise02.swift"])
        #expect(errors.map(\.line) == [2])
    }

    @Test("a crash is reported with its fatal error line, and its crashed thread's first frame in a source")
    func crash() {
        let report = report(.crash)

        #expect(
            report.outcome
                == .crashed("Exercise01/UserListViewController.swift:61: Fatal error: Step 1 not done"))
        #expect(
            report.crashSite
                == root.path + "/Exercises/01-count-the-users/Sources/UserListViewController.swift:61")
    }

    @Test("a run that did not crash names no crash site, though other threads' frames name files")
    func noCrashSite() {
        let output = ProcessOutput(
            text: "Thread 0 \"main\":\n  1 [ra] 0x01 f() in T.xctest at /w/Sources/A.swift:3\n",
            status: 0)

        #expect(TestRunReport(output: output).crashSite == nil)
        #expect(report(.failing).crashSite == nil)
    }

    @Test("a run stopped by Ctrl-C is interrupted, whatever it printed")
    func interrupted() {
        let output = ProcessOutput(text: RecordedSwiftTest.failing.text, status: 130)

        let report = TestRunReport(output: output)

        #expect(report.outcome == .interrupted)
    }

    @Test("a failed status before any test ran is a build failure, with its first error line")
    func buildFailureWithoutCompilerErrors() {
        let output = ProcessOutput(
            text: "warning: something odd\nerror: could not find Package.swift\n\n", status: 1)

        let report = TestRunReport(output: output)

        #expect(report.outcome == .didNotBuild([], firstLine: "error: could not find Package.swift"))
    }

    @Test("a failed status after the run started, without a summary, is unrecognized, with its last line")
    func unrecognized() {
        let output = ProcessOutput(text: "◇ Test run started.\nsomething went away\n\n", status: 1)

        let report = TestRunReport(output: output)

        #expect(report.outcome == .unrecognized("something went away"))
    }

    @Test("colour codes are ignored")
    func colours() {
        let text = "\u{1B}[1;32m✔\u{1B}[0m Test run with 3 tests in 1 suite passed after 0.001 seconds.\n"

        let report = TestRunReport(output: ProcessOutput(text: text, status: 0))

        #expect(report.outcome == .passed)
        #expect(report.testCount == 3)
    }

    // MARK: - Single lines

    @Test("an issue line without arguments or location keeps the whole description")
    func issueWithoutLocation() {
        let line = "✘ Test \"loads\" recorded an issue: Caught error: URLError(-1009)"

        let issue = TestRunReport.issue(in: line)

        #expect(
            issue
                == TestIssue(
                    testName: "loads", arguments: "", location: nil,
                    expectation: "Caught error: URLError(-1009)",
                    message: nil))
        #expect(issue?.step == nil)
    }

    @Test(
        "a message names its README step; one spanning steps names the last",
        arguments: [
            ("Step 2: the header should read \"3 users\"", 2), ("Steps 1–2: once loaded, …", 2),
            ("Steps 1 and 3: a view nobody holds …", 3), ("Step 1 and 4: the error should show", 4),
            ("Steps 1-2: bound after two changes", 2), ("the header is wrong", nil), ("Step two: no", nil),
        ])
    func stepOfMessage(_ message: String, step: Int?) {
        let issue = TestIssue(testName: "t", arguments: "", location: nil, expectation: "", message: message)

        #expect(issue.step == step)
    }

    @Test("suite lines, run lines and passing lines are not failed tests")
    func notFailedTests() {
        let lines = [
            "✘ Suite \"Exercise 01 · Count the users\" failed after 0.011 seconds with 10 issues.",
            "✘ Test run with 6 tests in 1 suite failed after 0.012 seconds with 10 issues.",
            "✔ Test \"the header counts the users\" with 4 test cases passed after 0.007 seconds.",
        ]

        let names = lines.map(TestRunReport.failedTest(in:))

        #expect(names == [nil, nil, nil])
    }

    @Test("a failed test's name keeps its own quotes and drops the case count")
    func failedTestName() {
        let line =
            "✘ Test \"one user reads \"1 user\"\" with 6 test cases failed after 0.007 seconds with 6 issues."

        let name = TestRunReport.failedTest(in: line)

        #expect(name == "one user reads \"1 user\"")
    }

    @Test("a compiler error line needs a line and a column; XCTest's failures have no column")
    func compilerErrorLines() {
        let lines = [
            "/w/Exercises/01-x/Sources/A.swift:3:7: error: cannot find 'x' in scope",
            "/w/Tests/A.swift:12: error: -[A.B test] : XCTAssertEqual failed",
            "   |       `- error: cannot find 'x' in scope",
        ]

        let errors = lines.map(TestRunReport.compilerError(in:))

        #expect(
            errors == [
                CompilerError(
                    path: "/w/Exercises/01-x/Sources/A.swift", line: 3, column: 7,
                    message: "cannot find 'x' in scope"),
                nil, nil,
            ])
    }
}

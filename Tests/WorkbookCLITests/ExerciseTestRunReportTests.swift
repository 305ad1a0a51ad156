// Tests of reading a `swift test` run: the compiler's errors and crashes from its console,
// how it ended, on recorded runs.

import Foundation
import Testing

@testable import WorkbookCLI

@Suite("Reading what swift test printed")
struct ExerciseTestRunReportTests {
    private let root = URL(fileURLWithPath: "/learner/workbook")

    private func report(_ recording: RecordedSwiftTest) -> TestRunReport {
        TestRunReport(output: recording.output(root: root))
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

    @Test("a run that matched no tests passes with a count of zero")
    func noTests() {
        #expect(report(.noTests).outcome == .passed)
        #expect(report(.noTests).testCount == 0)
    }

    @Test("a run stopped by Ctrl-C is interrupted, whatever it printed")
    func interrupted() {
        var output = RecordedSwiftTest.failing.output(root: root)
        output.status = 130

        #expect(TestRunReport(output: output).outcome == .interrupted)
    }

    @Test("a failed status before any test ran is a build failure, with its first error line")
    func buildFailureWithoutCompilerErrors() {
        let output = ProcessOutput(
            text: "warning: something odd\n\u{1B}[31merror: could not find Package.swift\u{1B}[0m\n\n",
            status: 1)

        let report = TestRunReport(output: output)

        #expect(report.outcome == .didNotBuild([], firstLine: "error: could not find Package.swift"))
    }

    @Test("a failed status after the run started, without its end, is unrecognized, with its last line")
    func unrecognized() {
        let output = ProcessOutput(text: "◇ Test run started.\nsomething went away\n\n", status: 1)

        #expect(TestRunReport(output: output).outcome == .unrecognized("something went away"))
    }

    @Test("a compiler error line needs a line and a column")
    func compilerErrorLine() {
        #expect(TestRunReport.compilerError(in: "/w/A.swift:3:4: error: bad") != nil)
        #expect(TestRunReport.compilerError(in: "/w/A.swift:3: error: bad") == nil)
    }
}

// Tests of `workbook check N` on recorded `swift test` runs: the friendly summary for a
// failing, passing, non-compiling, blocked and crashing exercise, and the bad arguments.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("workbook check")
struct ExerciseCheckCommandTests {
    private let announcement =
        "Checking exercise 01 · Count the users: swift test --filter Exercise01 (this exercise alone)\n"

    private func check(
        _ recording: RecordedSwiftTest, arguments: [String] = ["check", "1"],
        environment: [String: String] = [:], cloned: Bool = true, missing: [String] = []
    ) async throws -> (result: CommandResult, calls: [[String]]) {
        let workbook = try FakeWorkbook()
        if cloned {
            try FileManager.default.createDirectory(
                at: workbook.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        }
        let runner = ReplayingTestRunner(["--filter Exercise01": [recording.output(root: workbook.root)]])

        let starters = FixedStarterSource(result: .success([:]), missing: missing)
        let result = await workbook.run(
            arguments, tools: .doubles(runner: runner, starters: starters), environment: environment)

        return (result, await runner.calls)
    }

    @Test("a failing exercise: the counts, the lowest step's expectation, its README step and the hint")
    func failing() async throws {
        let (result, calls) = try await check(.failing)

        #expect(calls == [["--filter", "Exercise01"]])
        #expect(
            result.standardOutput == announcement + """
                ✘ 0 of 6 tests pass; 6 fail.

                The first failed expectation (of 17), in "the header counts the users" (count → 2):
                  Step 1: with 2 users the line under the title bar should read "2 users". The screen was:
                  Users  [Refresh]
                  1. Person Number1
                     20 years · person1@test.com
                  2. Person Number2
                     21 years · person2@test.com
                  Checked (→ shows the value found): (lineUnderTheBar(screen) → "1. Person Number1") == ("\\(count) users" → "2 users")
                  at UserListViewControllerTests.swift:47:9

                It belongs to step 1 of Exercises/01-count-the-users/README.md — Put the header in the label.
                Stuck? Run 'swift run workbook hint 1 --step 1'.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise01

                """)
        #expect(result.standardError == "Error: exercise 01: failing — 6 of 6 tests fail.\n")
        #expect(result.exitCode == 1)
    }

    @Test("a passing exercise: done, and which exercise is next")
    func passing() async throws {
        let (result, _) = try await check(.passing)

        #expect(
            result.standardOutput == announcement + """
                ✔ All 6 tests pass. Exercise 01 is done.
                Next: exercise 02 · Pin it down (chapter 03)
                  Read Exercises/02-pin-it-down/README.md, then run: swift run workbook check 2

                """)
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test("a graded pass: the grader's tally of the bugs caught, under 'All tests pass'")
    func gradedPass() async throws {
        let workbook = try FakeWorkbook()
        var output = RecordedSwiftTest.passing.output(root: workbook.root)
        output.text = "◇ Your tests caught every seeded bug: 5 of 5.\n" + output.text
        let runner = ReplayingTestRunner(["--filter Exercise01": [output]])

        let result = await workbook.run(["check", "1"], tools: .doubles(runner: runner))

        #expect(
            result.standardOutput == announcement + """
                ✔ All 6 tests pass. Exercise 01 is done.
                Your tests caught every seeded bug: 5 of 5.
                Next: exercise 02 · Pin it down (chapter 03)
                  Read Exercises/02-pin-it-down/README.md, then run: swift run workbook check 2

                """)
    }

    @Test("a compile error in the exercise: the compiler's first error, with the path inside the workbook")
    func compileError() async throws {
        let (result, _) = try await check(.compileError)

        #expect(
            result.standardOutput == announcement + """
                ✘ Exercise 01 does not compile. The compiler's first error:
                  Exercises/01-count-the-users/Sources/UserListViewController.swift:61:43: cannot assign value of \
                type 'Int' to type 'String'
                Fix it and check again ('swift build' in Exercises/ shows every error), or start over with 'swift run workbook reset 1'.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise01

                """)
        #expect(result.standardError == "Error: exercise 01: does not compile.\n")
        #expect(result.exitCode == 1)
    }

    @Test(
        "a compile error inside #expect in the learner's own test is theirs: file, line, the compiler's words"
    )
    func compileErrorInExpect() async throws {
        let (result, _) = try await check(.compileErrorInExpect)

        #expect(
            result.standardOutput == announcement + """
                ✘ Exercise 01 does not compile. The compiler's first error:
                  Exercises/01-count-the-users/Sources/Tests/EditTests.swift:31:36: main actor-isolated property \
                'fetchCount' cannot be accessed from outside of the actor
                  It is inside #expect(…): an await or try it needs goes in its parentheses.
                Fix it and check again ('swift build' in Exercises/ shows every error), or start over with 'swift run workbook reset 1'.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise01

                """)
        #expect(result.standardError == "Error: exercise 01: does not compile.\n")
    }

    @Test("a deleted file the exercise gives: named, with how to put it back, not called a broken workbook")
    func givenFileDeleted() async throws {
        let given = "Exercises/01-count-the-users/Given/Form/EditProfileViewController.swift"

        let (result, _) = try await check(.givenFileDeleted, missing: [given])

        #expect(
            result.standardOutput == announcement + """
                ✘ Exercise 01 can't be checked: files that come with the workbook are missing:
                  \(given)
                Put them back with: git checkout -- \(given)
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise01

                """)
        #expect(result.standardError == "Error: exercise 01: not checked — files it needs are missing.\n")
    }

    @Test("a crash in the tests: the fatal error's line and where it happened, not a crash of the runner")
    func crash() async throws {
        let (result, _) = try await check(.crash)

        #expect(
            result.standardOutput == announcement + """
                ✘ Exercise 01's tests crashed, so they could not finish:
                  Exercise01/UserListViewController.swift:61: Fatal error: Step 1 not done \
                (at Exercises/01-count-the-users/Sources/UserListViewController.swift:61)
                A crash stops every test. Look for what can trap: a force unwrap (!), 'try!', an index out of \
                range, an overflow, 'fatalError'; 'swift test --filter Exercise01' prints the backtrace, which \
                names the file and line.
                Everything 'swift test' printed: cd Exercises && swift test --filter Exercise01

                """)
        #expect(result.standardError == "Error: exercise 01: crashed.\n")
        #expect(result.exitCode == 1)
    }

    @Test("without Swift on the PATH it says so and exits 1")
    func missingSwift() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["check", "1"], tools: .doubles(runner: MissingSwift()))

        #expect(result.standardOutput == announcement)
        #expect(
            result.standardError
                == "Error: 'swift' is not on your PATH, so the tests can't run. Install a Swift toolchain (swift.org).\n"
        )
        #expect(result.exitCode == 1)
    }

}

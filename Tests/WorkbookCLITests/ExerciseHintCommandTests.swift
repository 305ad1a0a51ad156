// Tests of `workbook hint N [--step K] [--level L]`: one level of one step's hint at a time —
// a nudge, then where to look, then the code — the way to the next one, the first failing
// step found by running the tests, and the errors for a bad exercise, step or level.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("workbook hint")
struct ExerciseHintCommandTests {
    private let usage =
        "Usage: workbook hint <exercise> [--step K] [--level L]\nSee 'workbook hint --help'.\n"

    /// Hints in three levels per step, as the exercises write them.
    private static let leveledHints = """
        # Hints · Exercise 01

        Ask for one at a time.

        ## Step 1 — Put the header in the label

        ### 1 · Nudge

        Where are the rows reloaded?

        ### 2 · Where to look

        `loadUsers()`, in chapter 02.

        ### 3 · The code

        ```swift
        summaryLabel.text = "\\(users.count) users"
        ```

        ## Step 2

        ### 1 · Nudge

        One is not many.

        ### 2 · Where to look

        Compare `users.count` with 1.

        ### 3 · The code

        `users.count == 1 ? "1 user" : "\\(users.count) users"`
        """

    /// A workbook whose exercise 01 has leveled hints for its first two steps.
    private func leveledWorkbook() throws -> FakeWorkbook {
        let workbook = try FakeWorkbook()
        try workbook.write("Exercises/01-count-the-users/HINTS.md", Self.leveledHints)
        return workbook
    }

    // MARK: - One level at a time

    @Test("--step K opens at the step's nudge and says how to get the next level; no tests run")
    func nudge() async throws {
        let workbook = try leveledWorkbook()
        let runner = ReplayingTestRunner([:])

        let result = await workbook.run(["hint", "1", "--step", "1"], tools: .doubles(runner: runner))

        #expect(
            result.standardOutput == """
                Exercise 01 · Count the users — step 1 of 2: Put the header in the label — hint 1 of 3 · Nudge

                Where are the rows reloaded?

                Next hint: swift run workbook hint 1 --step 1 --level 2 (where to look)

                """)
        #expect(result.exitCode == 0)
        #expect(await runner.calls.isEmpty)
    }

    @Test("--level 3 shows the code, then points at the next step")
    func code() async throws {
        let workbook = try leveledWorkbook()

        let result = await workbook.run(["hint", "1", "--step", "1", "--level", "3"], tools: .doubles())

        #expect(
            result.standardOutput == """
                Exercise 01 · Count the users — step 1 of 2: Put the header in the label — hint 3 of 3 · The code

                ```swift
                summaryLabel.text = "\\(users.count) users"
                ```

                That was the last hint for step 1. Next step: swift run workbook hint 1 --step 2

                """)
    }

    // MARK: - Opening at the first failing step

    @Test("without --step: runs the exercise's tests and opens at the first failing step's nudge")
    func firstFailingStep() async throws {
        let workbook = try leveledWorkbook()
        let runner = ReplayingTestRunner([
            "--filter Exercise01": [RecordedSwiftTest.failing.output(root: workbook.root)]
        ])

        let result = await workbook.run(["hint", "1"], tools: .doubles(runner: runner))

        #expect(await runner.calls == [["--filter", "Exercise01"]])
        #expect(await runner.isolations == ["01"], "hint builds the exercise alone, as check does")
        #expect(
            result.standardOutput == """
                Running 'swift test --filter Exercise01' for this exercise alone to find your first failing step ('--step K' skips this)…
                Your first failed expectation belongs to step 1.

                Exercise 01 · Count the users — step 1 of 2: Put the header in the label — hint 1 of 3 · Nudge

                Where are the rows reloaded?

                Next hint: swift run workbook hint 1 --step 1 --level 2 (where to look)

                """)
        #expect(result.exitCode == 0)
    }

    // MARK: - Errors

    @Test(
        "a step that does not exist is a usage error naming the steps there are",
        arguments: ["4", "0", "two"])
    func badStep(step: String) async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["hint", "1", "--step", step], tools: .doubles())

        #expect(result.standardOutput == "")
        #expect(
            result.standardError == "Error: exercise 01 has steps 1–3; '--step \(step)' is not one of them.\n"
                + usage)
        #expect(result.exitCode == 64)
    }

    @Test(
        "a level that does not exist is a usage error naming the levels there are",
        arguments: ["4", "0", "x", "-9223372036854775808"])
    func badLevel(level: String) async throws {
        let workbook = try leveledWorkbook()

        let result = await workbook.run(["hint", "1", "--step", "2", "--level", level], tools: .doubles())

        #expect(
            result.standardError
                == "Error: step 2 of exercise 01 has hint levels 1–3; '--level \(level)' is not one of them.\n"
                + usage)
        #expect(result.exitCode == 64)
    }

    @Test("without --step, a level no step has is a usage error at once, before the tests run")
    func badLevelWithoutStep() async throws {
        let workbook = try leveledWorkbook()
        let runner = ReplayingTestRunner([:])

        let result = await workbook.run(["hint", "1", "--level", "9"], tools: .doubles(runner: runner))

        #expect(await runner.calls.isEmpty)
        #expect(
            result.standardError
                == "Error: step 1 of exercise 01 has hint levels 1–3; '--level 9' is not one of them.\n"
                + usage)
        #expect(result.exitCode == 64)
    }

    @Test("an exercise without HINTS.md is a failure, not a crash")
    func noHints() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["hint", "3"], tools: .doubles())

        #expect(
            result.standardError
                == "Error: exercise 03 has no hints yet (Exercises/03-a-passive-view/HINTS.md is missing).\n")
        #expect(result.exitCode == 1)
    }
}

// Tests of `workbook hint N [--step K]`: one section of HINTS.md at a time, the README's
// step title, the way to the next hint, and the errors for a bad exercise or step.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("workbook hint")
struct ExerciseHintCommandTests {
    private let usage = "Usage: workbook hint <exercise> [--step K]\nSee 'workbook hint --help'.\n"

    @Test("without --step: the first step's hint, and how to get the next")
    func firstHint() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["hint", "1"], tools: .doubles())

        #expect(
            result.standardOutput == """
                Exercise 01 · Count the users — hint for step 1 of 3: Put the header in the label

                Look at `loadUsers()`: where are the rows reloaded?

                Next hint: workbook hint 1 --step 2

                """)
        #expect(result.exitCode == 0)
    }

    @Test("the last step's hint, several lines long, points at the solution")
    func lastHint() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["hint", "01", "--step", "3"], tools: .doubles())

        #expect(
            result.standardOutput == """
                Exercise 01 · Count the users — hint for step 3 of 3: No users at all

                An empty list is a sentence of its own,
                not a count.

                That was the last hint. Still stuck? 'workbook solution 1' shows the reference (it spoils the exercise).

                """)
        #expect(result.exitCode == 0)
    }

    @Test("a step whose README heading has no title, and a title after 'Exercise 02:'")
    func stepWithoutTitle() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["hint", "2", "--step=2"], tools: .doubles())

        #expect(
            result.standardOutput.hasPrefix("Exercise 02 · Pin it down — hint for step 2 of 2\n\nRows.\n\n"))
    }

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

    @Test("an exercise that does not exist is a usage error naming the range")
    func badExercise() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["hint", "13"], tools: .doubles())

        #expect(
            result.standardError == "Error: there is no exercise 13; the exercises are numbered 1–12.\n"
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

    @Test("--help exits 0")
    func help() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["hint", "--help"], tools: .doubles())

        #expect(result.standardOutput == Workbook.help(for: HintCommand.self) + "\n")
        #expect(result.exitCode == 0)
    }
}

@Suite("Reading README steps and HINTS sections")
struct ExerciseDocumentsTests {
    @Test("README steps: number and title, whatever the dash")
    func readmeSteps() {
        let readme = "# Title\n### Step 1 — One\ntext\n### Step 2: Two\n### Step 3\n## Step 9 is not a step\n"

        let steps = ExerciseStep.steps(inReadme: readme)

        #expect(
            steps == [
                ExerciseStep(number: 1, title: "One"), ExerciseStep(number: 2, title: "Two"),
                ExerciseStep(number: 3, title: ""),
            ])
    }

    @Test("HINTS sections end at the next second-level heading and keep deeper headings")
    func hintSections() {
        let markdown =
            "# Hints\n\n## Step 1\n\nA.\n### Detail\nB.\n\n## Step 2 — nearly the answer\nC.\n## Notes\nD.\n"

        let hints = ExerciseHints(markdown: markdown)

        #expect(hints.hints == [1: "A.\n### Detail\nB.", 2: "C."])
    }
}

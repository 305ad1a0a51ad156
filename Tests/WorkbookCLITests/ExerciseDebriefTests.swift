// Tests of the debriefs: `workbook check N` prints an exercise's DEBRIEF.md the first time it
// passes and records that in `.workbook-progress`, names the file on later passes, prints
// nothing on a failure; the same file times each exercise from when a command first names it
// to its first pass; it is appended to, never rewritten, and garbage in it counts as nothing.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("Debriefs")
struct ExerciseDebriefTests {
    private static let debrief = """
        # Exercise 01 · Count the users — debrief

        Spoiler: read after `swift run workbook check 1` passes.

        ## The move

        The header is set wherever the rows are reloaded,
        so the two can never disagree.

        <!-- from: Sources/UserModel/User.swift -->
        ```swift
                header.text = users.count == 1 ? "1 user" : "\\(users.count) users" // a long line stays whole
        ```

        - Compare where you set it with where the workbook does.
        """

    private let passed = "✔ All 6 tests pass. Exercise 01 is done.\n"
    /// What the progress file gains from a first check that passes, at the doubles' fixed date.
    private let startLine = "start 01 2026-11-18T11:06:40Z\n"
    private let passedLine = "debrief 01 2026-11-18T11:06:40Z\n"
    /// Printed last, after the debrief, so it is what the learner reads last.
    private let next = """
        Next: exercise 02 · Pin it down (chapter 03)
          Read Exercises/02-pin-it-down/README.md, then run: swift run workbook check 2

        """

    private func workbook() throws -> FakeWorkbook {
        let workbook = try FakeWorkbook()
        try workbook.write("Exercises/01-count-the-users/DEBRIEF.md", Self.debrief)
        return workbook
    }

    private func check(
        _ workbook: FakeWorkbook, _ recording: RecordedSwiftTest,
        environment: [String: String] = ["COLUMNS": "40"], minutesLater minutes: Double = 0
    ) async -> CommandResult {
        let runner = ReplayingTestRunner(["--filter Exercise01": [recording.output(root: workbook.root)]])
        let now = ExerciseTools.fixedDate.addingTimeInterval(minutes * 60)
        return await workbook.run(
            ["check", "1"], tools: .doubles(runner: runner, now: now), environment: environment)
    }

    @Test("the first pass prints the debrief, less its HTML comments, and records it")
    func firstPass() async throws {
        let workbook = try workbook()

        let result = await check(workbook, .passing)

        #expect(
            result.standardOutput.hasSuffix(
                passed + """

                    Done <1 minute after you started it.

                    Debrief of exercise 01, unlocked now (it stays in Exercises/01-count-the-users/DEBRIEF.md):

                    # Exercise 01 · Count the users — debrief

                    Spoiler: read after `swift run workbook check 1` passes.

                    ## The move

                    The header is set wherever the rows are reloaded,
                    so the two can never disagree.

                    ```swift
                            header.text = users.count == 1 ? "1 user" : "\\(users.count) users" // a long line stays whole
                    ```

                    - Compare where you set it with where the workbook does.

                    """ + next))
        #expect(result.exitCode == 0)
        #expect(try workbook.read(".workbook-progress").hasSuffix("\n" + startLine + passedLine))
        #expect(ExerciseProgress(root: workbook.root).unlockedDebriefs() == [1])
    }

    @Test("a later pass names the file instead of printing it again")
    func laterPass() async throws {
        let workbook = try workbook()
        _ = await check(workbook, .passing)

        let result = await check(workbook, .passing)

        #expect(
            result.standardOutput.hasSuffix(
                passed + "\nThe debrief of exercise 01 is in Exercises/01-count-the-users/DEBRIEF.md.\n"
                    + next))
        #expect(!result.standardOutput.contains("The move"))
        #expect(try workbook.read(".workbook-progress").components(separatedBy: "debrief 01").count == 2)
    }

    @Test("a failing check prints no debrief and records only when the exercise was started")
    func failingCheck() async throws {
        let workbook = try workbook()

        let result = await check(workbook, .failing)

        #expect(!result.standardOutput.contains("debrief"))
        #expect(!result.standardOutput.contains("DEBRIEF.md"))
        #expect(try workbook.read(".workbook-progress").hasSuffix("file.\n" + startLine))
    }

    @Test("the first pass says how long since the exercise was first named; later checks keep that start")
    func timing() async throws {
        let workbook = try workbook()
        let hint = await workbook.run(["hint", "1", "--step", "1"], tools: .doubles())
        _ = await check(workbook, .failing, minutesLater: 10)

        let pass = await check(workbook, .passing, minutesLater: 24.9)

        #expect(hint.exitCode == 0)
        #expect(pass.standardOutput.contains(passed + "\nDone 24 minutes after you started it.\n\nDebrief"))
        let lines = try workbook.read(".workbook-progress").split(separator: "\n").dropFirst()
        #expect(lines == [startLine.dropLast(), "debrief 01 2026-11-18T11:31:34Z"])
    }

    @Test("a pass of the reference solutions is not the learner's: no debrief shown or recorded")
    func referencePass() async throws {
        let workbook = try workbook()

        let result = await check(workbook, .passing, environment: ["WORKBOOK_SOLUTIONS": "1"])

        #expect(!result.standardOutput.contains("Debrief"))
        #expect(!(try workbook.read(".workbook-progress")).contains("debrief 01"))
    }

    @Test("a garbage progress file counts as empty, and is added to, not overwritten")
    func garbageProgressFile() async throws {
        let workbook = try workbook()
        let garbage = Data([0xFF, 0xFE, 0x00, 0x7B]) + Data("debrief\n{ not: progress".utf8)
        try garbage.write(to: workbook.root.appendingPathComponent(".workbook-progress"))

        let result = await check(workbook, .passing)

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("Debrief of exercise 01, unlocked now"))
        let written = try Data(contentsOf: workbook.root.appendingPathComponent(".workbook-progress"))
        #expect(written == garbage + Data(("\n" + startLine + passedLine).utf8))
        #expect(ExerciseProgress(root: workbook.root).unlockedDebriefs() == [1])
    }

    @Test("a start the learner wrote without a time stays the start: nothing added, no time said")
    func startWithoutTime() async throws {
        let workbook = try workbook()
        try workbook.write(".workbook-progress", "my notes\nstart 01")

        let result = await check(workbook, .passing)

        #expect(!result.standardOutput.contains("after you started it"))
        #expect(try workbook.read(".workbook-progress") == "my notes\nstart 01\n" + passedLine)
    }

    @Test("a progress file that is a directory: the pass still passes, the debrief shows, a warning says why")
    func progressFileIsADirectory() async throws {
        let workbook = try workbook()
        let progress = workbook.root.appendingPathComponent(".workbook-progress")
        try FileManager.default.createDirectory(at: progress, withIntermediateDirectories: false)

        let result = await check(workbook, .passing)

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("Debrief of exercise 01, unlocked now"))
        #expect(result.standardOutput.hasSuffix(next))
        #expect(
            result.standardError
                == "Warning: could not record the debrief in .workbook-progress, so the next pass shows it again: "
                + "it is not a regular file\n")
        #expect(ExerciseProgress(root: workbook.root).unlockedDebriefs() == [])
    }
}

// Tests of `workbook watch N`, driven tick by tick by a scripted ticker instead of a clock:
// no check without a change, a check after each save or new file, and a clean stop.

import Foundation
import Testing
@testable import WorkbookCLI


@MainActor
@Suite("workbook watch")
struct ExerciseWatchCommandTests {
    private let file = "Exercises/01-count-the-users/Sources/UserListViewController.swift"

    @Test("checks once, then again after each change to Sources/, and stops cleanly")
    func watches() async throws {
        let workbook = try FakeWorkbook()
        let root = workbook.root
        let file = self.file
        let runner = ReplayingTestRunner([
            "--filter Exercise01": [
                RecordedSwiftTest.failing.output(root: root), RecordedSwiftTest.passing.output(root: root),
            ]
        ])
        let ticker = ScriptedTicker([
            {},  // Nothing changed: no check.
            {
                // The same size, a new modification date: a save.
                let url = root.appendingPathComponent(file)
                try Data(FakeWorkbook.starter01.replacingOccurrences(of: "rows", with: "cows").utf8).write(
                    to: url)
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: url.path)
            },
            {
                let url = root.appendingPathComponent(
                    "Exercises/01-count-the-users/Sources/Tests/MyTests.swift")
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("// New.\n".utf8).write(to: url)
            },
        ])

        let result = await workbook.run(["watch", "1"], tools: .doubles(runner: runner, ticker: ticker))

        let check =
            "Checking exercise 01 · Count the users: swift test --filter Exercise01 (this exercise alone)\n"
        let passed = """
            ✔ All 6 tests pass. Exercise 01 is done.
            Next: exercise 02 · Pin it down (chapter 03)
              Read Exercises/02-pin-it-down/README.md, then run: swift run workbook check 2

            """
        #expect(
            result.standardOutput == """
                Watching Exercises/01-count-the-users/Sources/ — press Ctrl-C to stop.

                \(check)✘ 2 of 6 tests pass; 4 fail.

                The first failed expectation (of 10), in "a refresh updates the header" (before → 4, after → 1):
                  Step 1: after a refresh brings 1 users (there were 4), the header should read "1 user" — set it \
                wherever the rows are reloaded. The screen was:
                  Users  [Refresh]
                  1 users
                  1. Person Number1
                     20 years · person1@test.com
                  Checked (→ shows the value found): (lineUnderTheBar(screen) → "1 users") == (expected → "1 user")
                  at UserListViewControllerTests.swift:96:9

                It belongs to step 1 of Exercises/01-count-the-users/README.md — Put the header in the label.
                Stuck? Run 'swift run workbook hint 1 --step 1'.
                Everything 'swift test' printed: swift run workbook check 1 --verbose

                Waiting for changes…

                Changed: Sources/UserListViewController.swift
                \(check)\(passed)
                Waiting for changes…

                Changed: Sources/Tests/MyTests.swift (new)
                \(check)\(passed)
                Waiting for changes…
                Stopped watching exercise 01.

                """)
        #expect(result.exitCode == 0)
        #expect(await runner.calls.count == 3)
        #expect(ticker.didFinish)
    }

    @Test("a bad exercise is a usage error, and nothing runs")
    func badExercise() async throws {
        let workbook = try FakeWorkbook()
        let runner = ReplayingTestRunner([:])

        let result = await workbook.run(["watch"], tools: .doubles(runner: runner))

        #expect(
            result.standardError.hasPrefix("Error: give the exercise's number (1–12).\nUsage: workbook watch")
        )
        #expect(result.exitCode == 64)
        #expect(await runner.calls.isEmpty)
    }

    @Test("a snapshot names new, removed and changed files")
    func snapshotChanges() {
        let date = Date(timeIntervalSince1970: 0)
        let before = SourceSnapshot(files: [
            "A.swift": .init(modified: date, size: 1), "B.swift": .init(modified: date, size: 1),
        ])
        let after = SourceSnapshot(files: [
            "A.swift": .init(modified: date, size: 2), "C.swift": .init(modified: date, size: 1),
        ])

        let changes = after.changes(since: before)

        #expect(changes == ["A.swift", "B.swift (removed)", "C.swift (new)"])
    }
}

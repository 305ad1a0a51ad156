// Tests of `workbook solution N` and of the small unified diff it prints: the spoiler
// warning, the reference against the learner's files, and diff's hunk arithmetic.

import Foundation
import Testing
@testable import WorkbookCLI


@MainActor
@Suite("workbook solution")
struct ExerciseSolutionCommandTests {
    @Test("warns that it spoils the exercise, then shows the reference as a diff against your files")
    func showsTheDiff() async throws {
        let workbook = try FakeWorkbook()

        let result = await workbook.run(["solution", "1"], tools: .doubles())

        #expect(
            result.standardError == """
                Warning: this is the reference solution of exercise 01 · Count the users. Reading it spoils the \
                exercise; 'workbook hint 1' gives one nudge at a time instead.

                """)
        #expect(
            result.standardOutput == """
                --- Exercises/01-count-the-users/Sources/UserListViewController.swift
                +++ Exercises/01-count-the-users/Solution/UserListViewController.swift
                @@ -1,4 +1,4 @@
                 final class UserListViewController {
                -    var header = ""
                +    var header = "3 users"
                     var rows: [String] = []
                 }

                """)
        #expect(result.exitCode == 0)
    }

    @Test("says so when your files already are the reference, and names files of your own")
    func alreadySolved() async throws {
        let workbook = try FakeWorkbook()
        try workbook.write(
            "Exercises/01-count-the-users/Sources/UserListViewController.swift", FakeWorkbook.solution01)
        try workbook.write("Exercises/01-count-the-users/Sources/Extra.swift", "// Mine.\n")

        let result = await workbook.run(["solution", "1"], tools: .doubles())

        #expect(
            result.standardOutput == """
                Exercises/01-count-the-users/Sources/UserListViewController.swift already matches the reference.
                Exercises/01-count-the-users/Sources/Extra.swift is yours alone; the reference has no such file.

                """)
    }

    @Test("names a folder the reference leaves as the starter has it, not each of its files")
    func folderLeftAsTheStarterHasIt() async throws {
        let workbook = try FakeWorkbook()
        try workbook.write(
            "Exercises/01-count-the-users/Sources/UserListViewController.swift", FakeWorkbook.solution01)
        try workbook.write("Exercises/01-count-the-users/Sources/MVC/Screen.swift", "// Given.\n")
        try workbook.write("Exercises/01-count-the-users/Sources/MVC/Row.swift", "// Given.\n")

        let result = await workbook.run(["solution", "1"], tools: .doubles())

        #expect(
            result.standardOutput == """
                Exercises/01-count-the-users/Sources/UserListViewController.swift already matches the reference.
                Exercises/01-count-the-users/Sources/MVC/ is not in the reference: it leaves that folder as the \
                starter has it.
                Your files are the reference solution.

                """)
    }

    @Test("an exercise without a solution is a failure; a bad number a usage error")
    func missing() async throws {
        let workbook = try FakeWorkbook()

        let noSolution = await workbook.run(["solution", "4"], tools: .doubles())
        let badNumber = await workbook.run(["solution", "0"], tools: .doubles())

        #expect(
            noSolution.standardError
                == "Error: exercise 04 has no reference solution (Exercises/04-when-things-go-wrong/Solution is empty).\n"
        )
        #expect(noSolution.exitCode == 1)
        #expect(badNumber.exitCode == 64)
    }
}

@Suite("A unified line diff")
struct ExerciseLineDiffTests {
    private func diff(_ old: String, _ new: String) -> [String] {
        LineDiff.unified(old: old, new: new, oldLabel: "a", newLabel: "b")
    }

    @Test("the same lines make no diff")
    func identical() {
        #expect(diff("x\ny\n", "x\ny\n").isEmpty)
    }

    @Test("a line added at the start counts from line 0 on the old side, as diff -u does")
    func insertAtStart() {
        #expect(diff("", "a\n") == ["--- a", "+++ b", "@@ -0,0 +1 @@", "+a"])
        #expect(diff("b\n", "a\nb\n") == ["--- a", "+++ b", "@@ -1 +1,2 @@", "+a", " b"])
    }

    @Test("changes far apart make two hunks, each with three lines of context")
    func twoHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(
            of: "\n19\n", with: "\nnineteen\n")

        let lines = diff(old, new)

        #expect(
            lines == [
                "--- a", "+++ b",
                "@@ -1,5 +1,5 @@", " 1", "-2", "+two", " 3", " 4", " 5",
                "@@ -16,5 +16,5 @@", " 16", " 17", " 18", "-19", "+nineteen", " 20",
            ])
    }

    @Test("changes close together share one hunk; removed lines come before added ones")
    func oneHunk() {
        let lines = diff("a\nb\nc\nd\ne\n", "a\nB\nc\nD\ne\n")

        #expect(lines == ["--- a", "+++ b", "@@ -1,5 +1,5 @@", " a", "-b", "+B", " c", "-d", "+D", " e"])
    }
}

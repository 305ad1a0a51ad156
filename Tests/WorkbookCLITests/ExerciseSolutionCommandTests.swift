// Tests of `workbook solution N`: the spoiler warning, then the reference as a
// `git diff --no-index` against the learner's files.

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
                diff --git a/Exercises/01-count-the-users/Sources/UserListViewController.swift b/Exercises/01-count-the-users/Solution/UserListViewController.swift
                index 4a0d9f1..0e4e131 100644
                --- a/Exercises/01-count-the-users/Sources/UserListViewController.swift
                +++ b/Exercises/01-count-the-users/Solution/UserListViewController.swift
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
                Exercises/01-count-the-users/Sources/Extra.swift: the reference keeps the starter's file.

                """)
    }

    @Test("a reference that passes on a shared module is shown as that module's file")
    func sharedReference() async throws {
        let workbook = try FakeWorkbook()
        try workbook.write(
            "Exercises/01-count-the-users/Solution/UserListViewController.swift",
            "// Kept once, in Exercises/Shared/ListForm.\n@_exported import ListForm\n")
        try workbook.write("Exercises/Shared/ListForm/UserListViewController.swift", FakeWorkbook.solution01)

        let result = await workbook.run(["solution", "1"], tools: .doubles())

        #expect(
            result.standardOutput.contains("+++ b/Exercises/Shared/ListForm/UserListViewController.swift"))
        #expect(result.standardOutput.contains("+    var header = \"3 users\""))
        #expect(!result.standardOutput.contains("@_exported"))
    }

    @Test("the capstone shows its reference in the pattern you chose, and only that one")
    func capstone() async throws {
        let workbook = try FakeWorkbook()
        let folder = "Exercises/01-count-the-users"
        for side in ["Sources", "Solution"] {
            for pattern in ["MVC", "MVPViews"] {
                try workbook.write("\(folder)/\(side)/\(pattern)/Screen.swift", "// \(side) \(pattern)\n")
            }
        }
        try workbook.write(
            "\(folder)/Sources/Tests/Choice.swift", "let chosenPattern: Pattern? = Pattern.mvp\n")
        try workbook.write("\(folder)/Solution/Tests/Choice.swift", "let chosenPattern: Pattern? = .mvc\n")

        let result = await workbook.run(["solution", "1"], tools: .doubles())

        #expect(result.standardOutput.contains("+// Solution MVPViews"))
        #expect(!result.standardOutput.contains("MVC") && !result.standardOutput.contains("Choice.swift"))
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

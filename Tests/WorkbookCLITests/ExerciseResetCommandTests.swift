// Tests of `workbook reset N`: the backup under `.workbook-backups/` (timestamped by the
// injected clock, never overwritten), the question and its answers, restoring the starter,
// and refusing cleanly — with a fixed starter source, and once with real git.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("workbook reset")
struct ExerciseResetCommandTests {
    private let sources = "Exercises/01-count-the-users/Sources"
    private let backup = ".workbook-backups/01-count-the-users-20261118-110640Z"
    private let question =
        "This puts the starter of exercise 01 back into Exercises/01-count-the-users/Sources/; your files are backed "
        + "up first. Continue? [y/N] "
    private let starter = FixedStarterSource(
        result: .success(["UserListViewController.swift": FakeWorkbook.starter01]))

    /// A workbook where the learner has edited the starter and added a file.
    private func workedOn() throws -> FakeWorkbook {
        let workbook = try FakeWorkbook()
        try workbook.write("\(sources)/UserListViewController.swift", "// My attempt.\n")
        try workbook.write("\(sources)/Helpers/Header.swift", "// My helper.\n")
        return workbook
    }

    @Test("--yes backs up your files to a timestamped folder, then puts the starter back")
    func resetsWithoutAsking() async throws {
        let workbook = try workedOn()

        let result = await workbook.run(["reset", "1", "--yes"], tools: .doubles(starters: starter))

        #expect(
            result.standardOutput == """
                Backed up your 2 files to \(backup)/
                Put back the starter of exercise 01 (1 file).
                Run 'swift run workbook check 1' to see its tests fail again.

                """)
        #expect(result.exitCode == 0)
        #expect(try workbook.read("\(backup)/UserListViewController.swift") == "// My attempt.\n")
        #expect(try workbook.read("\(backup)/Helpers/Header.swift") == "// My helper.\n")
        #expect(try workbook.read("\(sources)/UserListViewController.swift") == FakeWorkbook.starter01)
        #expect(!workbook.exists("\(sources)/Helpers/Header.swift"))
    }

    @Test("hidden files and files that are not UTF-8 are backed up byte for byte; emptied folders go")
    func everyFileByteForByte() async throws {
        let workbook = try workedOn()
        let bytes = Data([0xFF, 0xFE, 0x00, 0x41])
        try bytes.write(to: workbook.root.appendingPathComponent("\(sources)/Helpers/logo.bin"))
        try workbook.write("\(sources)/.notes", "remember\n")

        let result = await workbook.run(["reset", "1", "--yes"], tools: .doubles(starters: starter))

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("Backed up your 4 files to \(backup)/\n"))
        #expect(
            try Data(contentsOf: workbook.root.appendingPathComponent("\(backup)/Helpers/logo.bin")) == bytes)
        #expect(try workbook.read("\(backup)/.notes") == "remember\n")
        #expect(workbook.list(sources) == ["UserListViewController.swift"])
        #expect(!workbook.exists("\(sources)/Helpers"))
    }

    @Test("a starter file that can't be written leaves every file as it was and says which and what to do")
    func allOrNothing() async throws {
        let workbook = try workedOn()
        // "A.swift" as a file and as a folder: the second write must fail, after the first.
        let clashing = FixedStarterSource(
            result: .success(["A.swift": "// a\n", "A.swift/B.swift": "// b\n", "Z.swift": "// z\n"]))

        let result = await workbook.run(["reset", "1", "--yes"], tools: .doubles(starters: clashing))

        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: could not write A.swift/B.swift: "))
        #expect(
            result.standardError.contains(
                "; nothing was changed: your files in Exercises/01-count-the-users/Sources/ are as they were "
                    + "(a copy is in \(backup)/). Check that the folder is writable and the disk is not full, "
                    + "then run 'swift run workbook reset 1' again.\n"))
        #expect(try workbook.read("\(sources)/UserListViewController.swift") == "// My attempt.\n")
        #expect(try workbook.read("\(sources)/Helpers/Header.swift") == "// My helper.\n")
        #expect(workbook.list(sources) == ["Helpers", "UserListViewController.swift"])
        #expect(workbook.list("Exercises/01-count-the-users").allSatisfy { !$0.hasPrefix(".Sources") })
    }

    @Test("asks first, and 'y' resets", arguments: ["y", "Y", " yes "])
    func asksAndResets(answer: String) async throws {
        let workbook = try workedOn()

        let result = await workbook.run(["reset", "1"], tools: .doubles(starters: starter), input: [answer])

        #expect(result.standardOutput.hasPrefix(question + "Backed up your 2 files to \(backup)/\n"))
        #expect(try workbook.read("\(sources)/UserListViewController.swift") == FakeWorkbook.starter01)
    }

    @Test("asks first, and anything but yes changes nothing", arguments: ["", "n", "no", "maybe"])
    func asksAndKeeps(answer: String) async throws {
        let workbook = try workedOn()

        let result = await workbook.run(["reset", "1"], tools: .doubles(starters: starter), input: [answer])

        #expect(result.standardOutput == question + "Nothing changed.\n")
        #expect(result.exitCode == 0)
        #expect(try workbook.read("\(sources)/UserListViewController.swift") == "// My attempt.\n")
        #expect(!workbook.exists(".workbook-backups"))
    }

}

// MARK: - With real git

/// Whether git is installed where the tests can find it.
private let gitIsInstalled = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].contains {
    FileManager.default.isExecutableFile(atPath: $0)
}

@MainActor
@Suite("workbook reset with real git", .enabled(if: gitIsInstalled), .timeLimit(.minutes(1)))
struct ExerciseResetWithGitTests {
    /// Runs git in `workbook`'s folder, ignoring any repository a surrounding hook points at.
    private func git(_ arguments: [String], in workbook: FakeWorkbook) async throws -> ProcessOutput {
        try await Subprocess.run(
            "git", ["-c", "user.name=Learner", "-c", "user.email=learner@test.com"] + arguments,
            in: workbook.root,
            unset: ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"])
    }

    @Test("reads the starter from the last commit")
    func restoresFromHead() async throws {
        let workbook = try FakeWorkbook()
        _ = try await git(["init", "-q"], in: workbook)
        _ = try await git(["add", "."], in: workbook)
        let commit = try await git(["commit", "-q", "-m", "Starter"], in: workbook)
        try #require(commit.status == 0, "git commit failed: \(commit.text)")
        try workbook.write("Exercises/01-count-the-users/Sources/UserListViewController.swift", "// Mine.\n")
        let tools = ExerciseTools.doubles(starters: GitStarterSource())

        let result = await workbook.run(["reset", "1", "--yes"], tools: tools)

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(
            try workbook.read("Exercises/01-count-the-users/Sources/UserListViewController.swift")
                == FakeWorkbook.starter01)
        #expect(workbook.list(".workbook-backups") == ["01-count-the-users-20261118-110640Z"])
    }

    @Test("finds the files git has that the exercise's Given/ and Tests/ lost, not the learner's")
    func missingFiles() async throws {
        let workbook = try FakeWorkbook()
        let given = "Exercises/01-count-the-users/Given/Form/Form.swift"
        try workbook.write(given, "// Given.\n")
        _ = try await git(["init", "-q"], in: workbook)
        _ = try await git(["add", "."], in: workbook)
        _ = try await git(["commit", "-q", "-m", "Starter"], in: workbook)
        for path in [given, "Exercises/01-count-the-users/Sources/UserListViewController.swift"] {
            try FileManager.default.removeItem(at: workbook.root.appendingPathComponent(path))
        }
        let exercise = try ExerciseCatalog.load(root: workbook.root).exercise("1")

        #expect(await GitStarterSource().missingFiles(of: exercise, in: workbook.root) == [given])
    }

    @Test("in a copy without .git (a downloaded zip) it says what it needs and changes nothing")
    func notACheckout() async throws {
        let workbook = try FakeWorkbook()
        try workbook.write("Exercises/01-count-the-users/Sources/UserListViewController.swift", "// Mine.\n")
        let tools = ExerciseTools.doubles(starters: GitStarterSource())

        let result = await workbook.run(["reset", "1", "--yes"], tools: tools)

        #expect(
            result.standardError
                == "Error: 'workbook reset' takes the starter from git, and this copy of the workbook was not "
                + "cloned with git (a downloaded zip has no history), so nothing was changed. Clone the workbook "
                + "with 'git clone' to use reset, or copy Exercises/01-count-the-users/Sources/ from the "
                + "workbook's repository by hand.\n")
        #expect(result.exitCode == 1)
        #expect(
            try workbook.read("Exercises/01-count-the-users/Sources/UserListViewController.swift")
                == "// Mine.\n")
        #expect(!workbook.exists(".workbook-backups"))
    }
}

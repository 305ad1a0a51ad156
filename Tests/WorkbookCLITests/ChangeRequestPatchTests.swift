// Reading patches and change-request folders, without applying or building anything: the
// lines a diff adds and removes per file, the folder's naming rules, and the repository's
// own change request, whose recorded measurement must still describe its patches.

import Foundation
import Testing
@testable import WorkbookCLI


// MARK: - Diffs

@Suite("Reading a patch")
struct ChangeRequestPatchTests {
    /// A diff with a changed, a new and a deleted file, a removed line that starts with `--`,
    /// a hunk header without lengths, and a missing new line at the end.
    static let diff = """
        A note before the diff, as a mail header would be.

        diff --git a/Sources/MVC/List.swift b/Sources/MVC/List.swift
        index 1111111..2222222 100644
        --- a/Sources/MVC/List.swift
        +++ b/Sources/MVC/List.swift
        @@ -1,4 +1,5 @@
         import UserModel
        --- a comment that looked like a header
        +// a comment
        +private var order = UserListOrder.byName
         let a = 1
         let b = 2
        @@ -9 +10 @@
        -old
        +new
        \\ No newline at end of file
        diff --git a/Sources/UserModel/Order.swift b/Sources/UserModel/Order.swift
        new file mode 100644
        index 0000000..3333333
        --- /dev/null
        +++ b/Sources/UserModel/Order.swift
        @@ -0,0 +1,2 @@
        +enum Order {}
        +
        diff --git a/Sources/Old.swift b/Sources/Old.swift
        deleted file mode 100644
        index 4444444..0000000
        --- a/Sources/Old.swift
        +++ /dev/null
        @@ -1,3 +0,0 @@
        -one
        -two
        -three

        """

    @Test("counts the lines each file gains and loses, by the hunk headers")
    func counts() throws {
        let patch = try PatchFile(parsing: Self.diff)

        #expect(
            patch.files == [
                FileChange(path: "Sources/MVC/List.swift", status: .modified, added: 3, removed: 2),
                FileChange(path: "Sources/UserModel/Order.swift", status: .added, added: 2, removed: 0),
                FileChange(path: "Sources/Old.swift", status: .deleted, added: 0, removed: 3),
            ])
        #expect(patch.added == 5)
        #expect(patch.removed == 5)
    }

    @Test(
        "refuses what is not a diff, or a diff cut short",
        arguments: [
            ("no diff here\n", "it touches no file (no 'diff --git' line)"),
            (
                "diff --git a/X b/X\n--- a/X\n+++ b/X\n@@ -1,3 +1,3 @@\n a\n-b\n",
                "the last hunk is cut short: the diff ends in the middle of it"
            ),
            ("diff --git a/X b/X\n@@ -1 +1 @@\nx\n", "line 3: the hunk ends early; 'x'"),
            ("diff --git a/X b/X\n@@ nonsense @@\n", "line 2: '@@ nonsense @@' is not a hunk header"),
        ])
    func refuses(text: String, message: String) {
        #expect(throws: PatchFile.ParseError(message: message)) {
            try PatchFile(parsing: text)
        }
    }
}

// MARK: - Folders

@Suite("Reading a change request's folder")
struct ChangeRequestFolderTests {
    @Test("orders the patches model, patterns, shared; sources, test doubles, tests; and reads the title")
    func order() throws {
        let workbook = try ChangeRequestFixture()

        let request = try ChangeRequest.load(named: "demo", in: workbook.root)

        #expect(request.title == "Demo order")
        #expect(
            request.patches.map(\.fileName) == [
                "model-sources.patch", "mvc-sources.patch", "mvc-tests.patch", "mvp-sources.patch",
                "mvp-test-doubles.patch", "mvp-tests.patch", "mvvm-sources.patch", "mvvm-tests.patch",
                "mvc-light-sources.patch", "mvc-light-tests.patch", "mvvm-observation-sources.patch",
                "mvvm-observation-tests.patch", "shared-tests.patch",
            ])
    }

    @Test(
        "refuses a folder that breaks the naming rules",
        arguments: [
            (
                "mvc-source.patch", "Sources/MVC/A.swift",
                "ChangeRequests/demo/mvc-source.patch is not named PART-KIND.patch, where PART is model, "
                    + "mvc, mvp, mvvm, mvc-light, mvvm-observation or shared and KIND is sources, test-doubles "
                    + "or tests."
            ),
            (
                "mvc-sources.patch", "Tests/MVCTests/A.swift",
                "ChangeRequests/demo/mvc-sources.patch changes Tests/MVCTests/A.swift, but a sources patch "
                    + "may only change files under Sources/; move that change to the patch of its kind."
            ),
            (
                "shared-sources.patch", "Sources/A.swift",
                "ChangeRequests/demo/shared-sources.patch: what all five patterns share is tested, not "
                    + "written, here; put source changes in the model's or a pattern's patch."
            ),
        ])
    func badFolder(name: String, path: String, message: String) throws {
        let workbook = try ChangeRequestFixture()
        try workbook.writePatch(name, touching: path)

        #expect(throws: CommandError.failure(message)) {
            try ChangeRequest.load(named: "demo", in: workbook.root)
        }
    }

    @Test("says which patch a pattern is missing, and which change requests exist")
    func missing() throws {
        let workbook = try ChangeRequestFixture()
        try FileManager.default.removeItem(at: workbook.folder.appendingPathComponent("mvvm-tests.patch"))

        #expect(throws: CommandError.failure("ChangeRequests/demo has no mvvm-tests.patch.")) {
            try ChangeRequest.load(named: "demo", in: workbook.root)
        }
        #expect(
            throws: CommandError.usage(
                "there is no change request 'nope' under ChangeRequests/; the change requests are demo.")
        ) {
            try ChangeRequest.load(named: "nope", in: workbook.root)
        }
    }
}

// MARK: - The repository's own change request

@Suite("The sort-by-age change request")
@MainActor
struct SortByAgeChangeRequestTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("its patches read, each kind in its own folder, and its recording still describes them")
    func recordingIsCurrent() throws {
        let request = try ChangeRequest.load(named: "sort-by-age", in: Self.root)

        let report = try RecordedReport.read(for: request)

        #expect(request.patches.count == 15)
        #expect(
            report.parts.map(\.part) == [.model, .mvc, .mvp, .mvvm, .mvcLight, .mvvmObservation, .shared])
        #expect(report.parts.allSatisfy { $0.after.compiled && $0.after.failed.isEmpty })
    }

    @Test("--recorded prints the recording at once, as text and as the JSON it was saved as")
    func recorded() async throws {
        let recording = try String(
            contentsOf: Self.root.appendingPathComponent("ChangeRequests/sort-by-age/measured.json"),
            encoding: .utf8)

        let text = await Workbook.run(["change-request", "--recorded"], currentDirectory: Self.root.path)
        let json = await Workbook.run(
            ["change-request", "sort-by-age", "--recorded", "--format", "json"],
            currentDirectory: Self.root.path)

        #expect(text.exitCode == 0)
        #expect(text.standardOutput.hasPrefix("Change request: Sort by age (ChangeRequests/sort-by-age)\n"))
        #expect(json.standardOutput == recording)
        #expect(json.standardError == "")
    }
}

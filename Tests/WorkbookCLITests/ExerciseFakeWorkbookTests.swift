// The stand-ins the exercise commands' tests run with: a throwaway workbook with twelve
// exercise folders, a `swift test` replaying recordings, a fixed starter source; and the
// reading of exercise numbers.

import Foundation
import Testing

@testable import WorkbookCLI

// MARK: - A workbook folder

/// A workbook folder in the temporary directory, removed when released.
///
/// Exercises 01 and 02 are complete (README, HINTS, Sources, Solution); 03 has no README
/// or HINTS; 04–12 hold only a placeholder source, like the real folders before they land.
final class FakeWorkbook {
    /// The workbook's folder.
    let root: URL

    /// The folder names of the twelve exercises.
    static let folders = [
        "01-count-the-users", "02-pin-it-down", "03-a-passive-view", "04-when-things-go-wrong",
        "05-who-owns-whom", "06-search", "07-bindings-by-hand", "08-view-model-states",
        "09-bind-the-view", "10-break-the-cycle", "11-a-change-request", "12-stale-responses",
    ]

    static let readme01 = """
        # Exercise 01 · Count the users

        Put a header over the list, inside a massive view controller.

        ### Step 1 — Put the header in the label

        Set the header wherever the rows are reloaded.

        ### Step 2 — One user, not "1 users"

        ### Step 3 — No users at all

        """

    static let hints01 = """
        # Hints · Exercise 01

        ## Step 1

        Look at `loadUsers()`: where are the rows reloaded?

        ## Step 2

        Compare `users.count` with 1.

        ## Step 3

        An empty list is a sentence of its own,
        not a count.
        """

    static let starter01 = """
        final class UserListViewController {
            var header = ""
            var rows: [String] = []
        }

        """

    static let solution01 = """
        final class UserListViewController {
            var header = "3 users"
            var rows: [String] = []
        }

        """

    /// Creates the folder and its files.
    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-runner-tests-\(UUID().uuidString)")
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/UserModel"), withIntermediateDirectories: true)
        try write("Chapters/02-mvc-and-the-massive-view-controller.md", "# 02 · MVC\n")
        try write("Exercises/01-count-the-users/README.md", Self.readme01)
        try write("Exercises/01-count-the-users/HINTS.md", Self.hints01)
        try write("Exercises/01-count-the-users/Sources/UserListViewController.swift", Self.starter01)
        try write("Exercises/01-count-the-users/Solution/UserListViewController.swift", Self.solution01)
        try write(
            "Exercises/02-pin-it-down/README.md",
            "# Exercise 02: Pin it down\n\n### Step 1 — Age\n\n### Step 2\n")
        try write("Exercises/02-pin-it-down/HINTS.md", "## Step 1\nAges.\n\n## Step 2\nRows.\n")
        try write(
            "Exercises/02-pin-it-down/Sources/RowFormatting.swift",
            "func age(_ years: Int) -> String { \"\" }\n")
        try write(
            "Exercises/02-pin-it-down/Solution/RowFormatting.swift",
            "func age(_ years: Int) -> String { \"1 year\" }\n")
        try write("Exercises/03-a-passive-view/Sources/Exercise03.swift", "// Placeholder.\n")
        try write("Exercises/03-a-passive-view/Solution/Exercise03.swift", "// Placeholder.\n")
        for folder in Self.folders.dropFirst(3) {
            try write("Exercises/\(folder)/Sources/Exercise\(folder.prefix(2)).swift", "// Placeholder.\n")
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` to `path` (relative to the root), creating folders as needed.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of the file at `path` (relative to the root).
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether something exists at `path` (relative to the root).
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// The names in the folder at `path` (relative to the root), sorted; empty when absent.
    func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? [])
            .sorted()
    }

    /// Runs `workbook` in-process in this folder with `tools`.
    @MainActor
    func run(
        _ arguments: [String], tools: ExerciseTools, environment: [String: String] = [:], input: [String] = []
    ) async -> CommandResult {
        await ExerciseTools.$current.withValue(tools) {
            await Workbook.run(arguments, environment: environment, currentDirectory: root.path, input: input)
        }
    }
}

// MARK: - Test doubles

/// A `swift test` that replays recorded outputs, keyed by its arguments, and records its calls.
actor ReplayingTestRunner: TestRunning {
    private var replies: [String: [ProcessOutput]]
    private let otherwise: ProcessOutput?
    private let progressReports: [TestRunProgress]
    /// The arguments of every call, in order.
    private(set) var calls: [[String]] = []
    /// The exercise each call isolated (`nil`: the whole package), in order.
    private(set) var isolations: [String?] = []

    /// Replies with `replies[arguments joined by spaces]` in turn (the last one repeats),
    /// else with `otherwise`; reports `progress` during each call.
    init(
        _ replies: [String: [ProcessOutput]], otherwise: ProcessOutput? = nil,
        progress: [TestRunProgress] = []
    ) {
        self.replies = replies
        self.otherwise = otherwise
        self.progressReports = progress
    }

    func swiftTest(
        _ arguments: [String], in root: URL, isolating exercise: String?,
        progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(SubprocessError) -> ProcessOutput {
        calls.append(arguments)
        isolations.append(exercise)
        for report in progressReports { progress(report) }
        let key = arguments.joined(separator: " ")
        if var queue = replies[key], let first = queue.first {
            if queue.count > 1 {
                queue.removeFirst()
                replies[key] = queue
            }
            return first
        }
        return otherwise ?? ProcessOutput(text: "no recording for 'swift test \(key)'", status: 99)
    }
}

/// A machine without Swift on its `PATH`.
struct MissingSwift: TestRunning {
    func swiftTest(
        _ arguments: [String], in root: URL, isolating exercise: String?,
        progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(SubprocessError) -> ProcessOutput {
        throw .notFound("swift")
    }
}

/// A starter source that returns fixed files, or fails.
struct FixedStarterSource: StarterSource {
    /// The files (path inside Sources → text), or the error to throw.
    var result: Result<[String: String], CommandError>

    /// What `missingFiles` answers.
    var missing: [String] = []

    func starterFiles(of exercise: Exercise, in root: URL) async throws(CommandError) -> [String: String] {
        try result.get()
    }

    func missingFiles(of exercise: Exercise, in root: URL) async -> [String] { missing }
}

extension ExerciseTools {
    /// 2026-11-18 11:06:40 UTC.
    static let fixedDate = Date(timeIntervalSince1970: 1_795_000_000)

    /// Tools made of doubles: nothing leaves the process.
    static func doubles(
        runner: any TestRunning = ReplayingTestRunner([:]),
        starters: any StarterSource = FixedStarterSource(result: .success([:])),
        now: Date = fixedDate
    ) -> ExerciseTools {
        ExerciseTools(testRunner: runner, starters: starters, now: { now }, elapsed: { .zero })
    }
}

@Suite("Reading the exercises folder")
struct ExerciseCatalogTests {
    @Test(
        "reads an exercise number as 3 or 03, and names the range for anything else",
        arguments: [
            ("3", "03-a-passive-view", nil),
            ("03", "03-a-passive-view", nil),
            ("12", "12-stale-responses", nil),
            ("0", nil, "there is no exercise 0; the exercises are numbered 1–12."),
            ("13", nil, "there is no exercise 13; the exercises are numbered 1–12."),
            ("three", nil, "'three' is not an exercise number; the exercises are numbered 1–12."),
        ] as [(String, String?, String?)])
    func exerciseNumbers(argument: String, folder: String?, error: String?) throws {
        let workbook = try FakeWorkbook()
        let catalog = try ExerciseCatalog.load(root: workbook.root)

        let result = Result { () throws(CommandError) in try catalog.exercise(argument) }

        switch result {
        case .success(let exercise): #expect(exercise.folderName == folder)
        case .failure(let failure): #expect(failure == .usage(error ?? "(no error expected)"))
        }
    }

}

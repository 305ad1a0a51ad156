// The outside world the exercise commands touch — `swift test`, git and the clock — behind
// small protocols. Production uses the live tools;
// tests swap in recorded ones with `ExerciseTools.$current.withValue(…)`.

import Foundation

// MARK: - The tools

/// Everything outside the process that the exercise commands use.
public struct ExerciseTools: Sendable {
    /// Runs `swift test`.
    public var testRunner: any TestRunning
    /// Reads the pristine starter files.
    public var starters: any StarterSource
    /// The current time, for the names of backup folders.
    public var now: @Sendable () -> Date
    /// The time since a fixed start, for how long a run has taken.
    public var elapsed: @Sendable () -> Duration

    /// The real tools: a `swift test` subprocess, git, the system clock.
    public static let live = ExerciseTools(
        testRunner: SwiftTestRunner(),
        starters: GitStarterSource(),
        now: { Date() },
        elapsed: { ContinuousClock.now - processStart }
    )

    /// When this process first asked the live tools for the time taken.
    private static let processStart = ContinuousClock.now

    /// The tools the commands use; tests bind their own for the duration of a call.
    @TaskLocal public static var current: ExerciseTools = .live
}

// MARK: - Running the tests

/// Runs `swift test` in the workbook's folder.
public protocol TestRunning: Sendable {
    /// Runs `swift test` followed by `arguments` in the package at `root`, for `exercise`
    /// alone when it is given (see ``SwiftTestRunner``), telling `progress` what it does.
    func swiftTest(
        _ arguments: [String], in root: URL, isolating exercise: String?,
        progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(SubprocessError) -> ProcessOutput
}

extension TestRunning {
    /// Runs `swift test` for the whole package, without progress reports.
    func swiftTest(_ arguments: [String], in root: URL) async throws(SubprocessError) -> ProcessOutput {
        try await swiftTest(arguments, in: root, isolating: nil, progress: { _ in })
    }
}

/// The real `swift test`, as a subprocess.
///
/// It runs in the exercises' own package, `Exercises/`. Checking one exercise (`isolating`
/// its number) builds only that exercise's targets: `WORKBOOK_EXERCISE=NN` makes
/// `Exercises/Package.swift` leave the other exercises out, and a scratch folder of its own
/// (`Exercises/.build/exercise-check`) keeps the learner's main build intact.
/// So one exercise that does not compile never stops another from being checked.
///
/// Results come from Swift Testing's JSON event stream (`--event-stream-output-path`),
/// a stable interface, not from the console text; compiler errors from the build output.
struct SwiftTestRunner: TestRunning {
    /// The scratch folder of isolated checks, inside the exercises' `.build`.
    static let scratchPath = "Exercises/.build/exercise-check"

    func swiftTest(
        _ arguments: [String], in root: URL, isolating exercise: String?,
        progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(SubprocessError) -> ProcessOutput {
        // Ctrl-C, SIGTERM and SIGHUP then end `swift test` and the tests it started too.
        Interrupt.install()
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        var environment = ["SWT_SF_SYMBOLS_ENABLED": "0", "NO_COLOR": "1"]
        var options = ["--event-stream-output-path", events.path, "--event-stream-version", "0"]
        if let exercise {
            environment["WORKBOOK_EXERCISE"] = exercise
            options += ["--scratch-path", root.appendingPathComponent(Self.scratchPath).path]
        }
        let reader = ProgressReader(report: progress)
        // Plain symbols and no colour: on macOS Swift Testing may otherwise print SF Symbols.
        var output = try await Subprocess.run(
            "swift", ["test"] + options + arguments, in: root.appendingPathComponent("Exercises"), set: environment,
            stopRule: .testPastTimeLimit(eventStream: events),
            onLine: { reader.read($0) })
        output.events = (try? Data(contentsOf: events)).map { String(decoding: $0, as: UTF8.self) }
        return output
    }
}

// MARK: - The starter files

/// Where `workbook reset` finds an exercise's starter as it was shipped.
public protocol StarterSource: Sendable {
    /// The starter's files, keyed by their path inside the exercise's `Sources/` folder.
    func starterFiles(of exercise: Exercise, in root: URL) async throws(CommandError) -> [String: String]
}

/// Reads the starter from the last commit (`HEAD`) with `git ls-tree` and `git show`.
struct GitStarterSource: StarterSource {
    func starterFiles(of exercise: Exercise, in root: URL) async throws(CommandError) -> [String: String] {
        let folder = exercise.relativePath + "/Sources/"
        // `./` keeps the paths relative to the workbook's folder even inside a bigger repository.
        let listing = try await git(
            ["ls-tree", "-r", "--name-only", "HEAD", "--", "./" + folder], in: root, exercise: exercise)
        let paths = listing.split(separator: "\n").map(String.init).filter { $0.hasPrefix(folder) }
        var files: [String: String] = [:]
        for path in paths {
            files[String(path.dropFirst(folder.count))] = try await git(
                ["show", "HEAD:./" + path], in: root, exercise: exercise)
        }
        return files
    }

    /// Why `reset` can't work in a copy that git didn't clone (a downloaded zip), and what to do.
    static func notACheckout(exercise: Exercise) -> String {
        "'workbook reset' takes the starter from git, and this copy of the workbook was not cloned "
            + "with git (a downloaded zip has no history), so nothing was changed. Clone the workbook "
            + "with 'git clone' to use reset, or copy \(exercise.relativePath)/Sources/ from the "
            + "workbook's repository by hand."
    }

    private func git(_ arguments: [String], in root: URL, exercise: Exercise) async throws(CommandError)
        -> String
    {
        let output: ProcessOutput
        do {
            // Variables a git hook may have set would point git at another repository.
            // Errors kept apart: a warning from git must never end up inside a restored file.
            output = try await Subprocess.run(
                "git", arguments, in: root, unset: ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"],
                separateErrors: true)
        } catch .notFound {
            throw .failure(
                "git is not installed (or not on your PATH), and 'workbook reset' reads the starter from git. "
                    + "Install git, or copy the starter from the workbook's repository by hand.")
        } catch {
            throw .failure("could not run git: \(error).")
        }
        guard output.status == 0 else {
            if (output.errorText + output.text).contains("not a git repository") {
                throw .failure(Self.notACheckout(exercise: exercise))
            }
            let firstLine =
                (output.errorText + output.text).split(separator: "\n").first.map(String.init)
                ?? "exit status \(output.status)"
            throw .failure("git could not read the starter: \(firstLine)")
        }
        return output.text
    }
}

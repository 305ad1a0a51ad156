// The outside world the exercise commands touch — `swift test`, git and the clock — behind
// small protocols. Production uses the live tools; tests bind recorded ones with
// `ExerciseTools.$current.withValue(…)`.

import Foundation

public struct ExerciseTools: Sendable {
    public var testRunner: any TestRunning
    public var starters: any StarterSource
    public var now: @Sendable () -> Date
    public var elapsed: @Sendable () -> Duration

    public static let live = ExerciseTools(
        testRunner: SwiftTestRunner(), starters: GitStarterSource(), now: { Date() },
        elapsed: { ContinuousClock.now - processStart })

    private static let processStart = ContinuousClock.now

    @TaskLocal public static var current: ExerciseTools = .live
}

public protocol TestRunning: Sendable {
    func swiftTest(
        _ arguments: [String], in root: URL, isolating exercise: String?,
        progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(SubprocessError) -> ProcessOutput
}

/// The real `swift test`, in `Exercises/`. One exercise alone (`WORKBOOK_EXERCISE=NN`) builds in a
/// scratch folder of its own, so the main build stays intact and another exercise's compile error
/// never stops it. Results come from Swift Testing's event stream, not the console's wording.
struct SwiftTestRunner: TestRunning {
    static let scratchPath = "Exercises/.build/exercise-check"

    func swiftTest(
        _ arguments: [String], in root: URL, isolating exercise: String?,
        progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(SubprocessError) -> ProcessOutput {
        // Ctrl-C, SIGTERM and SIGHUP now end `swift test` and the tests it started too.
        Interrupt.install()
        let events = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-events-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        // Plain symbols and no colour: on macOS Swift Testing may otherwise print SF Symbols.
        // The backtracer on where no terminal would turn it on (macOS), never waiting for input.
        var environment = [
            "SWT_SF_SYMBOLS_ENABLED": "0", "NO_COLOR": "1",
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no",
        ]
        var options = ["--event-stream-output-path", events.path, "--event-stream-version", "0"]
        if let exercise {
            environment["WORKBOOK_EXERCISE"] = exercise
            options += ["--scratch-path", root.appendingPathComponent(Self.scratchPath).path]
        }
        let built = root.appendingPathComponent(
            (exercise == nil ? "Exercises/.build" : Self.scratchPath) + "/build.db")
        if !FileManager.default.fileExists(atPath: built.path) {
            progress(.firstBuild(wholePackage: exercise == nil))
        }
        let reader = ProgressReader(report: progress)
        var output = try await Subprocess.run(
            "swift", ["test"] + options + arguments, in: root.appendingPathComponent("Exercises"),
            set: environment,
            stopRule: .testPastTimeLimit(eventStream: events), onLine: { reader.read($0) })
        output.events = (try? Data(contentsOf: events)).map { String(decoding: $0, as: UTF8.self) }
        return output
    }
}

public protocol StarterSource: Sendable {
    func starterFiles(of exercise: Exercise, in root: URL) async throws(CommandError) -> [String: String]
    /// Files the exercise's build needs that git has and the folder lost: given, tests, shared.
    func missingFiles(of exercise: Exercise, in root: URL) async -> [String]
}

struct GitStarterSource: StarterSource {
    func starterFiles(of exercise: Exercise, in root: URL) async throws(CommandError) -> [String: String] {
        let folder = exercise.relativePath + "/Sources/"
        // `./` keeps the paths relative to the workbook's folder even inside a bigger repository.
        let listing = try await git(
            ["ls-tree", "-r", "--name-only", "HEAD", "--", "./" + folder], in: root, exercise)
        var files: [String: String] = [:]
        for path in listing.split(separator: "\n") where path.hasPrefix(folder) {
            files[String(path.dropFirst(folder.count))] = try await git(
                ["show", "HEAD:./" + path], in: root, exercise)
        }
        return files
    }

    func missingFiles(of exercise: Exercise, in root: URL) async -> [String] {
        let paths = ["Given", "Tests", "../Shared", "../Support"].map { "./\(exercise.relativePath)/\($0)" }
        let output = try? await runGit(["ls-files", "--deleted", "--"] + paths, in: root, missing: "")
        return output?.status == 0 ? (output?.text ?? "").split(separator: "\n").map(String.init) : []
    }

    private func git(_ arguments: [String], in root: URL, _ exercise: Exercise) async throws(CommandError)
        -> String
    {
        let output = try await runGit(
            arguments, in: root,
            missing: "'workbook reset' reads the starter from git. Install git, or copy the starter from the "
                + "workbook's repository by hand.")
        guard output.status == 0 else {
            let said = output.errorText + output.text
            if said.contains("not a git repository") {
                throw .failure(
                    "'workbook reset' takes the starter from git, and this copy of the workbook was not cloned with "
                        + "git (a downloaded zip has no history), so nothing was changed. Clone the workbook with "
                        + "'git clone' to use reset, or copy \(exercise.relativePath)/Sources/ from the workbook's "
                        + "repository by hand.")
            }
            throw .failure(
                "git could not read the starter: \(said.split(separator: "\n").first ?? "exit status \(output.status)")"
            )
        }
        return output.text
    }
}

/// Runs git in `root`. Variables a git hook may have set would point it at another
/// repository; errors are kept apart, so a warning never ends up inside a restored file.
func runGit(_ arguments: [String], in root: URL, missing: String) async throws(CommandError) -> ProcessOutput
{
    do {
        return try await Subprocess.run(
            "git", arguments, in: root, unset: ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"],
            separateErrors: true)
    } catch .notFound {
        throw .failure("git is not installed (or not on your PATH), and \(missing)")
    } catch {
        throw .failure("could not run git: \(error).")
    }
}

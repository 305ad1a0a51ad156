// Turns one `swift test --filter ExerciseNN` run into the exercise's status and the words
// a learner reads: passing, failing (with the first failed expectation, its README step and
// the hint to ask for), does not compile (with the compiler's first error), crashed, or hung.

import Foundation

// MARK: - Status

/// Where one exercise stands, derived from running its tests (never from a state file).
public enum ExerciseStatus: Sendable, Equatable {
    /// Every test passes.
    case passing(tests: Int)
    /// Some tests fail.
    case failing(TestRunReport)
    /// The learner's code for this exercise does not compile.
    case doesNotCompile(CompilerError)
    /// Something else does not compile, so no exercise's tests can run.
    case blocked(CompilerError?, buildLine: String?)
    /// The tests crashed.
    case crashed(String)
    /// A test passed its time limit and never returned, so the run was stopped; its name,
    /// when the run said which.
    case timedOut(String?)
    /// Something outside the tests stopped them with `signal`.
    case stoppedFromOutside(signal: Int32)
    /// The filter matched no tests.
    case noTests
    /// Ctrl-C stopped the run.
    case interrupted
    /// `swift test` printed nothing this command understands.
    case unrecognized(String, status: Int32)

    /// Classifies `report`, a run of `exercise`'s tests.
    public init(report: TestRunReport, status: Int32, exercise: Exercise) {
        switch report.outcome {
        case .passed:
            self = report.testCount == 0 ? .noTests : .passing(tests: report.testCount)
        case .failed:
            self = .failing(report)
        case .didNotBuild(let errors, let firstLine):
            if let own = errors.first(where: { $0.path.contains(exercise.relativePath + "/") }) {
                self = .doesNotCompile(own)
            } else {
                self = .blocked(errors.first, buildLine: firstLine)
            }
        case .crashed(let line):
            // The learner's file, said from the workbook's folder: `Exercises/02-…/A.swift:49`.
            let site = report.crashSite.map { path in
                path.range(of: "/Exercises/").map { "Exercises/" + path[$0.upperBound...] } ?? path
            }
            self = .crashed(site.map { "\(line) (at \($0))" } ?? line)
        case .interrupted:
            self = .interrupted
        case .timedOut(let test):
            self = .timedOut(test)
        case .stoppedFromOutside(let signal):
            self = .stoppedFromOutside(signal: signal)
        case .unrecognized(let line):
            self = .unrecognized(line, status: status)
        }
    }

    /// Whether every test passes.
    public var isPassing: Bool {
        if case .passing = self { return true }
        return false
    }
}

// MARK: - Running

/// Runs one exercise's tests and describes the result.
@MainActor
public enum ExerciseCheck {
    /// Runs `swift test --filter ExerciseNN` (with `--skip-build` when the build is fresh),
    /// building only this exercise when `isolated`; `progress` shows how far it is.
    public static func run(
        _ exercise: Exercise, in catalog: ExerciseCatalog, skipBuild: Bool = false, isolated: Bool = false,
        progress: ProgressOutput? = nil
    ) async throws(CommandError) -> ExerciseStatus {
        try await runCapturingOutput(
            exercise, in: catalog, skipBuild: skipBuild, isolated: isolated, progress: progress
        ).status
    }

    /// Like ``run(_:in:skipBuild:isolated:progress:)``, also returning what `swift test` printed.
    public static func runCapturingOutput(
        _ exercise: Exercise, in catalog: ExerciseCatalog, skipBuild: Bool = false, isolated: Bool = false,
        progress: ProgressOutput? = nil
    ) async throws(CommandError) -> (status: ExerciseStatus, output: ProcessOutput) {
        let arguments = (skipBuild ? ["--skip-build"] : []) + ["--filter", exercise.moduleName]
        let (events, continuation) = AsyncStream.makeStream(of: TestRunProgress.self)
        let elapsed = ExerciseTools.current.elapsed
        let display = progress.map { ProgressDisplay(output: $0, now: elapsed) }
        let shown = Task { @MainActor in
            for await event in events { display?.show(event) }
        }
        // A single file can take a minute to compile: the display says the time goes on.
        let ticks = Task { @MainActor in
            while display != nil {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled { return }
                display?.tick()
            }
        }
        let result: Result<ProcessOutput, CommandError>
        do {
            result = .success(
                try await ExerciseTools.current.testRunner.swiftTest(
                    arguments, in: catalog.root, isolating: isolated ? exercise.code : nil,
                    progress: { continuation.yield($0) }))
        } catch .notFound {
            result = .failure(
                .failure(
                    "'swift' is not on your PATH, so the tests can't run. Install a Swift toolchain (swift.org)."
                ))
        } catch {
            result = .failure(.failure("could not run 'swift test': \(error)."))
        }
        continuation.finish()
        await shown.value
        ticks.cancel()
        await ticks.value
        display?.finish()
        let output = try result.get()
        let status = ExerciseStatus(
            report: TestRunReport(output: output), status: output.status, exercise: exercise)
        return (status, output)
    }

    /// The line printed before the tests run.
    public static func announcement(of exercise: Exercise) -> String {
        "Checking \(exercise.heading.prefix(1).lowercased() + exercise.heading.dropFirst()): "
            + "swift test --filter \(exercise.moduleName) (this exercise alone)"
    }

    /// A note when `WORKBOOK_SOLUTIONS=1` makes the tests run against the reference.
    public static func solutionsNote(environment: [String: String]) -> String? {
        guard environment["WORKBOOK_SOLUTIONS"] == "1" else { return nil }
        return "Note: WORKBOOK_SOLUTIONS=1 is set, so this checks the reference solutions, not your Sources/."
    }

    // MARK: - Describing

    /// What a pass of the last exercise says instead of "Next:".
    public static let lastExercise =
        "That was the last exercise. 'swift run workbook exercises' shows them all."

    /// What to tell the learner about `status`.
    /// Every report of a problem ends by naming `--verbose`, which shows what `swift test`
    /// printed; `verbose` says it is already above the summary.
    public static func summary(
        of status: ExerciseStatus, for exercise: Exercise, in catalog: ExerciseCatalog, verbose: Bool = false
    ) -> [String] {
        var lines = describe(status, for: exercise, in: catalog)
        switch status {
        case .passing, .interrupted: break
        default:
            if !verbose {
                lines.append(
                    "Everything 'swift test' printed: swift run workbook check \(exercise.number) --verbose")
            }
        }
        return lines
    }

    private static func describe(
        _ status: ExerciseStatus, for exercise: Exercise, in catalog: ExerciseCatalog
    )
        -> [String]
    {
        switch status {
        case .passing(let tests):
            var lines = [
                "✔ All \(tests) \(tests == 1 ? "test passes" : "tests pass"). Exercise \(exercise.code) is done."
            ]
            if let next = catalog.exercise(after: exercise) {
                lines += ExerciseOverview.next(next, in: catalog)
            } else {
                lines.append(lastExercise)
            }
            return lines
        case .failing(let report):
            return FailureReport(report, exercise: exercise, catalog: catalog).lines()
        case .doesNotCompile(let error):
            return [
                "✘ Exercise \(exercise.code) does not compile. The compiler's first error:",
                "  " + describe(error, in: catalog),
                "Fix it and check again ('swift build' shows every error), or \(catalog.startingOver(exercise)).",
            ]
        case .blocked(let error, let buildLine):
            guard let error else {
                return [
                    "✘ Exercise \(exercise.code) can't be checked: the workbook does not build.",
                    "  " + (buildLine ?? "(the build printed no error)"),
                    "Run 'swift build' to see the whole output.",
                ]
            }
            guard let other = catalog.exercise(containing: error.path) else {
                return [
                    "✘ Exercise \(exercise.code) can't be checked: the workbook itself does not compile.",
                    "  " + describe(error, in: catalog),
                    "Run 'swift build' to see every error.",
                ]
            }
            return [
                "✘ Exercise \(exercise.code) can't be checked: exercise \(other.code) does not compile, "
                    + "and all the exercises' tests build together.",
                "  " + describe(error, in: catalog),
                "Fix exercise \(other.code) first (or \(catalog.startingOver(other))), then check again.",
            ]
        case .crashed(let line):
            return [
                "✘ Exercise \(exercise.code)'s tests crashed, so they could not finish:",
                "  " + line,
                "A crash stops every test. Look for what can trap: a force unwrap (!), 'try!', an index out "
                    + "of range, an overflow, 'fatalError'; 'swift test --filter \(exercise.moduleName)' prints "
                    + "the backtrace, which names the file and line.",
            ]
        case .timedOut(let test):
            return [
                "✘ Exercise \(exercise.code)'s tests never finished: "
                    + (test.map { "\"\($0)\"" } ?? "a test") + " passed its time limit and didn't return, "
                    + "so check stopped the run.",
                "A test that awaits something that never happens waits forever: often a task whose work is still "
                    + "pending, such as a request nobody answered, or one that a seeded bug never ends. Await a task "
                    + "only once your test has made its work finish (wait for it to reach the service first); where "
                    + "a bug could leave it pending, check a flag instead, such as task.isCancelled.",
            ]
        case .stoppedFromOutside(let signal):
            return [
                "✘ Exercise \(exercise.code)'s tests were stopped from outside (signal \(signal)) before they "
                    + "finished: not a crash in your code.",
                "If you stopped them, check again when you are ready. If not, something on this machine "
                    + "ended them (running out of memory does); check again.",
            ]
        case .noTests:
            return [
                "✘ 'swift test --filter \(exercise.moduleName)' ran no tests: is \(exercise.moduleName)Tests "
                    + "in Package.swift?"
            ]
        case .interrupted:
            return ["Stopped before the tests finished."]
        case .unrecognized(let line, let code):
            return [
                "✘ 'swift test' ended with status \(code) without a test summary. Its last line:",
                "  " + line,
                "Run 'swift test --filter \(exercise.moduleName)' to see the whole output.",
            ]
        }
    }

    /// The sentence after `Error:` when `status` is not passing; `nil` when it is.
    public static func problem(with status: ExerciseStatus, of exercise: Exercise) -> String? {
        switch status {
        case .passing: nil
        case .failing: "exercise \(exercise.code) is not passing yet."
        case .doesNotCompile: "exercise \(exercise.code) does not compile."
        case .blocked: "exercise \(exercise.code) can't be checked until the workbook builds."
        case .crashed: "exercise \(exercise.code)'s tests crashed."
        case .timedOut: "exercise \(exercise.code)'s tests never finished."
        case .stoppedFromOutside: "exercise \(exercise.code)'s tests were stopped before they finished."
        case .noTests: "no tests ran for exercise \(exercise.code)."
        case .interrupted: "the check was interrupted."
        case .unrecognized: "could not tell whether exercise \(exercise.code) passes."
        }
    }

    /// One line for the exercise list.
    public static func label(of status: ExerciseStatus, in catalog: ExerciseCatalog) -> String {
        switch status {
        case .passing: return "✔ passing"
        case .failing(let report):
            return "✘ failing — \(report.failedTests.count) of \(report.testCount) tests fail"
        case .doesNotCompile: return "✘ does not compile"
        case .blocked(let error, _):
            if let other = error.flatMap({ catalog.exercise(containing: $0.path) }) {
                return "? not checked — exercise \(other.code) does not compile"
            }
            return "? not checked — the workbook does not build"
        case .crashed: return "✘ crashed"
        case .timedOut: return "✘ a test never finished"
        case .stoppedFromOutside: return "? stopped before the end"
        case .noTests: return "? no tests found"
        case .interrupted: return "? interrupted"
        case .unrecognized: return "? could not tell"
        }
    }

    /// The README step the summary of `report` sends the learner to, if it names one.
    public static func step(of report: TestRunReport, exercise: Exercise, in catalog: ExerciseCatalog) -> Int?
    {
        FailureReport(report, exercise: exercise, catalog: catalog).firstStep
    }

    /// `Exercises/…/File.swift:61:43: message`, relative to the workbook's folder.
    public static func describe(_ error: CompilerError, in catalog: ExerciseCatalog) -> String {
        "\(relative(error.path, to: catalog.root)):\(error.line):\(error.column): \(error.message)"
    }

    /// `path` relative to `root` when it lies inside it.
    static func relative(_ path: String, to root: URL) -> String {
        for base in [root.path, root.resolvingSymlinksInPath().path] where path.hasPrefix(base + "/") {
            return String(path.dropFirst(base.count + 1))
        }
        if let range = path.range(of: "/Exercises/") {
            return String(path[path.index(after: range.lowerBound)...])
        }
        return path
    }
}

// Turns one `swift test --filter ExerciseNN` run into the exercise's status and the words a
// learner reads: passing, failing (the first failed expectation, its README step, the hint to
// ask for), does not compile (the compiler's first error as theirs, file:line), crashed,
// hung past a time limit, or stopped from outside.

import Foundation

public enum ExerciseStatus: Sendable, Equatable {
    case passing(tests: Int)
    case failing(TestRunReport)
    case doesNotCompile(CompilerError)
    case blocked(CompilerError?, buildLine: String?)
    case crashed(String)
    case timedOut(String?)
    case stoppedFromOutside(signal: Int32)
    case noTests
    case interrupted
    case unrecognized(String, status: Int32)
    case missingFiles([String])

    public init(_ output: ProcessOutput, exercise: Exercise) {
        let report = TestRunReport(output: output)
        switch report.outcome {
        case .passed: self = report.testCount == 0 ? .noTests : .passing(tests: report.testCount)
        case .failed: self = .failing(report)
        case .didNotBuild(let errors, let firstLine):
            if let own = errors.first(where: { $0.path.contains(exercise.relativePath + "/") }) {
                self = .doesNotCompile(own)
            } else {
                self = .blocked(errors.first, buildLine: firstLine)
            }
        case .crashed(let line):
            self = .crashed(report.crashSite.map { "\(line) (at \(ExerciseCheck.inWorkbook($0)))" } ?? line)
        case .interrupted: self = .interrupted
        case .timedOut(let test): self = .timedOut(test)
        case .stoppedFromOutside(let signal): self = .stoppedFromOutside(signal: signal)
        case .unrecognized(let line): self = .unrecognized(line, status: output.status)
        }
    }

    public var isPassing: Bool { if case .passing = self { true } else { false } }
}

@MainActor
public enum ExerciseCheck {
    public static func run(
        _ exercise: Exercise, in catalog: ExerciseCatalog, skipBuild: Bool = false, isolated: Bool = false,
        progress: ProgressOutput? = nil
    ) async throws(CommandError) -> (status: ExerciseStatus, output: ProcessOutput) {
        let arguments = (skipBuild ? ["--skip-build"] : []) + ["--filter", exercise.moduleName]
        let (events, continuation) = AsyncStream.makeStream(of: TestRunProgress.self)
        let display = progress.map { ProgressDisplay(output: $0, now: ExerciseTools.current.elapsed) }
        let shown = Task { @MainActor in for await event in events { display?.show(event) } }
        // A single file can take a minute to compile: the display says the time goes on.
        let ticks = Task { @MainActor in
            while display != nil, (try? await Task.sleep(for: .seconds(1))) != nil { display?.tick() }
        }
        defer {
            continuation.finish()
            ticks.cancel()
            display?.finish()
        }
        let output: ProcessOutput
        do {
            output = try await ExerciseTools.current.testRunner.swiftTest(
                arguments, in: catalog.root, isolating: isolated ? exercise.code : nil,
                progress: { continuation.yield($0) })
        } catch .notFound {
            throw .failure(
                "'swift' is not on your PATH, so the tests can't run. Install a Swift toolchain (swift.org).")
        } catch {
            throw .failure("could not run 'swift test': \(error).")
        }
        continuation.finish()
        await shown.value
        var status = ExerciseStatus(output, exercise: exercise)
        // A learner who deleted a file the exercise gives gets told so, not the build's error.
        let missing = await ExerciseTools.current.starters.missingFiles(of: exercise, in: catalog.root)
        if !status.isPassing, !missing.isEmpty { status = .missingFiles(missing) }
        return (status, output)
    }

    public static func announcement(of exercise: Exercise) -> String {
        "Checking exercise \(exercise.code) · \(exercise.title): swift test --filter \(exercise.moduleName) "
            + "(this exercise alone)"
    }

    public static func solutionsNote(environment: [String: String]) -> String? {
        guard environment["WORKBOOK_SOLUTIONS"] == "1" else { return nil }
        return "Note: WORKBOOK_SOLUTIONS=1 is set, so this checks the reference solutions, not your Sources/."
    }

    public static let lastExercise =
        "That was the last exercise. 'swift run workbook exercises' shows them all."

    public static func summary(of status: ExerciseStatus, for exercise: Exercise, in catalog: ExerciseCatalog)
        -> [String]
    {
        let all =
            "Everything 'swift test' printed: cd Exercises && swift test --filter \(exercise.moduleName)"
        return lines(status, exercise, catalog) + (status.isPassing || status == .interrupted ? [] : [all])
    }

    private static func lines(_ status: ExerciseStatus, _ exercise: Exercise, _ catalog: ExerciseCatalog)
        -> [String]
    {
        let code = exercise.code
        switch status {
        case .passing(let tests):
            let after = catalog.exercise(after: exercise).map { next($0, in: catalog) } ?? [lastExercise]
            return ["✔ All \(tests) \(tests == 1 ? "test passes" : "tests pass"). Exercise \(code) is done."]
                + after
        case .failing(let report):
            return FailureReport(report: report, exercise: exercise, catalog: catalog).lines()
        case .doesNotCompile(let error):
            return [
                "✘ Exercise \(code) does not compile. The compiler's first error:",
                "  " + describe(error)
                    + (error.macro.map {
                        "\n  It is inside \($0)(…): an await or try it needs goes in its parentheses."
                    } ?? ""),
                "Fix it and check again ('swift build' in Exercises/ shows every error), or \(catalog.startingOver(exercise)).",
            ]
        case .blocked(let error, let buildLine):
            // Checked alone, an exercise builds only what it uses: what fails is the workbook's.
            return [
                "✘ Exercise \(code) can't be checked: the workbook does not build.",
                "  " + (error.map { describe($0) } ?? buildLine ?? "(the build printed no error)"),
            ]
        case .crashed(let line):
            return [
                "✘ Exercise \(code)'s tests crashed, so they could not finish:", "  " + line,
                "A crash stops every test. Look for what can trap: a force unwrap (!), 'try!', an index out of range, "
                    + "an overflow, 'fatalError'; 'swift test --filter \(exercise.moduleName)' prints the backtrace, "
                    + "which names the file and line.",
            ]
        case .timedOut(let test):
            return [
                "✘ Exercise \(code)'s tests never finished: " + (test.map { "\"\($0)\"" } ?? "a test")
                    + " passed its time limit and didn't return, so check stopped the run.",
                "A test that awaits something that never happens waits forever, such as a task whose request nobody "
                    + "answered. Await a task once your test has made its work finish; where a bug could leave it "
                    + "pending, check a flag instead, such as task.isCancelled.",
            ]
        case .stoppedFromOutside(let signal):
            return [
                "✘ Exercise \(code)'s tests were stopped from outside (signal \(signal)) before they finished: "
                    + "not a crash in your code.",
                "If you stopped them, check again when you are ready. If not, something on this machine ended them "
                    + "(running out of memory does); check again.",
            ]
        case .noTests:
            return [
                "✘ 'swift test --filter \(exercise.moduleName)' ran no tests: is \(exercise.moduleName)Tests in Package.swift?"
            ]
        case .interrupted:
            return ["Stopped before the tests finished."]
        case .missingFiles(let paths):
            return ["✘ Exercise \(code) can't be checked: files that come with the workbook are missing:"]
                + paths.map { "  " + $0 } + [
                    "Put them back with: git checkout -- " + paths.joined(separator: " ")
                ]
        case .unrecognized(let line, let status):
            return [
                "✘ 'swift test' ended with status \(status) without a test summary. Its last line:",
                "  " + line,
            ]
        }
    }

    // What `check` ends with on standard error, after the summary said it all.
    public static func problem(with status: ExerciseStatus, of exercise: Exercise) -> String? {
        status.isPassing ? nil : "exercise \(exercise.code): \(label(of: status).dropFirst(2))."
    }

    public static func label(of status: ExerciseStatus) -> String {
        switch status {
        case .passing: "✔ passing"
        case .failing(let report): "✘ failing — \(report.failedTests.count) of \(report.testCount) tests fail"
        case .doesNotCompile: "✘ does not compile"
        case .blocked(let error, _):
            error.flatMap { $0.path.firstMatch(of: /\/Exercises\/(\d\d)-[^\/]+\//) }.map {
                "? not checked: exercise \($0.1) doesn't compile"
            } ?? "? not checked — the workbook does not build"
        case .crashed: "✘ crashed"
        case .timedOut: "✘ a test never finished"
        case .stoppedFromOutside: "? stopped before the end"
        case .noTests: "? no tests found"
        case .interrupted: "? interrupted"
        case .unrecognized: "? could not tell"
        case .missingFiles: "? not checked — files it needs are missing"
        }
    }

    public static func next(_ exercise: Exercise, in catalog: ExerciseCatalog) -> [String] {
        let chapter = catalog.chapterReference(of: exercise).map { " (\($0))" } ?? ""
        return [
            "Next: exercise \(exercise.code) · \(exercise.title)\(chapter)",
            "  Read \(exercise.relativePath)/README.md, then run: swift run workbook check \(exercise.number)",
        ]
    }

    nonisolated public static func describe(_ error: CompilerError) -> String {
        "\(inWorkbook(error.path)):\(error.line):\(error.column): \(error.message)"
    }

    /// `/home/ada/workbook/Exercises/03-…/File.swift` → `Exercises/03-…/File.swift`.
    nonisolated static func inWorkbook(_ path: String) -> String {
        path.range(of: "/Exercises/", options: .backwards).map { "Exercises/" + path[$0.upperBound...] }
            ?? path
    }
}

// `workbook check N`: runs one exercise's tests and says, in the learner's words, how far
// they got — the first failed expectation, the README step it belongs to and the hint to
// ask for — or what stops the tests from running at all.

import Foundation

/// Runs one exercise's tests and summarises them.
enum CheckCommand: WorkbookCommand {
    static let name = "check"
    static let summary = "Run one exercise's tests and say what to fix first."
    static let discussion = """
        Runs 'swift test --filter ExerciseNN' in the workbook's folder for this exercise alone
        (WORKBOOK_EXERCISE=NN, in Exercises/.build/exercise-check), so other exercises that don't
        compile don't stop it, and prints the passed and failed counts, the first failed
        expectation (the lowest README step first) with what was expected and what there was,
        the step it belongs to and the hint command. Where you write tests, your own failing
        tests come first, by name. A compile error in your code is reported with the
        compiler's first error. While SwiftPM builds, it shows how far the build is.

        Where the tests print a prediction (exercise 09), it is set beside what broke, per
        pattern. The first time the exercise passes, it prints the exercise's debrief (DEBRIEF.md:
        the move, how the workbook's own code makes it, what to compare with yours) and
        notes it in .workbook-progress at the workbook's root, with how long the exercise took
        from your first check of it; later passes name the file.
        """

    static let exercise = Positional.exercise
    static let verbose = Flag("verbose", help: "print everything 'swift test' printed before the summary")
    static var declaredArguments: [any DeclaredArgument] { [exercise, verbose] }

    static let notes = """
        Exit status: 0 when every test passes, 1 when not (or the tests can't run), 64 for a
        bad exercise number.

        Examples:
          workbook check 1
          workbook check 3 --verbose
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(arguments.value(Self.exercise))

        let status = try await check(
            exercise, in: catalog, console: console, verbose: arguments.isSet(verbose))
        if let problem = ExerciseCheck.problem(with: status, of: exercise) {
            throw .failure(problem)
        }
    }

    /// Announces, runs and summarises one check; `workbook watch` repeats this.
    @MainActor
    static func check(
        _ exercise: Exercise, in catalog: ExerciseCatalog, console: Console, verbose: Bool = false
    )
        async throws(CommandError) -> ExerciseStatus
    {
        console.print(ExerciseCheck.announcement(of: exercise))
        if let note = ExerciseCheck.solutionsNote(environment: console.environment) {
            console.print(note)
        } else {
            // Only for the minutes a pass reports: a file that can't take the line loses
            // nothing else, and the debrief's own record says so if it fails too.
            try? ExerciseProgress(root: catalog.root).recordCheck(
                of: exercise, at: ExerciseTools.current.now())
        }
        let (status, output) = try await ExerciseCheck.runCapturingOutput(
            exercise, in: catalog, isolated: true, progress: .standardOutput(of: console))
        let summary = ExerciseCheck.summary(of: status, for: exercise, in: catalog, verbose: verbose)
        // Where to go next comes last, after the tally, the predictions and the debrief.
        let next =
            summary.firstIndex { $0.hasPrefix("Next:") || $0 == ExerciseCheck.lastExercise }
            ?? summary.endIndex
        let width = console.width(overriding: nil)
        if verbose {
            // `--verbose` has lines hundreds of characters long: wrapped to the terminal (COLUMNS).
            var printed = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            if printed.last == "" { printed.removeLast() }
            for line in printed + summary[..<next] {
                console.print(ColumnLayout.wrap(line, width: width).joined(separator: "\n"))
            }
        } else {
            console.print(summary[..<next].joined(separator: "\n"))
        }
        if status.isPassing {
            // The grader's tally of a hunt that caught every bug (ExerciseGrading's BugHunt).
            for line in output.text.split(separator: "\n")
            where line.hasPrefix("Your tests caught every seeded bug:") {
                console.print(String(line))
            }
        }
        showPredictions(in: output.text, of: exercise, console: console, width: width)
        if status.isPassing, ExerciseCheck.solutionsNote(environment: console.environment) == nil {
            showDebrief(of: exercise, in: catalog, console: console, width: width)
        }
        for line in summary[next...] {
            console.print(verbose ? ColumnLayout.wrap(line, width: width).joined(separator: "\n") : line)
        }
        return status
    }

    /// Exercise 09's step-1 prediction beside what broke, per pattern, when its tests printed them.
    @MainActor
    static func showPredictions(in output: String, of exercise: Exercise, console: Console, width: Int) {
        let reports = PredictionReport.reports(in: output)
        guard !reports.isEmpty else { return }
        console.print("")
        let side =
            ExerciseCheck.solutionsNote(environment: console.environment) == nil ? "Sources" : "Solution"
        let heading =
            "Your prediction (\(exercise.relativePath)/\(side)/Tests/Predictions.swift) beside the team's "
            + "tests that break on your code as it is now:"
        for line in [heading] + reports.flatMap(\.lines) {
            console.print(Debrief.wrap(line, width: width, indent: 4).joined(separator: "\n"))
        }
    }

    /// After a pass: the debrief the first time, then only where it is. A pass of the
    /// reference solutions (`WORKBOOK_SOLUTIONS=1`) is not the learner's, so it unlocks nothing.
    @MainActor
    static func showDebrief(of exercise: Exercise, in catalog: ExerciseCatalog, console: Console, width: Int)
    {
        guard let markdown = Debrief.markdown(of: exercise, in: catalog) else { return }
        let progress = ExerciseProgress(root: catalog.root)
        console.print("")
        let path = Debrief.path(of: exercise)
        guard !progress.unlockedDebriefs().contains(exercise.number) else {
            let pointer = "The debrief of exercise \(exercise.code) is in \(path)."
            console.print(Debrief.wrap(pointer, width: width, indent: 2).joined(separator: "\n"))
            return
        }
        do {
            try progress.unlockDebrief(of: exercise, at: ExerciseTools.current.now())
        } catch {
            console.printError("Warning: \(error.message)")
        }
        // Under a minute says nothing: that is a pass on the first check, or nearly.
        if let minutes = progress.minutesToPass(of: exercise.number), minutes > 0 {
            let taken = minutes == 1 ? "1 minute" : "\(minutes) minutes"
            let line = "It took \(taken) from your first check of exercise \(exercise.code) to this pass."
            console.print(Debrief.wrap(line, width: width, indent: 2).joined(separator: "\n"))
            console.print("")
        }
        let heading = "Debrief of exercise \(exercise.code), unlocked now (it stays in \(path)):"
        console.print(Debrief.wrap(heading, width: width, indent: 2).joined(separator: "\n"))
        console.print("")
        console.print(Debrief.lines(of: markdown, width: width).joined(separator: "\n"))
    }
}

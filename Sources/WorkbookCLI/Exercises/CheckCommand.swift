// `workbook check N`: runs one exercise's tests and says, in the learner's words, how far
// they got — the first failed expectation, the README step it belongs to and the hint to
// ask for — or what stops the tests from running at all.

import Foundation

enum CheckCommand: WorkbookCommand {
    static let name = "check"
    static let summary = "Run one exercise's tests and say what to fix first."
    static let discussion = """
        Runs 'swift test --filter ExerciseNN' in Exercises/ for this exercise alone
        (WORKBOOK_EXERCISE=NN, in Exercises/.build/exercise-check, so other exercises that don't
        compile don't stop it), showing how far the build is. Then prints the passed and failed
        counts and the first failed expectation (the lowest README step first) with the values
        found, the step it belongs to and the hint command; or the compiler's first error in your
        code, as yours; or what stopped the tests.

        The first time the exercise passes, it prints the exercise's debrief (DEBRIEF.md) and
        notes it in .workbook-progress at the workbook's root, with how long the exercise took
        since 'check', 'hint' or 'exercises' first named it; later passes name the file.
        """

    static let exercise = Positional.exercise
    static var declaredArguments: [any DeclaredArgument] { [exercise] }

    static let notes = """
        Exit status: 0 when every test passes, 1 when not (or the tests can't run), 64 for a
        bad exercise number.

        Examples:
          workbook check 1
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(arguments.value(Self.exercise))
        let solutionsNote = ExerciseCheck.solutionsNote(environment: console.environment)
        console.print(ExerciseCheck.announcement(of: exercise))
        ExerciseProgress.recordStart(of: exercise, in: catalog)
        if let solutionsNote { console.print(solutionsNote) }
        let (status, output) = try await ExerciseCheck.run(
            exercise, in: catalog, isolated: true, progress: .standardOutput(of: console))
        let summary = ExerciseCheck.summary(of: status, for: exercise, in: catalog)
        // Where to go next comes last, after the tally and the debrief.
        let next =
            summary.firstIndex { $0.hasPrefix("Next:") || $0 == ExerciseCheck.lastExercise }
            ?? summary.endIndex
        // The grader's tally of a hunt that caught every seeded bug, wherever in a line it is printed.
        let caught = output.text.split(separator: "\n").compactMap { line in
            line.range(of: "Your tests caught every seeded bug:").map { String(line[$0.lowerBound...]) }
        }
        for line in summary[..<next] + (status.isPassing ? caught : []) {
            console.print(line)
        }
        if status.isPassing, solutionsNote == nil { showDebrief(of: exercise, in: catalog, console: console) }
        for line in summary[next...] { console.print(line) }
        if let problem = ExerciseCheck.problem(with: status, of: exercise) { throw .failure(problem) }
    }

    @MainActor
    static func showDebrief(of exercise: Exercise, in catalog: ExerciseCatalog, console: Console) {
        let path = exercise.relativePath + "/" + Debrief.fileName
        guard let data = try? Data(contentsOf: catalog.url(of: exercise, Debrief.fileName)) else { return }
        let progress = ExerciseProgress(root: catalog.root)
        console.print("")
        guard !progress.unlockedDebriefs().contains(exercise.number) else {
            return console.print("The debrief of exercise \(exercise.code) is in \(path).")
        }
        do {
            try progress.unlockDebrief(of: exercise, at: ExerciseTools.current.now())
        } catch {
            console.printError("Warning: \(error.message)")
        }
        if let sentence = progress.timeToPass(of: exercise) { console.print(sentence + "\n") }
        console.print("Debrief of exercise \(exercise.code), unlocked now (it stays in \(path)):\n")
        console.print(Debrief.lines(of: data).joined(separator: "\n").trimmingCharacters(in: .newlines))
    }
}

// `workbook exercises`: every exercise with its chapter and its status — found by running
// its tests, never read from a state file — the progress count, and what to do next.

import Foundation

/// Lists the exercises, runs their tests, and points at the next one to do.
enum ExercisesCommand: WorkbookCommand {
    static let name = "exercises"
    static let summary = "List the exercises with their status and say which one is next."
    static let discussion = """
        Runs each exercise's tests ('swift test --filter ExerciseNN'; the first run builds the
        package, the others reuse that build) and lists every exercise with its chapter and
        status: passing, failing, or does not compile, and marks the exercises whose debrief
        'workbook check' has shown (.workbook-progress), with the minutes from your first
        'workbook check' of each to its first pass, breaks included. Then it names the first
        exercise that is not passing yet and the command to check it.

        All the exercises' tests build together; when that build fails, each exercise is
        checked on its own (as 'workbook check N' does), so one exercise that does not
        compile does not hide how the others stand.
        """

    static let declaredArguments: [any DeclaredArgument] = []

    static let notes = """
        Exit status: 0, whatever the exercises' status; 1 when the tests can't run at all.

        Examples:
          workbook exercises
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let catalog = try ExerciseCatalog.find(console: console)
        console.print(
            "Running the tests of \(catalog.exercises.count) exercises "
                + "(swift test --filter ExerciseNN; the first run builds the package)…")
        if let note = ExerciseCheck.solutionsNote(environment: console.environment) {
            console.print(note)
        }
        let statuses = try await ExerciseOverview.statuses(
            of: catalog, progress: .standardOutput(of: console), say: { console.print($0) })

        let passing = statuses.filter(\.isPassing).count
        console.print("")
        console.print("Exercises — \(passing) of \(catalog.exercises.count) passing")
        console.print("")
        let width = catalog.exercises.map(\.title.count).max() ?? 0
        let progress = ExerciseProgress(root: catalog.root)
        let unlocked = progress.unlockedDebriefs()
        for (exercise, status) in zip(catalog.exercises, statuses) {
            let chapter = exercise.chapterNumber.map { "ch" + Exercise.twoDigits($0) } ?? "    "
            var debrief = unlocked.contains(exercise.number) ? "  · debrief unlocked" : ""
            if let minutes = progress.minutesToPass(of: exercise.number) {
                debrief += minutes == 0 ? " · took <1 min" : " · took \(minutes) min"
            }
            console.print(
                "  \(exercise.code)  " + ColumnLayout.pad(exercise.title, to: width + 2) + chapter + "  "
                    + ExerciseCheck.label(of: status, in: catalog) + debrief)
        }
        if !unlocked.isEmpty {
            console.print("")
            console.print("An unlocked debrief stays in its exercise's folder: Exercises/NN-slug/DEBRIEF.md.")
        }
        console.print("")
        console.print(ExerciseOverview.nextStep(statuses, in: catalog).joined(separator: "\n"))
    }
}

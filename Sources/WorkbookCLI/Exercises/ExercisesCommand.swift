// `workbook exercises`: every exercise with its chapter and its status — found by running its
// tests, never read from a state file — the progress count, and what to do next.

import Foundation

enum ExercisesCommand: WorkbookCommand {
    static let name = "exercises"
    static let summary = "List the exercises with their status and say which one is next."
    static let discussion = """
        Runs each exercise's tests ('swift test --filter ExerciseNN' in Exercises/; the first
        run builds the exercises' package, the others reuse that build) and lists every exercise
        with its chapter and status, marking the exercises whose debrief 'workbook check' has
        shown. Then it names the first exercise that is not passing yet, and notes it as started
        in .workbook-progress. When the package does not build, the exercise that breaks it is
        named, with the compiler's first error, and the others are marked not checked.
        """
    static let declaredArguments: [any DeclaredArgument] = []
    static let notes = """
        Exit status: 0, whatever the exercises' status; 1 when the tests can't run at all.
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let catalog = try ExerciseCatalog.find(console: console)
        console.print(
            "Running the tests of \(catalog.exercises.count) exercises (swift test --filter ExerciseNN)…")
        if let note = ExerciseCheck.solutionsNote(environment: console.environment) { console.print(note) }
        let statuses = try await statuses(of: catalog, console: console)

        console.print(
            "\nExercises — \(statuses.filter(\.isPassing).count) of \(catalog.exercises.count) passing\n")
        let width = catalog.exercises.map(\.title.count).max() ?? 0
        let unlocked = ExerciseProgress(root: catalog.root).unlockedDebriefs()
        for (exercise, status) in zip(catalog.exercises, statuses) {
            let chapter = exercise.chapterNumber.map { "ch" + Exercise.twoDigits($0) } ?? "    "
            let debrief = unlocked.contains(exercise.number) ? "  · debrief unlocked" : ""
            console.print(
                "  \(exercise.code)  " + ColumnLayout.pad(exercise.title, to: width + 2) + chapter + "  "
                    + ExerciseCheck.label(of: status) + debrief)
        }
        if !unlocked.isEmpty {
            console.print(
                "\nAn unlocked debrief stays in its exercise's folder: Exercises/NN-slug/DEBRIEF.md.")
        }
        console.print("")
        let pairs = zip(catalog.exercises, statuses)
        let broken = pairs.first { if case .doesNotCompile = $0.1 { true } else { false } }
        let next = broken ?? pairs.first { !$0.1.isPassing }
        if let (next, _) = next { ExerciseProgress.recordStart(of: next, in: catalog) }
        if let (broken, status) = next, case .doesNotCompile(let error) = status {
            console.print(
                "Next: exercise \(broken.code) does not compile:\n  \(ExerciseCheck.describe(error))\n  Fix it, then run: "
                    + "swift run workbook check \(broken.number)   (or \(catalog.startingOver(broken)))")
        } else if let (next, _) = next {
            console.print(ExerciseCheck.next(next, in: catalog).joined(separator: "\n"))
        } else {
            console.print("All \(catalog.exercises.count) exercises pass. Well done.")
        }
    }

    @MainActor
    static func statuses(of catalog: ExerciseCatalog, console: Console) async throws(CommandError)
        -> [ExerciseStatus]
    {
        var statuses: [ExerciseStatus] = []
        var build: ProcessOutput?
        for exercise in catalog.exercises {
            if Interrupt.received { throw .failure("interrupted before every exercise was checked.") }
            if let build {
                statuses.append(ExerciseStatus(build, exercise: exercise))
                continue
            }
            let (status, output) = try await ExerciseCheck.run(
                exercise, in: catalog, skipBuild: !statuses.isEmpty,
                progress: statuses.isEmpty ? .standardOutput(of: console) : nil)
            if case .doesNotCompile = status { build = output }
            if case .blocked = status { build = output }
            statuses.append(status)
        }
        return statuses
    }
}

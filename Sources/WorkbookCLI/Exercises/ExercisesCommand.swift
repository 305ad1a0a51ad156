// `workbook exercises`: every exercise with its chapter and its status — found by running
// its tests, never read from a state file — the progress count, and what to do next.

import Foundation

/// Lists the exercises, runs their tests, and points at the next one to do.
enum ExercisesCommand: WorkbookCommand {
    static let name = "exercises"
    static let summary = "List the exercises with their status and say which one is next."
    static let usage = "workbook exercises"
    static let details = """
        Runs each exercise's tests ('swift test --filter ExerciseNN'; the first run builds the
        package, the others reuse that build) and lists every exercise with its chapter and
        status: passing, failing, or does not compile. Then it names the first exercise that
        is not passing yet and the command to check it.

        All the exercises' tests build together, so one exercise that does not compile stops
        the others from being checked; the list says so.

        Exit status: 0, whatever the exercises' status; 1 when the tests can't run at all.

        Examples:
          workbook exercises
        """

    static func run(_ arguments: inout ArgumentList, console: Console) async throws(CommandError) {
        try arguments.finish()
        let catalog = try ExerciseCatalog.find(console: console)
        console.print(
            "Running the tests of \(catalog.exercises.count) exercises "
                + "(swift test --filter ExerciseNN; the first run builds the package)…")
        if let note = ExerciseCheck.solutionsNote(console) {
            console.print(note)
        }
        let statuses = try await statuses(of: catalog)

        let passing = statuses.filter(\.isPassing).count
        console.print("")
        console.print("Exercises — \(passing) of \(catalog.exercises.count) passing")
        console.print("")
        let width = catalog.exercises.map(\.title.count).max() ?? 0
        for (exercise, status) in zip(catalog.exercises, statuses) {
            let chapter = exercise.chapterNumber.map { "ch" + Exercise.twoDigits($0) } ?? "    "
            console.print(
                "  \(exercise.code)  " + ColumnLayout.pad(exercise.title, to: width + 2) + chapter + "  "
                    + ExerciseCheck.label(of: status, in: catalog))
        }
        console.print("")
        console.print(nextStep(statuses, in: catalog).joined(separator: "\n"))
    }

    /// Each exercise's status: the first run builds; the others reuse the build.
    @MainActor
    static func statuses(of catalog: ExerciseCatalog) async throws(CommandError) -> [ExerciseStatus] {
        guard let first = catalog.exercises.first else { return [] }
        let (firstStatus, output) = try await ExerciseCheck.runCapturingOutput(first, in: catalog)
        var statuses = [firstStatus]
        for exercise in catalog.exercises.dropFirst() {
            if Interrupt.received {
                throw .failure("interrupted before every exercise was checked.")
            }
            switch firstStatus {
            case .doesNotCompile, .blocked:
                // Nothing built, so the first run's compiler errors are everyone's.
                let report = TestRunReport(output: output)
                statuses.append(ExerciseStatus(report: report, status: output.status, exercise: exercise))
            default:
                statuses.append(try await ExerciseCheck.run(exercise, in: catalog, skipBuild: true))
            }
        }
        return statuses
    }

    /// The advice under the list.
    static func nextStep(_ statuses: [ExerciseStatus], in catalog: ExerciseCatalog) -> [String] {
        let pairs = Array(zip(catalog.exercises, statuses))
        if let (broken, status) = pairs.first(where: {
            if case .doesNotCompile = $0.1 { true } else { false }
        }),
            case .doesNotCompile(let error) = status
        {
            return [
                "Next: exercise \(broken.code) does not compile, and that stops every exercise's tests:",
                "  " + ExerciseCheck.describe(error, in: catalog),
                "  Fix it, then run: workbook check \(broken.number)   (or start over: workbook reset \(broken.number))",
            ]
        }
        guard let (next, _) = pairs.first(where: { !$0.1.isPassing }) else {
            return ["All \(catalog.exercises.count) exercises pass. Well done."]
        }
        let chapter = catalog.chapterReference(of: next).map { " (\($0))" } ?? ""
        return [
            "Next: exercise \(next.code) · \(next.title)\(chapter)",
            "  Read \(next.relativePath)/README.md, then run: workbook check \(next.number)",
        ]
    }
}

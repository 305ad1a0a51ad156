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

        All the exercises' tests build together; when that build fails, each exercise is
        checked on its own (as 'workbook check N' does), so one exercise that does not
        compile does not hide how the others stand.

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
        let statuses = try await statuses(of: catalog, console: console)

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

    /// Each exercise's status: the first run builds everything and the others reuse that
    /// build; when it does not build, each exercise is checked alone, so one exercise that
    /// does not compile does not hide how the others stand.
    @MainActor
    static func statuses(of catalog: ExerciseCatalog, console: Console? = nil) async throws(CommandError)
        -> [ExerciseStatus]
    {
        guard let first = catalog.exercises.first else { return [] }
        let firstStatus = try await ExerciseCheck.run(first, in: catalog, console: console)
        var buildFailed = false
        switch firstStatus {
        case .doesNotCompile, .blocked: buildFailed = true
        default: break
        }
        if buildFailed {
            console?.print("The whole workbook does not build; checking each exercise on its own…")
        }
        var statuses = [firstStatus]
        for (index, exercise) in catalog.exercises.enumerated() {
            if Interrupt.received {
                throw .failure("interrupted before every exercise was checked.")
            }
            if buildFailed {
                let status = try await ExerciseCheck.run(
                    exercise, in: catalog, isolated: true, console: console)
                if index == 0 { statuses[0] = status } else { statuses.append(status) }
            } else if index > 0 {
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
                "Next: exercise \(broken.code) does not compile, and that stops 'swift test' for every exercise:",
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

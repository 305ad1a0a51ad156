// Every exercise at once, as `workbook exercises` shows them: each one's status, found by
// running its tests (never read from a state file), and the advice on what to do next.

import Foundation

/// The status of every exercise, and the next one to do.
@MainActor
public enum ExerciseOverview {
    /// Each exercise's status: the first run builds everything and the others reuse that
    /// build; when it does not build, each exercise is checked alone, so one exercise that
    /// does not compile does not hide how the others stand.
    public static func statuses(
        of catalog: ExerciseCatalog, progress: ProgressOutput? = nil, say: (String) -> Void = { _ in }
    ) async throws(CommandError) -> [ExerciseStatus] {
        guard let first = catalog.exercises.first else { return [] }
        let firstStatus = try await ExerciseCheck.run(first, in: catalog, progress: progress)
        var buildFailed = false
        switch firstStatus {
        case .doesNotCompile, .blocked: buildFailed = true
        default: break
        }
        if buildFailed {
            say("The whole workbook does not build; checking each exercise on its own…")
        }
        var statuses = [firstStatus]
        for (index, exercise) in catalog.exercises.enumerated() {
            if Interrupt.received {
                throw .failure("interrupted before every exercise was checked.")
            }
            if buildFailed {
                let status = try await ExerciseCheck.run(
                    exercise, in: catalog, isolated: true, progress: progress)
                if index == 0 { statuses[0] = status } else { statuses.append(status) }
            } else if index > 0 {
                statuses.append(try await ExerciseCheck.run(exercise, in: catalog, skipBuild: true))
            }
        }
        return statuses
    }

    /// The advice under the list.
    public static func nextStep(_ statuses: [ExerciseStatus], in catalog: ExerciseCatalog) -> [String] {
        let pairs = Array(zip(catalog.exercises, statuses))
        if let (broken, status) = pairs.first(where: {
            if case .doesNotCompile = $0.1 { true } else { false }
        }),
            case .doesNotCompile(let error) = status
        {
            return [
                "Next: exercise \(broken.code) does not compile, and that stops 'swift test' for every exercise:",
                "  " + ExerciseCheck.describe(error, in: catalog),
                "  Fix it, then run: swift run workbook check \(broken.number)   (or \(catalog.startingOver(broken)))",
            ]
        }
        guard let (next, _) = pairs.first(where: { !$0.1.isPassing }) else {
            return ["All \(catalog.exercises.count) exercises pass. Well done."]
        }
        return Self.next(next, in: catalog)
    }

    /// The "Next:" lines that send the learner to `exercise`: after `exercises`' list, and
    /// after a `check` that passes.
    public static func next(_ exercise: Exercise, in catalog: ExerciseCatalog) -> [String] {
        let chapter = catalog.chapterReference(of: exercise).map { " (\($0))" } ?? ""
        return [
            "Next: exercise \(exercise.code) · \(exercise.title)\(chapter)",
            "  Read \(exercise.relativePath)/README.md, then run: swift run workbook check \(exercise.number)",
        ]
    }
}

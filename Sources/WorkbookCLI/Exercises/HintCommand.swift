// `workbook hint N [--step K] [--level L]`: one hint at a time, from the exercise's
// HINTS.md — a nudge first, then where to look, then the code — and the command for the
// next one. Without `--step` it runs the exercise's tests to open at the first failing step.

import Foundation

enum HintCommand: WorkbookCommand {
    static let name = "hint"
    static let summary = "Show one hint for an exercise: a nudge, then where to look, then the code."
    static let discussion = """
        Each step of HINTS.md has three levels under '## Step K': '### 1 · Nudge',
        '### 2 · Where to look' and '### 3 · The code'. One level is printed at a time,
        then the command for the next one. Without --step, 'swift test --filter ExerciseNN'
        runs first, for this exercise alone as 'workbook check' runs it, and the hint opens at
        the step of your first failed expectation.
        """

    static let exercise = Positional.exercise
    static let step = Option<String>(
        "step", value: "K", help: "the hint for step K of the exercise's README",
        shownDefault: "the first step whose tests fail, found by running them")
    static let level = Option<String>(
        "level", value: "L", help: "1 for a nudge, 2 for where to look, 3 for the code", shownDefault: "1")
    static var declaredArguments: [any DeclaredArgument] { [exercise, step, level] }

    static let notes = """
        Exit status: 0, 1 when the exercise has no hints, 64 for a bad exercise, step or level.

        Examples:
          workbook hint 1
          workbook hint 3 --step 2
          workbook hint 3 --step 2 --level 3
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let stepText = arguments.value(Self.step)
        let levelText = arguments.value(Self.level)
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(arguments.value(Self.exercise))
        ExerciseProgress.recordStart(of: exercise, in: catalog)

        let hintsFile = catalog.url(of: exercise, "HINTS.md")
        guard let markdown = try? String(contentsOf: hintsFile, encoding: .utf8) else {
            throw .failure(
                "exercise \(exercise.code) has no hints yet (\(exercise.relativePath)/HINTS.md is missing).")
        }
        let hints = ExerciseHints(markdown: markdown)
        guard let firstStep = hints.steps.first, let lastStep = hints.steps.last else {
            throw .failure("\(exercise.relativePath)/HINTS.md has no '## Step K' sections.")
        }

        let level = levelText.map { Int($0) ?? 0 } ?? 1
        let step: Int
        if let stepText {
            guard let value = Int(stepText), hints.levels[value] != nil else {
                throw .usage(
                    "exercise \(exercise.code) has steps \(firstStep)–\(lastStep); '--step \(stepText)' is not one of them."
                )
            }
            step = value
        } else if !hints.levels.values.contains(where: { $0.indices.contains(level &- 1) }) {
            step = firstStep  // a level no step has: said below, before any test runs
        } else {
            console.print(
                "Running 'swift test --filter \(exercise.moduleName)' for this exercise alone to find your first "
                    + "failing step ('--step K' skips this)…")
            let found = try await firstFailingStep(of: exercise, in: catalog, hints: hints, console: console)
            console.print(found.reason + "\n")
            step = found.step
        }

        let levels = hints.levels[step] ?? []
        guard levels.indices.contains(level &- 1) else {
            throw .usage(
                "step \(step) of exercise \(exercise.code) has hint levels 1–\(levels.count); "
                    + "'--level \(levelText ?? "")' is not one of them.")
        }

        let readme = (try? String(contentsOf: catalog.url(of: exercise, "README.md"), encoding: .utf8)) ?? ""
        let title = ExerciseStep.steps(inReadme: readme).first { $0.number == step }?.title ?? ""
        let shown = levels[level - 1]
        var heading = "\(exercise.heading) — step \(step) of \(lastStep)\(title.isEmpty ? "" : ": \(title)")"
        if levels.count > 1 {
            heading += " — hint \(level) of \(levels.count)\(shown.name.isEmpty ? "" : " · \(shown.name)")"
        }
        let onward = next(after: step, level: level, of: exercise, hints: hints)
        console.print([heading, "", shown.text, "", onward].joined(separator: "\n"))
    }

    @MainActor
    static func firstFailingStep(
        of exercise: Exercise, in catalog: ExerciseCatalog, hints: ExerciseHints, console: Console
    )
        async throws(CommandError) -> (step: Int, reason: String)
    {
        let first = hints.steps.first ?? 1
        let check = "'swift run workbook check \(exercise.number)'"
        let status = try await ExerciseCheck.run(
            exercise, in: catalog, isolated: true, progress: .standardOutput(of: console)
        ).status
        if case .failing(let report) = status {
            if let step = FailureReport(report: report, exercise: exercise, catalog: catalog).firstStep,
                hints.levels[step] != nil
            {
                return (step, "Your first failed expectation belongs to step \(step).")
            }
            return (first, "Your failing tests don't name a step; here is step \(first).")
        }
        let why =
            switch status {
            case .passing: "Every test of exercise \(exercise.code) passes already"
            case .doesNotCompile: "Exercise \(exercise.code) does not compile (\(check) shows where)"
            default: "The tests could not tell (\(check) says why)"
            }
        return (first, why + "; here is step \(first)\(status.isPassing ? " anyway" : "").")
    }

    private static func next(after step: Int, level: Int, of exercise: Exercise, hints: ExerciseHints)
        -> String
    {
        let levels = hints.levels[step] ?? []
        if levels.indices.contains(level) {
            let name = levels[level].name
            return "Next hint: swift run workbook hint \(exercise.number) --step \(step) --level \(level + 1)"
                + (name.isEmpty ? "" : " (\(name.lowercased()))")
        }
        if let nextStep = hints.steps.first(where: { $0 > step }) {
            return
                "That was the last hint for step \(step). Next step: swift run workbook hint \(exercise.number) --step \(nextStep)"
        }
        return
            "That was the last hint. Still stuck? 'swift run workbook solution \(exercise.number)' shows the reference "
            + "(it spoils the exercise)."
    }
}

// `workbook hint N [--step K]`: one hint at a time, from the exercise's HINTS.md, and the
// command for the next one — a nudge first, the answer only when asked for.

import Foundation

/// Prints the hint for one step of an exercise.
enum HintCommand: WorkbookCommand {
    static let name = "hint"
    static let summary = "Show one hint for an exercise, a step at a time."
    static let usage = "workbook hint <exercise> [--step K]"
    static let details = """
        Arguments:
          <exercise>   the exercise's number, as in 'workbook exercises'

        Options:
          --step K     the hint for step K of the exercise's README (default: step 1)

        Prints the section '## Step K' of the exercise's HINTS.md, then the command for the
        next hint. 'workbook check N' names the step your first failing test belongs to.

        Exit status: 0, 1 when the exercise has no hints, 64 for a bad exercise or step.

        Examples:
          workbook hint 1
          workbook hint 3 --step 2
        """

    static func run(_ arguments: inout ArgumentList, console: Console) async throws(CommandError) {
        let stepText = try arguments.option("step")
        let number = arguments.positional()
        try arguments.finish()
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(number)

        let hintsFile = catalog.url(of: exercise, "HINTS.md")
        guard let markdown = try? String(contentsOf: hintsFile, encoding: .utf8) else {
            throw .failure(
                "exercise \(exercise.code) has no hints yet (\(exercise.relativePath)/HINTS.md is missing).")
        }
        let hints = ExerciseHints(markdown: markdown)
        guard let last = hints.steps.last, let firstStep = hints.steps.first else {
            throw .failure("\(exercise.relativePath)/HINTS.md has no '## Step K' sections.")
        }
        let step: Int
        if let stepText {
            guard let value = Int(stepText), hints.hints[value] != nil else {
                throw .usage(
                    "exercise \(exercise.code) has steps \(firstStep)–\(last); '--step \(stepText)' is not one of them."
                )
            }
            step = value
        } else {
            step = firstStep
        }

        let readme = (try? String(contentsOf: catalog.url(of: exercise, "README.md"), encoding: .utf8)) ?? ""
        let title = ExerciseStep.steps(inReadme: readme).first { $0.number == step }?.title ?? ""
        console.print(
            "\(exercise.heading) — hint for step \(step) of \(last)\(title.isEmpty ? "" : ": \(title)")")
        console.print("")
        console.print(hints.hints[step] ?? "")
        console.print("")
        if let next = hints.steps.first(where: { $0 > step }) {
            console.print("Next hint: workbook hint \(exercise.number) --step \(next)")
        } else {
            console.print(
                "That was the last hint. Still stuck? 'workbook solution \(exercise.number)' shows the reference "
                    + "(it spoils the exercise).")
        }
    }
}

// `workbook watch N`: checks an exercise, then checks it again whenever a file in its
// `Sources/` changes, until Ctrl-C. It polls modification dates; the pace (and the end)
// comes from ``WatchTicking``, so a test can drive it tick by tick without waiting.

import Foundation

/// Re-runs `workbook check N` whenever the exercise's sources change.
enum WatchCommand: WorkbookCommand {
    static let name = "watch"
    static let summary = "Check an exercise again every time you save one of its files."
    static let discussion = """
        Runs 'workbook check N' once, then looks at the exercise's Sources/ every second and
        checks again whenever a file there is saved, added or removed. Press Ctrl-C to stop.
        """

    static let exercise = Positional.exercise
    static var declaredArguments: [any DeclaredArgument] { [exercise] }

    static let notes = """
        Exit status: 0 when stopped with Ctrl-C, 1 when the tests can't run, 64 for a bad
        exercise.

        Examples:
          workbook watch 3
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let number = arguments.value(Self.exercise)
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(number)
        let sources = catalog.url(of: exercise, "Sources")
        let ticker = ExerciseTools.current.makeTicker()
        defer { ticker.finish() }

        console.print("Watching \(exercise.relativePath)/Sources/ — press Ctrl-C to stop.")
        console.print("")
        var snapshot = SourceSnapshot(of: sources)
        _ = try await CheckCommand.check(exercise, in: catalog, console: console)
        console.print("")
        console.print("Waiting for changes…")
        while await ticker.nextTick() {
            let now = SourceSnapshot(of: sources)
            guard now != snapshot else { continue }
            let changed = now.changes(since: snapshot)
            snapshot = now
            console.print("")
            // From the exercise's folder: `Sources/Tests/…` is the learner's, `Tests/…` the graders'.
            console.print("Changed: " + changed.map { "Sources/" + $0 }.joined(separator: ", "))
            _ = try await CheckCommand.check(exercise, in: catalog, console: console)
            console.print("")
            console.print("Waiting for changes…")
        }
        console.print("Stopped watching exercise \(exercise.code).")
    }
}

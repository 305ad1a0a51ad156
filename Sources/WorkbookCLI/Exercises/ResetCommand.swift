// `workbook reset N`: asks first, then puts an exercise's starter back through
// ``StarterRestore``, which backs the learner's files up under `.workbook-backups/` before
// it swaps anything. The starter comes from git's last commit, through ``StarterSource``.

import Foundation

enum ResetCommand: WorkbookCommand {
    static let name = "reset"
    static let summary = "Put an exercise's starter back (your files are backed up first)."
    static let discussion = """
        Copies your files in the exercise's Sources/ to a new folder
        .workbook-backups/NN-slug-YYYYMMDD-HHMMSSZ/ (UTC; git ignores it, and reset never
        deletes a backup), then puts the starter back as git's last commit (HEAD) has it.
        Needs git, and a workbook cloned with git.
        """

    static let exercise = Positional.exercise
    static let yes = Flag("yes", help: "don't ask before resetting")
    static var declaredArguments: [any DeclaredArgument] { [exercise, yes] }

    static let notes = """
        Exit status: 0 when reset (or nothing to do, or you said no), 1 when it can't be
        done, 64 for a bad exercise.

        Examples:
          workbook reset 3
          workbook reset 3 --yes
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let skipQuestion = arguments.isSet(yes)
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(arguments.value(Self.exercise))
        let tools = ExerciseTools.current

        let starter = try await tools.starters.starterFiles(of: exercise, in: catalog.root)
        guard !starter.isEmpty else {
            throw .failure(
                "nothing to restore from: git's last commit has no starter files in \(exercise.relativePath)/Sources/."
            )
        }
        let sources = catalog.url(of: exercise, "Sources")
        let current = try StarterRestore.read(sources)
        if current == starter.mapValues({ Data($0.utf8) }) {
            console.print("Exercise \(exercise.code) already holds its starter; nothing to reset.")
            return
        }

        if !skipQuestion {
            console.write(
                "This puts the starter of exercise \(exercise.code) back into \(exercise.relativePath)/Sources/; "
                    + "your files are backed up first. Continue? [y/N] ")
            guard let answer = console.readLine() else {
                console.print("")
                throw .failure("no answer to the question; add '--yes' to reset without asking.")
            }
            guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                console.print("Nothing changed.")
                return
            }
        }

        var backup: String?
        if current.isEmpty {
            console.print("\(exercise.relativePath)/Sources/ was empty; nothing to back up.")
        } else {
            backup = try StarterRestore.backUp(sources, of: exercise, in: catalog.root, at: tools.now())
            console.print("Backed up your \(filesPhrase(current.count)) to \(backup ?? "")/")
        }
        do {
            try StarterRestore.swapIn(starter.mapValues { Data($0.utf8) }, for: sources)
        } catch {
            let kept = backup.map { " (a copy is in \($0)/)" } ?? ""
            throw .failure(
                "\(error.message); nothing was changed: your files in \(exercise.relativePath)/Sources/ are as they were"
                    + "\(kept). Check that the folder is writable and the disk is not full, then run "
                    + "'swift run workbook reset \(exercise.number)' again.")
        }
        console.print("Put back the starter of exercise \(exercise.code) (\(filesPhrase(starter.count))).")
        console.print("Run 'swift run workbook check \(exercise.number)' to see its tests fail again.")
    }

    private static func filesPhrase(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }
}

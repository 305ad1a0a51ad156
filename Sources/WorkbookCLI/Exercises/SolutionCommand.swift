// `workbook solution N`: the reference solution, as a diff against the learner's own files,
// after a warning that it spoils the exercise. Reads files only; changes nothing.

import Foundation

enum SolutionCommand: WorkbookCommand {
    static let name = "solution"
    static let summary = "Show the reference solution as a diff against your files (spoils it)."
    static let discussion = """
        Prints a warning on standard error, then, on standard output, each file of the
        exercise's Solution/ as a diff against the same file in Sources/ ('git diff --no-index'):
        lines with '-' are yours, lines with '+' are the reference's (the capstone's in the pattern
        you chose). Nothing is changed; try 'workbook hint N' first.
        """

    static let exercise = Positional.exercise
    static var declaredArguments: [any DeclaredArgument] { [exercise] }

    static let notes = """
        Exit status: 0, 1 when the exercise has no solution, 64 for a bad exercise.

        Examples:
          workbook solution 3
          workbook solution 3 | less
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(arguments.value(Self.exercise))

        let solution = catalog.url(of: exercise, "Solution")
        let shown = Self.shown(in: exercise, catalog)
        let names = SourceFiles.list(in: solution).filter(shown)
        guard !names.isEmpty else {
            throw .failure(
                "exercise \(exercise.code) has no reference solution (\(exercise.relativePath)/Solution is empty)."
            )
        }
        console.printError(
            "Warning: this is the reference solution of \(exercise.heading.prefix(1).lowercased())"
                + "\(exercise.heading.dropFirst()). Reading it spoils the exercise; "
                + "'workbook hint \(exercise.number)' gives one nudge at a time instead.")

        let sources = catalog.url(of: exercise, "Sources")
        var differences = 0
        for name in names {
            let yours = "\(exercise.relativePath)/Sources/\(name)"
            let exists = FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path)
            let diff = try await gitDiff(
                exists ? yours : "/dev/null", reference(exercise, name, in: catalog), in: catalog.root)
            if diff.isEmpty {
                console.print("\(yours) already matches the reference.")
            } else {
                differences += 1
                console.write(diff)
            }
        }
        // Solution/ holds only what the reference changes; the rest it keeps as the starter has it.
        let extra = SourceFiles.list(in: sources).filter { shown($0) && !names.contains($0) }
        for name in extra {
            console.print("\(exercise.relativePath)/Sources/\(name): the reference keeps the starter's file.")
        }
        if differences == 0, extra.isEmpty { console.print("Your files are the reference solution.") }
    }

    /// Which files to show: the capstone's Solution/ has its reference in each pattern, and its
    /// Tests/Choice.swift names one; shown is the pattern the learner's Choice.swift names (less
    /// the reference's choice), else that one.
    static func shown(in exercise: Exercise, _ catalog: ExerciseCatalog) -> (String) -> Bool {
        let choice = { (side: String) in
            let url = catalog.url(of: exercise, side + "/Tests/Choice.swift")
            return (try? String(contentsOf: url, encoding: .utf8))?
                .firstMatch(of: /chosenPattern: Pattern\? = (?:Pattern)?\.(mvc|mvp|mvvm)/)?.1.uppercased()
        }
        guard let reference = choice("Solution") else { return { _ in true } }
        let yours = choice("Sources")
        return { name in
            (!name.hasPrefix("MV") || name.hasPrefix(yours ?? reference))
                && (yours == nil || name != "Tests/Choice.swift")
        }
    }

    /// A reference file that only passes on a shared module (`@_exported import MVVMForm`)
    /// stands for that module's file of the same name, which is the code to read.
    static func reference(_ exercise: Exercise, _ name: String, in catalog: ExerciseCatalog) -> String {
        let path = "\(exercise.relativePath)/Solution/\(name)"
        let text = (try? String(contentsOf: catalog.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        guard let module = text.firstMatch(of: /@_exported import (\w+)/)?.1 else { return path }
        return "Exercises/Shared/\(module)/" + (name as NSString).lastPathComponent
    }

    /// `git diff --no-index`: works outside a repository too; empty when the files are the same.
    static func gitDiff(_ old: String, _ new: String, in root: URL) async throws(CommandError) -> String {
        let output = try await runGit(
            ["diff", "--no-index", "--no-color", "--", old, new], in: root,
            missing: "'workbook solution' shows the reference with 'git diff'. Install git.")
        guard output.status <= 1 else {
            throw .failure(
                "git diff failed: \(output.errorText.split(separator: "\n").first ?? "status \(output.status)")"
            )
        }
        return output.text
    }
}

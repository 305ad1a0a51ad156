// Where the commands find the exercises — in the workbook above the working directory (or
// above the executable), the way every command that reads the workbook finds it — and the
// `<exercise>` argument they all take.


extension Positional {
    /// `<exercise>`: the argument every exercise command takes.
    static let exercise = Positional(
        "exercise", help: "the exercise's number, as in 'workbook exercises' (1 or 01)")
}

extension ExerciseCatalog {
    /// Finds the workbook above the console's directory and loads its exercises.
    @MainActor
    static func find(console: Console) throws(CommandError) -> ExerciseCatalog {
        try load(root: PackageRoot.find(console: console))
    }
}

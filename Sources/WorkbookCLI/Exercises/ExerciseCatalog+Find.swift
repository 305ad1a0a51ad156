// Where the commands find the exercises: in the workbook above the working directory (or
// above the executable), the way every command that reads the workbook finds it.

import CommandSupport
import ExerciseRunner

extension ExerciseCatalog {
    /// Finds the workbook above the console's directory and loads its exercises.
    @MainActor
    static func find(console: Console) throws(CommandError) -> ExerciseCatalog {
        try load(root: PackageRoot.find(console: console))
    }
}

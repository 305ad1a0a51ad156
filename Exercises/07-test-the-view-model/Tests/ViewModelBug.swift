// The bugs seeded into the view model under test, each worded as a user would notice it: the
// grading runs your tests once with each switched on, and each must make one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into the Edit-profile form's view model.
enum ViewModelBug: SeededBug {
    case problemBeforeEditing
    case saveStateRepeats
    case readOnlyAfterFailure
    case oldBaselineAfterSave
    case errorStaysAfterCancel

    var description: String {
        switch self {
        case .problemBeforeEditing: "a field's problem shows before the user has edited that field"
        case .saveStateRepeats: "every keystroke tells Save's state again, even when it hasn't changed"
        case .readOnlyAfterFailure: "after a failed save, the fields stay read-only"
        case .oldBaselineAfterSave: "after a successful save, Cancel brings back the values from before it"
        case .errorStaysAfterCancel: "Cancel leaves \"Couldn't save\" on screen"
        }
    }

    var step: Int {
        switch self {
        case .problemBeforeEditing, .saveStateRepeats: 2
        case .readOnlyAfterFailure, .oldBaselineAfterSave: 3
        case .errorStaysAfterCancel: 4
        }
    }
}

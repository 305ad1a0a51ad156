// The bugs seeded into the presenter under test, each worded as a user would notice it: the
// grading runs your tests once with each switched on, and each must make one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into the Edit-profile form's presenter.
enum PresenterBug: SeededBug {
    case problemBeforeEdit
    case saveEnabledAfterUndo
    case errorKeptWhileRetrying
    case oldBaselineAfterSave
    case cancelKeepsSaving

    var description: String {
        switch self {
        case .problemBeforeEdit: "a problem shows before its field is edited"
        case .saveEnabledAfterUndo: "Save stays enabled after a field is typed back to its saved value"
        case .errorKeptWhileRetrying: "a failed save's message stays up while Retry runs"
        case .oldBaselineAfterSave: "after a successful save, Save stays enabled for the values just saved"
        case .cancelKeepsSaving: "Cancel during a save leaves the form saving until the save ends"
        }
    }

    var step: Int {
        switch self {
        case .problemBeforeEdit, .saveEnabledAfterUndo: 2
        case .errorKeptWhileRetrying, .oldBaselineAfterSave: 3
        case .cancelKeepsSaving: 4
        }
    }
}

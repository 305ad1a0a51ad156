// The bugs seeded into the controller under test, each worded as a user would notice it: the
// grading runs your tests once with each switched on, and each must make one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into the Edit-profile form's controller.
enum ControllerBug: SeededBug {
    case problemBeforeEdit
    case saveEnabledUnchanged
    case editableWhileSaving
    case noRetry
    case cancelKeepsEdits

    var description: String {
        switch self {
        case .problemBeforeEdit: "a problem shows before its field is edited"
        case .saveEnabledUnchanged: "Save is enabled with nothing changed"
        case .editableWhileSaving: "the fields stay editable while saving"
        case .noRetry: "a failed save offers no Retry"
        case .cancelKeepsEdits: "Cancel leaves the edited values in the fields"
        }
    }

    var step: Int {
        switch self {
        case .problemBeforeEdit: 1
        case .saveEnabledUnchanged: 2
        case .editableWhileSaving, .noRetry: 3
        case .cancelKeepsEdits: 4
        }
    }
}

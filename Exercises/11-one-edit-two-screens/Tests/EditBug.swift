// The bugs seeded into copies of a correct pair of screens, each worded as a user would
// notice it. Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into the list and detail screens.
enum EditBug: SeededBug {
    case detailShowsOldValues
    case editAgainStartsFromOldValues
    case detailShowsCancelledSave
    case listShowsOldValues
    case rowKeepsOldPlace
    case listShowsRejectedSave
    case savedUserListedTwice
    case searchFindsOldValues
    case secondSaveMissesList
    case listOutlivesWindow

    var description: String {
        switch self {
        case .detailShowsOldValues: "back from the form, the detail screen still shows the old age"
        case .editAgainStartsFromOldValues: "Edit, after a save, fills the form with the old values"
        case .detailShowsCancelledSave: "a save cancelled with Cancel still shows on the detail screen"
        case .listShowsOldValues: "back on the list, the row still shows the old name"
        case .rowKeepsOldPlace: "an edited user keeps their old place in the list's order"
        case .listShowsRejectedSave: "a save the server rejected still shows on the list"
        case .savedUserListedTwice: "after a save, the list shows the user twice, as before and as saved"
        case .searchFindsOldValues: "after a save, a search finds the user by their old name, not the new one"
        case .secondSaveMissesList: "a second save from the same form never reaches the list"
        case .listOutlivesWindow: "once its window has gone, the list screen stays in memory"
        }
    }

    var step: Int {
        switch self {
        case .detailShowsOldValues, .editAgainStartsFromOldValues, .detailShowsCancelledSave: 2
        default: 3
        }
    }
}

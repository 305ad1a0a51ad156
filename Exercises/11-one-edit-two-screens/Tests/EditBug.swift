// The bugs seeded into the grading's copy of a correct pair of screens, each worded by what
// a user would see wrong, and where. The tally after each check names the ones your tests
// missed so far; reading this list first spoils the hunt.

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
        case .detailShowsOldValues: "the detail screen shows an out-of-date user"
        case .editAgainStartsFromOldValues: "the Edit-profile form starts from an out-of-date user"
        case .detailShowsCancelledSave: "the detail screen shows a change that was never saved"
        case .listShowsOldValues: "the list shows an out-of-date row, one way"
        case .rowKeepsOldPlace: "the list shows a row out of order"
        case .listShowsRejectedSave: "the list shows a change that was never saved"
        case .savedUserListedTwice: "the list shows a user twice"
        case .searchFindsOldValues: "a search of the list matches a user's out-of-date values"
        case .secondSaveMissesList: "the list shows an out-of-date row, another way"
        case .listOutlivesWindow: "the list screen outlives its window"
        }
    }

    var step: Int {
        switch self {
        case .detailShowsOldValues, .editAgainStartsFromOldValues, .detailShowsCancelledSave: 2
        default: 3
        }
    }
}

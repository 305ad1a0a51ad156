// The bugs seeded into copies of a correct pair of screens, each worded as a user would
// notice it. Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into the list and detail screens.
enum EditBug: SeededBug {
    case detailShowsOldValues
    case listShowsOldValues
    case rowKeepsOldPlace
    case cancelledSaveShows

    var description: String {
        switch self {
        case .detailShowsOldValues: "back from the form, the detail screen still shows the old age"
        case .listShowsOldValues: "back on the list, the row still shows the old name"
        case .rowKeepsOldPlace: "an edited user keeps their old place in the list's order"
        case .cancelledSaveShows: "a save cancelled with Cancel still changes the list"
        }
    }

    var step: Int {
        switch self {
        case .detailShowsOldValues: 2
        case .listShowsOldValues, .rowKeepsOldPlace, .cancelledSaveShows: 3
        }
    }
}

// The bugs seeded into copies of the controller, each worded as a user would notice it.
// Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into a copy of the user list's controller.
enum ControllerBug: SeededBug {
    case refreshEnabledWhileLoading
    case refreshHidesRows
    case noRetry
    case refreshForgetsQuery

    var description: String {
        switch self {
        case .refreshEnabledWhileLoading: "Refresh can be tapped while the first load runs"
        case .refreshHidesRows: "a refresh hides the rows while it loads"
        case .noRetry: "a failed first load offers no Retry"
        case .refreshForgetsQuery: "a refresh forgets the search query"
        }
    }

    var step: Int {
        switch self {
        case .refreshEnabledWhileLoading: 1
        case .refreshHidesRows: 2
        case .noRetry: 3
        case .refreshForgetsQuery: 4
        }
    }
}

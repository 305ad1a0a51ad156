// The bugs seeded into copies of the presenter, each worded as a user would notice it.
// Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into a copy of the user list's presenter.
enum PresenterBug: SeededBug {
    case spinnerLate
    case retryAfterFailedRefresh
    case refreshForgetsQuery

    var description: String {
        switch self {
        case .spinnerLate: "the spinner doesn't show while the first load runs"
        case .retryAfterFailedRefresh: "a failed refresh offers Retry, though users were loaded"
        case .refreshForgetsQuery: "a refresh forgets the search query"
        }
    }

    var step: Int {
        switch self {
        case .spinnerLate: 2
        case .retryAfterFailedRefresh: 3
        case .refreshForgetsQuery: 4
        }
    }
}

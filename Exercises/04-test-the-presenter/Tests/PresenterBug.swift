// The bugs seeded into copies of the presenter, each worded as a user would notice it.
// Your tests should catch every one: each must make at least one of them fail.

// MARK: - The seeded bugs

/// One bug seeded into a copy of the user list's presenter.
enum PresenterBug: SeededBug {
    case spinnerLate
    case refreshEnabledWhileLoading
    case refreshDuringLoadFetches
    case refreshClearsRows
    case retryAfterFailedRefresh
    case searchFetches
    case refreshForgetsQuery

    var description: String {
        switch self {
        case .spinnerLate: "the spinner doesn't show while the first load runs"
        case .refreshEnabledWhileLoading: "Refresh can be tapped while a load runs"
        case .refreshDuringLoadFetches: "a refresh during a load fetches again"
        case .refreshClearsRows: "a refresh empties the rows while it loads"
        case .retryAfterFailedRefresh: "a failed refresh offers Retry, though users were loaded"
        case .searchFetches: "searching fetches again"
        case .refreshForgetsQuery: "a refresh forgets the search query"
        }
    }

    var step: Int {
        switch self {
        case .spinnerLate, .refreshEnabledWhileLoading: 2
        case .refreshDuringLoadFetches, .refreshClearsRows, .retryAfterFailedRefresh: 3
        case .searchFetches, .refreshForgetsQuery: 4
        }
    }
}

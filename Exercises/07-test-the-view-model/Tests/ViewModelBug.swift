// The bugs seeded into copies of the view model, each worded as a user would notice it.
// Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into a copy of the user list's view model.
enum ViewModelBug: SeededBug {
    case loadsWhenMade
    case headerRepeats
    case errorStaysDuringRetry
    case retryAfterFailedRefresh
    case searchFetches

    var description: String {
        switch self {
        case .loadsWhenMade: "the view model loads as soon as it is made, before the screen has loaded"
        case .headerRepeats: "every load tells the header again, even when it hasn't changed"
        case .errorStaysDuringRetry: "the error stays on screen while Retry loads"
        case .retryAfterFailedRefresh: "a failed refresh offers Retry, though users were loaded"
        case .searchFetches: "searching fetches again"
        }
    }

    var step: Int {
        switch self {
        case .loadsWhenMade, .headerRepeats: 2
        case .errorStaysDuringRetry, .retryAfterFailedRefresh: 3
        case .searchFetches: 4
        }
    }
}

// The bugs seeded into copies of the presenter, each worded as a user would notice it.
// Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into a copy of the user list's presenter.
enum AsyncBug: SeededBug {
    case staleOverwrites
    case staleEndsLoading
    case staleFailureShows
    case noCancel
    case cancellationIsAnError

    var description: String {
        switch self {
        case .staleOverwrites: "an older answer arriving last replaces the newer one"
        case .staleEndsLoading:
            "an older answer arriving first stops the spinner while the newer load still runs"
        case .staleFailureShows: "an older failure arriving last shows its error over the newer answer"
        case .noCancel: "a newer load leaves the one it replaces running, uncancelled"
        case .cancellationIsAnError: "a cancelled load shows an error"
        }
    }

    var step: Int {
        switch self {
        case .staleOverwrites, .staleEndsLoading, .staleFailureShows: 1
        case .noCancel, .cancellationIsAnError: 2
        }
    }
}

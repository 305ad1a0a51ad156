// The bugs seeded into copies of a correct favourites screen, each worded as a user would
// notice it. Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into the favourites screens.
enum FavouritesBug: SeededBug {
    case detailButtonStale
    case headerUncounted
    case listNotUpdated
    case toggleFetches
    case goneUserCounted

    var description: String {
        switch self {
        case .detailButtonStale: "the detail screen's button doesn't change when tapped"
        case .headerUncounted: "the list's header doesn't count favourites"
        case .listNotUpdated: "back on the list, a new favourite has no ★ until the list reloads"
        case .toggleFetches: "toggling a favourite fetches the users again"
        case .goneUserCounted: "a favourite missing from the newest list is still counted"
        }
    }

    var step: Int {
        switch self {
        case .detailButtonStale: 2
        case .headerUncounted, .listNotUpdated, .toggleFetches: 3
        case .goneUserCounted: 4
        }
    }
}

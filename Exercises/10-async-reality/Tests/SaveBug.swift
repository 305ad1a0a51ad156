// The bugs seeded into a view model that gets the races right, each worded as a user would
// notice it: the grading runs your tests once with each switched on, and each must make one
// of them fail.

import ExerciseGrading

// MARK: - The seeded bugs

/// One bug seeded into a correct Edit-profile form's view model.
enum SaveBug: SeededBug {
    case olderAnswerOverwrites
    case olderAnswerEndsSaving
    case olderFailureShows
    case cancelLeavesSaveRunning
    case leavingLeavesSaveRunning

    var description: String {
        switch self {
        case .olderAnswerOverwrites:
            "an older save's answer, arriving after a newer save, puts the older values back in the form"
        case .olderAnswerEndsSaving:
            "an older save's answer arriving first ends the saving while the newer save still runs"
        case .olderFailureShows: "an older save's failure, arriving last, shows \"Couldn't save\""
        case .cancelLeavesSaveRunning: "Cancel leaves the save in flight running"
        case .leavingLeavesSaveRunning: "leaving the form leaves its save running"
        }
    }

    var step: Int {
        switch self {
        case .olderAnswerOverwrites, .olderAnswerEndsSaving, .olderFailureShows: 1
        case .cancelLeavesSaveRunning, .leavingLeavesSaveRunning: 2
        }
    }
}

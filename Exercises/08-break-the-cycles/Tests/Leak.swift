// The leaks seeded into the grading's copy of the three forms, each worded by what a tester
// would see: what outlives its window, and for how long. The tally after each check names the
// ones your tests missed so far; reading this list first spoils the hunt.

import ExerciseGrading

/// One leak seeded into the reference forms, switched on for one run of your tests.
enum Leak: SeededBug {
    case mvcRetryKeepsForm
    case mvcSaveKeepsForm
    case mvcTypingKeepsForm
    case mvcFollowingKeepsForm
    case mvpPresenterKeepsForm
    case mvpSaveKeepsPresenter
    case mvpFailureKeepsPresenter
    case mvpShortcutKeepsPresenter
    case mvvmBindingKeepsForm
    case mvvmCancelKeepsForm
    case mvvmSaveKeepsViewModel
    case mvvmShortcutKeepsViewModel

    var description: String {
        switch self {
        case .mvcRetryKeepsForm: "an MVC form outlives its window for good, one way"
        case .mvcSaveKeepsForm: "an MVC form outlives its window until the service answers"
        case .mvcTypingKeepsForm: "an MVC form outlives its window for good, another way"
        case .mvcFollowingKeepsForm: "an MVC form outlives its window as long as the app"
        case .mvpPresenterKeepsForm: "an MVP form and its presenter outlive their window for good"
        case .mvpSaveKeepsPresenter:
            "an MVP form goes, but its presenter outlives it until the service answers"
        case .mvpFailureKeepsPresenter: "an MVP form goes, but its presenter outlives it for good"
        case .mvpShortcutKeepsPresenter: "an MVP form goes, but its presenter outlives it as long as the app"
        case .mvvmBindingKeepsForm: "an MVVM form outlives its window as long as its view model does"
        case .mvvmCancelKeepsForm: "an MVVM form and its view model outlive their window for good"
        case .mvvmSaveKeepsViewModel:
            "an MVVM form goes, but its view model outlives it until the service answers"
        case .mvvmShortcutKeepsViewModel:
            "an MVVM form goes, but its view model outlives it as long as the app"
        }
    }

    var step: Int {
        switch self {
        case .mvcRetryKeepsForm, .mvcSaveKeepsForm, .mvcTypingKeepsForm, .mvcFollowingKeepsForm: 1
        case .mvpPresenterKeepsForm, .mvpSaveKeepsPresenter, .mvpFailureKeepsPresenter,
            .mvpShortcutKeepsPresenter:
            2
        case .mvvmBindingKeepsForm, .mvvmCancelKeepsForm, .mvvmSaveKeepsViewModel,
            .mvvmShortcutKeepsViewModel:
            3
        }
    }
}

// The leaks seeded into the grading's own copy of the three forms, each worded by what a
// tester would see: which form, or which of its parts, stays alive, and after what. Your
// tests should catch every one: each must make at least one of them fail.

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
        case .mvcRetryKeepsForm: "an MVC form closed after a save failed stays alive"
        case .mvcSaveKeepsForm: "an MVC form closed mid-save stays alive until the service answers"
        case .mvcTypingKeepsForm: "an MVC form stays alive once closed, even after its edits were saved"
        case .mvcFollowingKeepsForm:
            "an MVC form closed with edits not yet saved stays alive as long as the app"
        case .mvpPresenterKeepsForm: "an MVP form stays alive once closed"
        case .mvpSaveKeepsPresenter:
            "an MVP form closed mid-save goes, but its presenter lives on until the service answers"
        case .mvpFailureKeepsPresenter:
            "an MVP form closed after a save failed goes, but its presenter lives on"
        case .mvpShortcutKeepsPresenter:
            "an MVP form goes once closed, but its presenter lives on as long as the app"
        case .mvvmBindingKeepsForm: "an MVVM form stays alive as long as its view model does"
        case .mvvmCancelKeepsForm: "an MVVM form closed after the user cancelled their edits stays alive"
        case .mvvmSaveKeepsViewModel:
            "an MVVM form closed mid-save goes, but its view model lives on until the service answers"
        case .mvvmShortcutKeepsViewModel:
            "an MVVM form closed after a save failed goes, but its view model lives on as long as the app"
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

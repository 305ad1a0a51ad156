// The leaks seeded into the grading's own copy of the three forms, each worded by what
// stays alive. Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

/// One leak seeded into the reference forms, switched on for one run of your tests.
enum Leak: SeededBug {
    case mvcRetryKeepsForm
    case mvcSaveKeepsForm
    case mvcTypingKeepsForm
    case mvpPresenterKeepsForm
    case mvpSaveKeepsPresenter
    case mvpFailureKeepsPresenter
    case mvvmBindingKeepsForm
    case mvvmCancelKeepsForm
    case mvvmSaveKeepsViewModel

    var description: String {
        switch self {
        case .mvcRetryKeepsForm: "after a failed save, the MVC form's Retry button keeps the form alive"
        case .mvcSaveKeepsForm: "the MVC form's save keeps the form alive until the service answers"
        case .mvcTypingKeepsForm: "the MVC form's fields keep the form alive"
        case .mvpPresenterKeepsForm: "the MVP presenter keeps its form alive"
        case .mvpSaveKeepsPresenter:
            "the MVP presenter's save keeps the presenter alive until the service answers"
        case .mvpFailureKeepsPresenter: "after a failed save, the MVP presenter keeps itself alive"
        case .mvvmBindingKeepsForm: "an MVVM binding keeps the form alive as long as the view model lives"
        case .mvvmCancelKeepsForm: "the MVVM form's Cancel button keeps the form alive"
        case .mvvmSaveKeepsViewModel:
            "the MVVM view model's save keeps the view model alive until the service answers"
        }
    }

    var step: Int {
        switch self {
        case .mvcRetryKeepsForm, .mvcSaveKeepsForm, .mvcTypingKeepsForm: 1
        case .mvpPresenterKeepsForm, .mvpSaveKeepsPresenter, .mvpFailureKeepsPresenter: 2
        case .mvvmBindingKeepsForm, .mvvmCancelKeepsForm, .mvvmSaveKeepsViewModel: 3
        }
    }
}

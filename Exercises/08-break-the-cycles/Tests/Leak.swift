// The leaks seeded into copies of the three forms, each worded by what stays alive.
// Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded leaks

/// One leak seeded into a copy of one of the forms.
enum Leak: SeededBug {
    case mvcRetryKeepsForm
    case mvcSaveKeepsForm
    case mvpPresenterKeepsForm
    case mvpSaveKeepsPresenter
    case mvvmBindingKeepsForm
    case mvvmSaveKeepsViewModel

    var description: String {
        switch self {
        case .mvcRetryKeepsForm: "the MVC form's Retry button keeps the form alive"
        case .mvcSaveKeepsForm: "the MVC form's save keeps the form alive until the service answers"
        case .mvpPresenterKeepsForm: "the MVP presenter keeps its form alive"
        case .mvpSaveKeepsPresenter:
            "the MVP presenter's save keeps the presenter alive until the service answers"
        case .mvvmBindingKeepsForm: "an MVVM binding keeps the form alive as long as the view model lives"
        case .mvvmSaveKeepsViewModel:
            "the MVVM view model's save keeps the view model alive until the service answers"
        }
    }

    var step: Int {
        switch self {
        case .mvcRetryKeepsForm, .mvcSaveKeepsForm: 1
        case .mvpPresenterKeepsForm, .mvpSaveKeepsPresenter: 2
        case .mvvmBindingKeepsForm, .mvvmSaveKeepsViewModel: 3
        }
    }
}

// The leaks seeded into copies of the three screens, each worded by what stays alive.
// Your tests should catch every one: each must make at least one of them fail.

import ExerciseGrading

// MARK: - The seeded leaks

/// One leak seeded into a copy of one of the screens.
enum Leak: SeededBug {
    case mvcActionKeepsScreen
    case mvcFetchKeepsScreen
    case mvpPresenterKeepsView
    case mvpFetchKeepsPresenter
    case mvvmBindingKeepsScreen
    case mvvmFetchKeepsViewModel

    var description: String {
        switch self {
        case .mvcActionKeepsScreen: "the MVC screen's Refresh action keeps the screen alive"
        case .mvcFetchKeepsScreen: "the MVC screen's fetch keeps the screen alive until it answers"
        case .mvpPresenterKeepsView: "the MVP presenter keeps its view alive"
        case .mvpFetchKeepsPresenter: "the MVP presenter's fetch keeps the presenter alive until it answers"
        case .mvvmBindingKeepsScreen: "an MVVM binding keeps the screen alive as long as the view model lives"
        case .mvvmFetchKeepsViewModel:
            "the MVVM view model's fetch keeps the view model alive until it answers"
        }
    }

    var step: Int {
        switch self {
        case .mvcActionKeepsScreen, .mvcFetchKeepsScreen: 1
        case .mvpPresenterKeepsView, .mvpFetchKeepsPresenter: 2
        case .mvvmBindingKeepsScreen, .mvvmFetchKeepsViewModel: 3
        }
    }
}

// The suite the team's tests belong to, and how they make each pattern's piece under test.
// The suite's trait decides whose pieces those are — yours, or the code as it was before the
// change — so a test never names a view controller, presenter or view model itself.

import Bindings
import Exercise09MVPPresentation
import Exercise09MVVMPresentation
import ExerciseGrading
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise09MVC
@testable import Exercise09MVPViews
@testable import Exercise09MVVMViews

// MARK: - The pieces under test

/// What an MVP test can do with a presenter.
@MainActor
protocol PresenterUnderTest: AnyObject {
    /// The load in flight, or the last one.
    var loadTask: Task<Void, Never>? { get }
    /// Starts telling `view` what to show.
    func attach(_ view: any UserListView)
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The user tapped Refresh.
    func refreshTapped()
    /// The user tapped Dismiss.
    func dismissTapped()
}

/// What an MVVM test can do with a view model.
@MainActor
protocol ViewModelUnderTest: AnyObject {
    /// The load in flight, or the last one.
    var loadTask: Task<Void, Never>? { get }
    /// Whether the spinner shows.
    var isSpinnerVisible: Property<Bool> { get }
    /// The error line, or empty.
    var errorText: Property<String> { get }
    /// Whether Dismiss shows.
    var isDismissVisible: Property<Bool> { get }
    /// The line above the rows.
    var summaryText: Property<String> { get }
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The user tapped Refresh.
    func refreshTapped()
    /// The user tapped Dismiss.
    func dismissTapped()
}

extension UserListPresenter: PresenterUnderTest {}
extension UserListViewModel: ViewModelUnderTest {}

// MARK: - Making them

/// The MVC screen in a window, fed by `service`; not yet shown.
@MainActor
func makeMVCWindow(_ service: any UserService) -> Window {
    CodeUnderTest.isOn(ChangeBug.mvc)
        ? OriginalCode.mvcWindow(service) : MVCScreen.makeWindow(service: service)
}

/// The presenter, loading from `service`.
@MainActor
func makePresenter(_ service: any UserService) -> any PresenterUnderTest {
    CodeUnderTest.isOn(ChangeBug.mvp) ? OriginalCode.presenter(service) : UserListPresenter(service: service)
}

/// The view model, loading from `service`.
@MainActor
func makeViewModel(_ service: any UserService) -> any ViewModelUnderTest {
    CodeUnderTest.isOn(ChangeBug.mvvm) ? OriginalCode.viewModel(service) : UserListViewModel(service: service)
}

// MARK: - The suite

/// The team's tests, in `Sources/Tests/`: each runs on your code, where it must pass, then once
/// per pattern on the code as it was before the change, where at least one test of that
/// pattern must fail.
@MainActor
@Suite(
    .huntingSeededBugs(ChangeBug.self, subject: "your code", firstStep: 5), .timeLimit(.minutes(1)))
struct TeamTests {}

/// The code as it was before the change, one pattern at a time: the "bugs" your new tests
/// must catch.
enum ChangeBug: SeededBug {
    case mvc, mvp, mvvm

    var description: String {
        switch self {
        case .mvc: "the MVC screen as it was before the change"
        case .mvp: "the MVP presenter as it was before the change"
        case .mvvm: "the MVVM view model as it was before the change"
        }
    }

    var step: Int { 5 }
}

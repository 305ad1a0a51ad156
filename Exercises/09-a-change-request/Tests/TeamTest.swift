// What each of the team's tests gets: a way to make each pattern's piece under test. The
// grading decides whose pieces those are — yours, or the code as it was before the change
// — so a test never names a view controller, presenter or view model itself.

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

/// Makes the pieces a test looks at: yours, or — for the pattern in `before` — the code as
/// it was before the change.
struct Subject: Sendable {
    /// The pattern whose pieces come from before the change, if any.
    let before: ChangeBug?

    /// The MVC screen in a window, fed by `service`; not yet shown.
    @MainActor
    func mvcWindow(_ service: any UserService) -> Window {
        before == .mvc ? OriginalCode.mvcWindow(service) : MVCScreen.makeWindow(service: service)
    }

    /// The presenter, loading from `service`.
    @MainActor
    func presenter(_ service: any UserService) -> any PresenterUnderTest {
        before == .mvp ? OriginalCode.presenter(service) : UserListPresenter(service: service)
    }

    /// The view model, loading from `service`.
    @MainActor
    func viewModel(_ service: any UserService) -> any ViewModelUnderTest {
        before == .mvvm ? OriginalCode.viewModel(service) : UserListViewModel(service: service)
    }
}

/// One of the team's tests: a sentence saying what it checks, and its body, which gets a
/// ``Subject``.
struct TeamTest: Sendable, CustomTestStringConvertible {
    /// What the test checks, as a sentence: the name predictions use.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (Subject) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (Subject) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}

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

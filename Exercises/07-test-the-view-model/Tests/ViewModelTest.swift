// What each test of yours gets: a way to make the view model under test. The grading
// decides which view model that is — the real one, or a copy with a seeded bug — so a test
// never names `UserListViewModel` itself; it makes one with `makeViewModel(service)`.

import Bindings
import Exercise07Presentation
import Testing
import UserModel

// MARK: - The view model under test

/// What a test can do with a view model: bind to its outputs, send the user's events,
/// await the load it started.
@MainActor
protocol ViewModelUnderTest: AnyObject {
    /// The load in flight, or the last one.
    var loadTask: Task<Void, Never>? { get }
    /// Whether the spinner shows.
    var isSpinnerVisible: Property<Bool> { get }
    /// Whether Refresh can be tapped.
    var isRefreshEnabled: Property<Bool> { get }
    /// The error line, or empty.
    var errorText: Property<String> { get }
    /// Whether Retry shows.
    var isRetryVisible: Property<Bool> { get }
    /// The line above the rows, or empty.
    var summaryText: Property<String> { get }
    /// The rows to show.
    var rows: Property<[UserRow]> { get }
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The user tapped Refresh.
    func refreshTapped()
    /// The user tapped Retry.
    func retryTapped()
    /// The user changed the search text.
    func searchTextChanged(_ text: String)
}

extension UserListViewModel: ViewModelUnderTest {}

/// Makes the view model under test: `let viewModel = makeViewModel(service)`.
struct ViewModelMaker: Sendable {
    /// Which seeded bug the view models it makes have, if any.
    let bug: ViewModelBug?

    /// A new view model loading from `service`.
    @MainActor
    func callAsFunction(_ service: any UserService) -> any ViewModelUnderTest {
        if let bug {
            BuggyUserListViewModel(service: service, bug: bug)
        } else {
            UserListViewModel(service: service)
        }
    }
}

// MARK: - One of your tests

/// One of your tests: a sentence saying what it checks, and its body, which gets a
/// ``ViewModelMaker``.
struct ViewModelTest: Sendable, CustomTestStringConvertible {
    /// What the test checks, as a sentence.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (ViewModelMaker) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (ViewModelMaker) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}

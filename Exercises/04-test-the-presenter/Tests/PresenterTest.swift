// What each test of yours gets: a way to make the presenter under test. The grading decides
// which presenter that is — the real one, or a copy with a seeded bug — so a test never
// names `UserListPresenter` itself; it makes one with `makePresenter(service)`.

import Exercise04Presentation
import Testing
import UserModel

// MARK: - The presenter under test

/// What a test can do with a presenter: attach a view, send the user's events, await the
/// load it started.
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
    /// The user tapped Retry.
    func retryTapped()
    /// The user changed the search text.
    func searchTextChanged(_ text: String)
}

extension UserListPresenter: PresenterUnderTest {}

/// Makes the presenter under test: `let presenter = makePresenter(service)`.
struct PresenterMaker: Sendable {
    /// Which seeded bug the presenters it makes have, if any.
    let bug: PresenterBug?

    /// A new presenter loading from `service`.
    @MainActor
    func callAsFunction(_ service: any UserService) -> any PresenterUnderTest {
        if let bug {
            BuggyUserListPresenter(service: service, bug: bug)
        } else {
            UserListPresenter(service: service)
        }
    }
}

// MARK: - One of your tests

/// One of your tests: a sentence saying what it checks, and its body, which gets a
/// ``PresenterMaker``.
struct PresenterTest: Sendable, CustomTestStringConvertible {
    /// What the test checks, as a sentence.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (PresenterMaker) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (PresenterMaker) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}

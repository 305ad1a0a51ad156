// What each test of yours gets: a way to make the presenter under test. The grading decides
// which presenter that is — the real one, or a copy with a seeded bug — so a test never
// names `EditProfilePresenter` itself; it makes one with `makePresenter(updater)`.

import MVPForm
import Testing
import UserModel

// MARK: - The presenter under test

/// What a test can do with a presenter: attach a view, send the user's events, await the
/// save it started.
@MainActor
protocol PresenterUnderTest: AnyObject {
    /// The save in flight, or the last one.
    var saveTask: Task<Void, Never>? { get }
    /// Starts telling `view` what to show.
    func attach(_ view: any EditProfileView)
    /// The form appeared for the first time.
    func viewDidLoad()
    /// The user changed the text of `field` to `text`.
    func fieldChanged(_ field: ProfileField, to text: String)
    /// The user tapped Save.
    func saveTapped()
    /// The user tapped Retry.
    func retryTapped()
    /// The user tapped Cancel.
    func cancelTapped()
}

extension EditProfilePresenter: PresenterUnderTest {}

/// Makes the presenter under test: `let presenter = makePresenter(updater)`, for
/// `User.sample[0]`, or `makePresenter(updater, user: someone)`.
struct PresenterMaker: Sendable {
    /// Which seeded bug the presenters it makes have, if any.
    let bug: PresenterBug?

    /// A new presenter for the form editing `user`, saving through `updater`.
    @MainActor
    func callAsFunction(_ updater: any UserUpdating, user: User = User.sample[0]) -> any PresenterUnderTest {
        if let bug {
            BuggyEditProfilePresenter(user: user, updater: updater, bug: bug)
        } else {
            EditProfilePresenter(user: user, updater: updater)
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

// What each test of yours gets: a way to make the view model under test. The grading
// decides which view model that is — the real one, or a copy with a seeded bug — so a test
// never names `EditProfileViewModel` itself; it makes one with `makeViewModel(user, updater)`.

import Bindings
import MVVMForm
import Testing
import UserModel

// MARK: - The view model under test

/// What a test can do with a view model: bind to its outputs, send the user's events,
/// await the save it started.
@MainActor
protocol ViewModelUnderTest: AnyObject {
    /// The save in flight, or the last one.
    var saveTask: Task<Void, Never>? { get }
    /// What each field shows.
    var texts: Property<ProfileDraft> { get }
    /// The line under each field that has a problem, for the fields edited so far.
    var problems: Property<[ProfileField: String]> { get }
    /// Whether the fields take typing.
    var areFieldsEditable: Property<Bool> { get }
    /// Whether Save can be tapped.
    var isSaveEnabled: Property<Bool> { get }
    /// Whether the spinner shows.
    var isSavingSpinnerVisible: Property<Bool> { get }
    /// The error line, or empty.
    var failureText: Property<String> { get }
    /// Whether Retry shows.
    var isRetryOffered: Property<Bool> { get }
    /// The user typed `text` into `field`.
    func fieldChanged(_ field: ProfileField, to text: String)
    /// The user tapped Save.
    func saveTapped()
    /// The user tapped Retry.
    func retryTapped()
    /// The user tapped Cancel.
    func cancelTapped()
}

extension EditProfileViewModel: ViewModelUnderTest {}

/// Makes the view model under test: `let viewModel = makeViewModel(user, updater)`.
struct ViewModelMaker: Sendable {
    /// Which seeded bug the view models it makes have, if any.
    let bug: ViewModelBug?

    /// A new view model editing `user`, saving through `updater`.
    @MainActor
    func callAsFunction(_ user: User, _ updater: any UserUpdating) -> any ViewModelUnderTest {
        if let bug {
            BuggyEditProfileViewModel(user: user, updater: updater, bug: bug)
        } else {
            EditProfileViewModel(user: user, updater: updater)
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

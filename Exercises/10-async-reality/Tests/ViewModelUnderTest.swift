// What each test of yours gets: a way to make the view model under test. The grading decides
// which view model that is — yours, or a correct one with or without a seeded bug — so a test
// never names `EditProfileViewModel` itself; it makes one with `makeViewModel(user, updater)`.

import Bindings
import Exercise10Presentation
import ExerciseGrading
import UserModel

// MARK: - The view model under test

/// What a test can do with a view model: read its outputs, send the user's events, await
/// the save it started.
@MainActor
protocol ViewModelUnderTest: AnyObject {
    /// The save in flight, or the last one.
    var saveTask: Task<Void, Never>? { get }
    /// What each field shows.
    var texts: Property<ProfileDraft> { get }
    /// Whether the fields take typing.
    var areFieldsEditable: Property<Bool> { get }
    /// Whether the spinner shows.
    var isSavingSpinnerVisible: Property<Bool> { get }
    /// The error line, or empty.
    var failureText: Property<String> { get }
    /// The user typed `text` into `field`.
    func fieldChanged(_ field: ProfileField, to text: String)
    /// The user tapped Save.
    func saveTapped()
    /// The user tapped Cancel.
    func cancelTapped()
}

extension EditProfileViewModel: ViewModelUnderTest {}

/// A new view model editing `user`, saving through `updater`: yours, or a correct one with the
/// seeded bug the grading switched on, if any.
@MainActor
func makeViewModel(_ user: User, _ updater: any UserUpdating) -> any ViewModelUnderTest {
    if case .yours = CodeUnderTest.current {
        EditProfileViewModel(user: user, updater: updater)
    } else {
        ReferenceViewModel(user: user, updater: updater)
    }
}

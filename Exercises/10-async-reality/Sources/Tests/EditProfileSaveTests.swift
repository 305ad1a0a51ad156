// Your tests of the form's saves when they race: answers that arrive after the user has
// cancelled and saved again, in either order, and saves that must be cancelled. Each test
// makes its view model with `makeViewModel` (Tests/ViewModelUnderTest.swift); the suite's
// trait runs each test on your view model, on a correct one, then on copies of that one with
// seeded bugs.

import Bindings
import Exercise10Presentation
import ExerciseGrading
import Testing
import UserModel

/// Iyad, whose values are all valid.
private let iyad = User.sample[0]

@MainActor
@Suite(
    .huntingSeededBugs(
        SaveBug.self, subject: "a correct view model", alsoOnYourCode: true),
    .timeLimit(.minutes(1)))
struct EditProfileSaveTests {
    // MARK: - An example

    @Test("one save's answer shows")
    func oneSave() async throws {
        let updater = ControllableUserUpdater()
        let viewModel = makeViewModel(iyad, updater)
        viewModel.fieldChanged(.age, to: "37")
        viewModel.saveTapped()
        await updater.waitForPending(count: 1)

        await updater.completeOldest()
        await viewModel.saveTask?.value

        #expect(viewModel.texts.value.age == "37")
        #expect(!viewModel.isSavingSpinnerVisible.value)
    }

    // Step 1: two saves in flight, answered newest first and oldest first, and a failure.
    // Step 2: Cancel, and leaving the form, cancel the save in flight.
}

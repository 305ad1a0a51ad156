// Your tests of the form's saves when they race: answers that arrive after the user has
// cancelled and saved again, in either order, and saves that must be cancelled. Each test
// gets `makeViewModel` (see Tests/ViewModelTest.swift) and makes its view model with it.
// List every test in `viewModelTests`.

import Bindings
import Exercise10Presentation
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let viewModelTests: [ViewModelTest] = [
    ViewModelTest("one save's answer shows", oneSave)
    // Step 1: two saves in flight, answered newest first and oldest first, and a failure.
    // Step 2: Cancel, and leaving the form, cancel the save in flight.
]

/// Iyad, whose values are all valid.
private let iyad = User.sample[0]

// MARK: - An example

@MainActor
private func oneSave(_ makeViewModel: ViewModelMaker) async throws {
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

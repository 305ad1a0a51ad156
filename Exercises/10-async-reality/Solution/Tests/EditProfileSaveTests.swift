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
    ViewModelTest("one save's answer shows", oneSave),
    ViewModelTest("the newer save's values stay when the older answer arrives last", newerStays),
    ViewModelTest("an older answer arriving first leaves the form saving", olderFirst),
    ViewModelTest("an older failure arriving last shows no error", olderFailure),
    ViewModelTest("Cancel cancels the save in flight", cancelCancels),
    ViewModelTest("leaving the form cancels its save", leavingCancels),
]

/// Iyad, whose values are all valid.
private let iyad = User.sample[0]

/// Age 37 saved, Cancel, then age 38 saved, with a service that answers cancelled saves
/// anyway: two saves in flight, and each one's task. Keep `viewModel`: nothing else does.
@MainActor
private struct TwoSaves {
    let updater = ControllableUserUpdater()
    let viewModel: any ViewModelUnderTest
    let older: Task<Void, Never>?
    let newer: Task<Void, Never>?

    init(_ makeViewModel: ViewModelMaker) async {
        viewModel = makeViewModel(iyad, updater)
        viewModel.fieldChanged(.age, to: "37")
        viewModel.saveTapped()
        older = viewModel.saveTask
        viewModel.cancelTapped()
        viewModel.fieldChanged(.age, to: "38")
        viewModel.saveTapped()
        newer = viewModel.saveTask
        await updater.waitForPending(count: 2)
    }
}

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

// MARK: - Step 1: the newest save wins

@MainActor
private func newerStays(_ makeViewModel: ViewModelMaker) async throws {
    let saves = await TwoSaves(makeViewModel)

    await saves.updater.completeNewest()
    await saves.newer?.value
    await saves.updater.completeOldest()
    await saves.older?.value

    #expect(saves.viewModel.texts.value.age == "38")
}

@MainActor
private func olderFirst(_ makeViewModel: ViewModelMaker) async throws {
    let saves = await TwoSaves(makeViewModel)

    await saves.updater.completeOldest()
    await saves.older?.value

    #expect(saves.viewModel.isSavingSpinnerVisible.value)
    await saves.updater.completeNewest()
    await saves.newer?.value
}

@MainActor
private func olderFailure(_ makeViewModel: ViewModelMaker) async throws {
    let saves = await TwoSaves(makeViewModel)

    await saves.updater.completeNewest()
    await saves.newer?.value
    await saves.updater.completeOldest(with: .failure(.connectionLost))
    await saves.older?.value

    #expect(saves.viewModel.failureText.value.isEmpty)
}

// MARK: - Step 2: cancelled saves

@MainActor
private func cancelCancels(_ makeViewModel: ViewModelMaker) async throws {
    let updater = ControllableUserUpdater(honoursCancellation: true)
    let viewModel = makeViewModel(iyad, updater)
    viewModel.fieldChanged(.age, to: "37")
    viewModel.saveTapped()
    let save = viewModel.saveTask

    viewModel.cancelTapped()

    #expect(save?.isCancelled == true)
}

@MainActor
private func leavingCancels(_ makeViewModel: ViewModelMaker) async throws {
    let updater = ControllableUserUpdater(honoursCancellation: true)
    var viewModel: (any ViewModelUnderTest)? = makeViewModel(iyad, updater)
    viewModel?.fieldChanged(.age, to: "37")
    viewModel?.saveTapped()
    let save = viewModel?.saveTask

    viewModel = nil

    #expect(save?.isCancelled == true)
}

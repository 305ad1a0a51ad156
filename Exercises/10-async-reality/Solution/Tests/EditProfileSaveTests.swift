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

/// Age 37 saved, Cancel, then age 38 saved, with a service that answers cancelled saves
/// anyway: two saves in flight, and each one's task. Keep `viewModel`: nothing else does.
@MainActor
private struct TwoSaves {
    let updater = ControllableUserUpdater()
    let viewModel: any ViewModelUnderTest
    let older: Task<Void, Never>?
    let newer: Task<Void, Never>?

    init() async {
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

    // MARK: - Step 1: the newest save wins

    @Test("the newer save's values stay when the older answer arrives last")
    func newerStays() async throws {
        let saves = await TwoSaves()

        await saves.updater.completeNewest()
        await saves.newer?.value
        await saves.updater.completeOldest()
        await saves.older?.value

        #expect(saves.viewModel.texts.value.age == "38")
    }

    @Test("an older answer arriving first leaves the form saving")
    func olderFirst() async throws {
        let saves = await TwoSaves()

        await saves.updater.completeOldest()
        await saves.older?.value

        #expect(saves.viewModel.isSavingSpinnerVisible.value)
        await saves.updater.completeNewest()
        await saves.newer?.value
    }

    @Test("an older failure arriving last shows no error")
    func olderFailure() async throws {
        let saves = await TwoSaves()

        await saves.updater.completeNewest()
        await saves.newer?.value
        await saves.updater.completeOldest(with: .failure(.connectionLost))
        await saves.older?.value

        #expect(saves.viewModel.failureText.value.isEmpty)
    }

    // MARK: - Step 2: cancelled saves

    @Test("Cancel cancels the save in flight")
    func cancelCancels() async throws {
        let updater = ControllableUserUpdater(honoursCancellation: true)
        let viewModel = makeViewModel(iyad, updater)
        viewModel.fieldChanged(.age, to: "37")
        viewModel.saveTapped()
        let save = viewModel.saveTask

        viewModel.cancelTapped()

        #expect(save?.isCancelled == true)
    }

    @Test("leaving the form cancels its save")
    func leavingCancels() async throws {
        let updater = ControllableUserUpdater(honoursCancellation: true)
        var viewModel: (any ViewModelUnderTest)? = makeViewModel(iyad, updater)
        viewModel?.fieldChanged(.age, to: "37")
        viewModel?.saveTapped()
        let save = viewModel?.saveTask

        viewModel = nil

        #expect(save?.isCancelled == true)
    }
}

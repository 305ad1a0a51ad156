// The tests of exercise 10's step 3: your view model must let the newest save win, whatever
// order the answers arrive in, with a service that honours cancellation and with one that
// doesn't. (Your own tests are graded by their suite's trait.) Read them; don't edit them.

import Bindings
import Exercise10Presentation
import Testing
import UserModel

@MainActor
@Suite("Exercise 10 · Async reality", .timeLimit(.minutes(1)))
struct Exercise10Tests {
    @Test(
        "your view model shows the newest save's answer, whichever arrives first",
        arguments: [true, false])
    func newestSaveWins(newestFirst: Bool) async {
        let race = await SaveRace()

        var savingBetween = false
        if newestFirst {
            await race.updater.completeNewest()
            await race.newer?.value
            await race.updater.completeOldest()
            await race.older?.value
        } else {
            await race.updater.completeOldest()
            await race.older?.value
            savingBetween =
                race.viewModel.isSavingSpinnerVisible.value && !race.viewModel.areFieldsEditable.value
            await race.updater.completeNewest()
            await race.newer?.value
        }

        #expect(
            race.viewModel.texts.value.age == "38" && !race.viewModel.isSavingSpinnerVisible.value,
            """
            Step 3: with the newer save (age 38) answered \(newestFirst ? "first" : "last"), the \
            form should end on its values, not saving; the view model shows age \
            \(race.viewModel.texts.value.age), the spinner \(race.viewModel.isSavingSpinnerVisible.value ? "on" : "off").
            """)
        if !newestFirst {
            #expect(
                savingBetween,
                """
                Step 3: the older save's answer arriving first must leave the form saving — spinner on, \
                fields read-only — while the newer save still runs.
                """)
        }
    }

    @Test("an older save's failure, arriving last, shows no error")
    func olderFailureIsDropped() async {
        let race = await SaveRace()

        await race.updater.completeNewest()
        await race.newer?.value
        await race.updater.completeOldest(with: .failure(.connectionLost))
        await race.older?.value

        #expect(
            race.viewModel.failureText.value.isEmpty,
            """
            Step 3: the older save's failure belongs to a save the user cancelled; the form \
            shows "\(race.viewModel.failureText.value)" under the newer save's success.
            """)
    }

    @Test(
        "with a service that honours cancellation, the cancelled save ends quietly and the newer one runs on")
    func cancelledSaveEndsQuietly() async {
        let updater = ControllableUserUpdater(honoursCancellation: true)
        let viewModel = EditProfileViewModel(user: User.sample[0], updater: updater)
        viewModel.fieldChanged(.age, to: "37")
        viewModel.saveTapped()
        let older = viewModel.saveTask
        viewModel.cancelTapped()
        viewModel.fieldChanged(.age, to: "38")
        viewModel.saveTapped()
        let newer = viewModel.saveTask

        // A save Cancel didn't cancel never ends with this service: say so rather than wait.
        guard older?.isCancelled == true else {
            Issue.record("Step 3: Cancel should cancel the save in flight.")
            return
        }
        await older?.value
        let savingAfterCancellation = viewModel.isSavingSpinnerVisible.value
        let errorAfterCancellation = viewModel.failureText.value
        await updater.waitForPending(count: 1)
        await updater.completeNewest()
        await newer?.value

        #expect(
            savingAfterCancellation && errorAfterCancellation.isEmpty,
            """
            Step 3: the cancelled save ended in CancellationError while the newer save ran: the \
            form should still be saving, with no error; the spinner was \
            \(savingAfterCancellation ? "on" : "off"), the error "\(errorAfterCancellation)".
            """)
        #expect(
            viewModel.texts.value.age == "38" && !viewModel.isSavingSpinnerVisible.value,
            "Step 3: once the newer save has answered, the form shows its values (age 38), not saving.")
    }

    @Test("Cancel, and leaving the form, cancel the save in flight")
    func cancelAndLeavingCancel() async {
        let updater = ControllableUserUpdater(honoursCancellation: true)
        var viewModel: EditProfileViewModel? = EditProfileViewModel(user: User.sample[0], updater: updater)
        viewModel?.fieldChanged(.age, to: "37")
        viewModel?.saveTapped()
        let cancelled = viewModel?.saveTask
        viewModel?.cancelTapped()
        viewModel?.fieldChanged(.age, to: "38")
        viewModel?.saveTapped()
        let left = viewModel?.saveTask

        viewModel = nil

        #expect(cancelled?.isCancelled == true, "Step 3: Cancel should cancel the save in flight.")
        #expect(left?.isCancelled == true, "Step 3: leaving the form should cancel its save in flight.")
        for task in [cancelled, left] where task?.isCancelled == true {
            await task?.value
        }
    }
}

/// Two saves in flight with a service that ignores cancellation: age 37 saved, Cancel,
/// then age 38 saved. The older one was cancelled, but its answer still comes.
@MainActor
private struct SaveRace {
    let updater = ControllableUserUpdater()
    let viewModel: EditProfileViewModel
    let older: Task<Void, Never>?
    let newer: Task<Void, Never>?

    init() async {
        viewModel = EditProfileViewModel(user: User.sample[0], updater: updater)
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

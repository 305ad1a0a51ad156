// Your tests of the Edit-profile form's presenter, the MVP way: no window, no view kit — a
// view that records what it is told, and an updater that holds each save until you complete
// it. Each test makes its presenter with `makePresenter` (Tests/PresenterUnderTest.swift); the
// suite's trait runs each test on the presenter as it is, then on copies with seeded bugs.

import ExerciseGrading
import MVPForm
import Testing
import UserModel

@MainActor
@Suite(
    .huntingSeededBugs(PresenterBug.self, subject: "the presenter as it is", firstStep: 2),
    .timeLimit(.minutes(1)))
struct EditProfilePresenterTests {
    @Test("a loaded form shows the user's values, with Save disabled")
    func loadedForm() {
        let (_, view) = loaded(ControllableUserUpdater())

        #expect(view.screen.values == ProfileDraft(User.sample[0]) && !view.screen.isSaveEnabled)
    }

    // MARK: - Step 2: problems and Save

    @Test("a problem waits until its field is edited")
    func problemWaitsForAnEdit() {
        let noAt = User(id: 7, firstName: "Ada", lastName: "Lovelace", email: "ada", age: 36)
        let (_, view) = loaded(ControllableUserUpdater(), user: noAt)

        #expect(view.screen.problems.isEmpty)
    }

    @Test("a field typed back to its saved value disables Save")
    func typedBackDisablesSave() {
        let (presenter, view) = loaded(ControllableUserUpdater())

        presenter.fieldChanged(.age, to: "37")
        presenter.fieldChanged(.age, to: "36")

        #expect(!view.screen.isSaveEnabled)
    }

    // MARK: - Step 3: saving

    @Test("Retry clears the failed save's message; the values saved are the new starting point")
    func retried() async {
        let updater = ControllableUserUpdater()
        let (presenter, view) = loaded(updater)
        presenter.fieldChanged(.age, to: "37")
        presenter.saveTapped()
        await completeSave(of: presenter, updater, with: .failure(.connectionLost))

        presenter.retryTapped()
        let duringRetry = view.screen
        await completeSave(of: presenter, updater)

        #expect(duringRetry.isSaving && duringRetry.failure == nil)
        #expect(!view.screen.isSaveEnabled)
    }

    // MARK: - Step 4: Cancel

    @Test("Cancel during a save stops saving at once")
    func cancelStopsSaving() async {
        let updater = ControllableUserUpdater(honoursCancellation: true)
        let (presenter, view) = loaded(updater)
        presenter.fieldChanged(.age, to: "37")
        presenter.saveTapped()

        presenter.cancelTapped()

        #expect(!view.screen.isSaving && view.screen.values == ProfileDraft(User.sample[0]))
        await presenter.saveTask?.value
    }
}

// MARK: - Helpers

/// A presenter for `user`, attached to a new recording view, the form loaded. The test keeps
/// the view alive: the presenter holds it weakly.
@MainActor
private func loaded(
    _ updater: any UserUpdating, user: User = User.sample[0]
) -> (PresenterUnderTest, RecordingEditProfileView) {
    let view = RecordingEditProfileView()
    let presenter = makePresenter(updater, user: user)
    presenter.attach(view)
    presenter.viewDidLoad()
    return (presenter, view)
}

/// Completes the save `presenter` started — with no `result`, it succeeds with the user it
/// was sent — and waits until the presenter has finished with it.
@MainActor
private func completeSave(
    of presenter: PresenterUnderTest, _ updater: ControllableUserUpdater,
    with result: Result<User, UserServiceError>? = nil
) async {
    await updater.waitForPending(count: 1)
    await updater.completeOldest(with: result)
    await presenter.saveTask?.value
}

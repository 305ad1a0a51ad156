// Your tests of the Edit-profile form's presenter, the MVP way: no window, no view kit — a
// view that records what it is told, and an updater that holds each save until you complete
// it. Each test gets `makePresenter` (see Tests/PresenterTest.swift) and makes its
// presenter with it. List every test in `presenterTests`.

import MVPForm
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let presenterTests: [PresenterTest] = [
    PresenterTest("a loaded form shows the user's values, with Save disabled", loadedForm),
    PresenterTest("a problem waits until its field is edited", problemWaitsForAnEdit),
    PresenterTest("a field typed back to its saved value disables Save", typedBackDisablesSave),
    PresenterTest(
        "Retry clears the failed save's message; the values saved are the new starting point", retried),
    PresenterTest("Cancel during a save stops saving at once", cancelStopsSaving),
]

/// A presenter made by `makePresenter` for `user`, attached to a new recording view, the
/// form loaded. The test keeps the view alive: the presenter holds it weakly.
@MainActor
private func loaded(
    _ makePresenter: PresenterMaker, _ updater: any UserUpdating, user: User = User.sample[0]
) -> (any PresenterUnderTest, RecordingEditProfileView) {
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
    of presenter: any PresenterUnderTest, _ updater: ControllableUserUpdater,
    with result: Result<User, UserServiceError>? = nil
) async {
    await updater.waitForPending(count: 1)
    await updater.completeOldest(with: result)
    await presenter.saveTask?.value
}

// MARK: - An example

@MainActor
private func loadedForm(_ makePresenter: PresenterMaker) async throws {
    let (_, view) = loaded(makePresenter, ControllableUserUpdater())

    #expect(view.screen.values == ProfileDraft(User.sample[0]) && !view.screen.isSaveEnabled)
}

// MARK: - Step 2: problems and Save

@MainActor
private func problemWaitsForAnEdit(_ makePresenter: PresenterMaker) async throws {
    let noAt = User(id: 7, firstName: "Ada", lastName: "Lovelace", email: "ada", age: 36)
    let (_, view) = loaded(makePresenter, ControllableUserUpdater(), user: noAt)

    #expect(view.screen.problems.isEmpty)
}

@MainActor
private func typedBackDisablesSave(_ makePresenter: PresenterMaker) async throws {
    let (presenter, view) = loaded(makePresenter, ControllableUserUpdater())

    presenter.fieldChanged(.age, to: "37")
    presenter.fieldChanged(.age, to: "36")

    #expect(!view.screen.isSaveEnabled)
}

// MARK: - Step 3: saving

@MainActor
private func retried(_ makePresenter: PresenterMaker) async throws {
    let updater = ControllableUserUpdater()
    let (presenter, view) = loaded(makePresenter, updater)
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

@MainActor
private func cancelStopsSaving(_ makePresenter: PresenterMaker) async throws {
    let updater = ControllableUserUpdater(honoursCancellation: true)
    let (presenter, view) = loaded(makePresenter, updater)
    presenter.fieldChanged(.age, to: "37")
    presenter.saveTapped()

    presenter.cancelTapped()

    #expect(!view.screen.isSaving && view.screen.values == ProfileDraft(User.sample[0]))
    await presenter.saveTask?.value
}

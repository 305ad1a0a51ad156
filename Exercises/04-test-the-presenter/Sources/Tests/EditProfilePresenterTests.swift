// Your tests of the Edit-profile form's presenter, the MVP way: no window, no view kit — a
// view that records what it is told, and an updater that holds each save until you complete
// it. Each test gets `makePresenter` (see Tests/PresenterTest.swift) and makes its
// presenter with it. List every test in `presenterTests`.

import MVPForm
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let presenterTests: [PresenterTest] = [
    PresenterTest("a loaded form shows the user's values, with Save disabled", loadedForm)
    // Step 2: when a problem shows, and when Save is enabled.
    // Step 3: a failed save, retried; a save that succeeds.
    // Step 4: Cancel during a save.
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

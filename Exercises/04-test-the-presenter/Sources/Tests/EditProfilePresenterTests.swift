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

    // Step 2: when a problem shows, and when Save is enabled.
    // Step 3: a failed save, retried; a save that succeeds.
    // Step 4: Cancel during a save.
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

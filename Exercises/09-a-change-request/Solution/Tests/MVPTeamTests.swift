// The team's tests of the MVP presenter, as they were before the change: a recording view,
// and the calls the presenter made, in order. They are yours to keep passing.

import Exercise09MVPPresentation
import Testing
import UserModel

/// The team's MVP tests, in the order they run.
let mvpTeamTests: [TeamTest] = [
    TeamTest("MVP: a load tells the view, in order", mvpLoadOrder),
    TeamTest("MVP: a failed load tells the view, in order", mvpFailedLoadOrder),
    TeamTest("MVP: a refresh after a failure clears the error", mvpRefreshClearsError),
    TeamTest("MVP: Dismiss hides the error and itself", mvpDismiss),
]

/// A presenter attached to a new recording view, its fetches answered at once with `results`.
@MainActor
private func attached(
    _ subject: Subject, _ results: Result<[User], UserServiceError>...
) async -> (any PresenterUnderTest, RecordingUserListView) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let presenter = subject.presenter(service)
    let view = RecordingUserListView()
    presenter.attach(view)
    return (presenter, view)
}

private let milaRow = UserRow(title: "Mila Haward", detail: "24 years · mila@test.com")

@MainActor
private func mvpLoadOrder(_ subject: Subject) async throws {
    let (presenter, view) = await attached(subject, .success([User.sample[1]]))

    presenter.viewDidLoad()
    await presenter.loadTask?.value

    #expect(
        view.calls == [
            .setLoading(true), .setRefreshEnabled(false), .showError(nil), .setDismissVisible(false),
            .setLoading(false), .setRefreshEnabled(true), .showSummary("1 user"), .showRows([milaRow]),
        ])
}

@MainActor
private func mvpFailedLoadOrder(_ subject: Subject) async throws {
    let (presenter, view) = await attached(subject, .failure(.connectionLost))

    presenter.viewDidLoad()
    await presenter.loadTask?.value

    #expect(
        view.calls == [
            .setLoading(true), .setRefreshEnabled(false), .showError(nil), .setDismissVisible(false),
            .setLoading(false), .setRefreshEnabled(true),
            .showError("Couldn't load users: The network connection was lost."), .setDismissVisible(true),
        ])
}

@MainActor
private func mvpRefreshClearsError(_ subject: Subject) async throws {
    let (presenter, view) = await attached(subject, .failure(.connectionLost), .success([User.sample[1]]))
    presenter.viewDidLoad()
    await presenter.loadTask?.value

    presenter.refreshTapped()
    await presenter.loadTask?.value

    #expect(view.error == nil)
}

@MainActor
private func mvpDismiss(_ subject: Subject) async throws {
    let (presenter, view) = await attached(subject, .failure(.connectionLost))
    presenter.viewDidLoad()
    await presenter.loadTask?.value

    presenter.dismissTapped()

    #expect(view.calls.suffix(2) == [.showError(nil), .setDismissVisible(false)])
}

// The team's tests of the MVP presenter, as they were before the change: a recording view,
// and the calls the presenter made, in order. They are yours to keep passing. Each makes
// its presenter with `makePresenter` (Tests/TeamTests.swift), yours or the one from before
// the change.

import Exercise09MVPPresentation
import Testing
import UserModel

/// A presenter attached to a new recording view, its fetches answered at once with `results`.
@MainActor
private func attached(
    _ results: Result<[User], UserServiceError>...
) async -> (any PresenterUnderTest, RecordingUserListView) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let presenter = makePresenter(service)
    let view = RecordingUserListView()
    presenter.attach(view)
    return (presenter, view)
}

private let milaRow = UserRow(title: "Mila Haward", detail: "24 years · mila@test.com")

extension TeamTests {
    @Test("MVP: a load tells the view, in order")
    func mvpLoadOrder() async throws {
        let (presenter, view) = await attached(.success([User.sample[1]]))

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(
            view.calls == [
                .setLoading(true), .setRefreshEnabled(false), .showError(nil),
                .setLoading(false), .setRefreshEnabled(true), .showSummary("1 user"), .showRows([milaRow]),
            ])
    }

    @Test("MVP: a failed load tells the view, in order")
    func mvpFailedLoadOrder() async throws {
        let (presenter, view) = await attached(.failure(.connectionLost))

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(
            view.calls == [
                .setLoading(true), .setRefreshEnabled(false), .showError(nil),
                .setLoading(false), .setRefreshEnabled(true),
                .showError("Couldn't load users: The network connection was lost."),
            ])
    }

    @Test("MVP: a refresh after a failure clears the error")
    func mvpRefreshClearsError() async throws {
        let (presenter, view) = await attached(.failure(.connectionLost), .success([User.sample[1]]))
        presenter.viewDidLoad()
        await presenter.loadTask?.value

        presenter.refreshTapped()
        await presenter.loadTask?.value

        #expect(view.error == nil)
    }
}

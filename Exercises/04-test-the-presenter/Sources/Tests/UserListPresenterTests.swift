// Your tests of the user list's presenter, the MVP way: no window, no view kit — a view
// that records what it is told, and a service you choose. Each test gets `makePresenter`
// (see Tests/PresenterTest.swift) and makes its presenter with it. List every test in
// `presenterTests`.

import Exercise04Presentation
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let presenterTests: [PresenterTest] = [
    PresenterTest("a finished load shows the header", finishedLoad)
    // Step 2: what the view shows while the first load runs.
    // Step 3: a refresh that fails.
    // Step 4: a search, across a refresh.
]

/// A presenter made by `makePresenter`, attached to a new recording view.
@MainActor
private func attached(
    _ makePresenter: PresenterMaker, _ service: any UserService
) -> (any PresenterUnderTest, RecordingUserListView) {
    let view = RecordingUserListView()
    let presenter = makePresenter(service)
    presenter.attach(view)
    return (presenter, view)
}

/// A service that answers every fetch at once, with `results` in turn.
private func answering(_ results: Result<[User], UserServiceError>...) async -> ControllableUserService {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    return service
}

// MARK: - An example

@MainActor
private func finishedLoad(_ makePresenter: PresenterMaker) async throws {
    let service = await answering(.success(User.sample))
    let (presenter, view) = attached(makePresenter, service)

    presenter.viewDidLoad()
    await presenter.loadTask?.value

    #expect(view.summary == "6 users")
}

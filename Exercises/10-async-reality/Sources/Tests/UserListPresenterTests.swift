// Your tests of the presenter's asynchronous work: requests that overlap and answer out of
// order, and loads that are replaced. Each test gets `makePresenter` (see
// Tests/PresenterTest.swift) and makes its presenter with it. List every test in
// `presenterTests`.

import Exercise10Presentation
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let presenterTests: [PresenterTest] = [
    PresenterTest("one load's answer shows", oneLoad)
    // Step 1: two requests in flight, answered newest first and oldest first, with a failure.
    // Step 2: a load replaced by a newer one, and a load that ends cancelled.
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

// MARK: - An example

@MainActor
private func oneLoad(_ makePresenter: PresenterMaker) async throws {
    let service = ControllableUserService()
    let (presenter, view) = attached(makePresenter, service)
    presenter.viewDidLoad()
    await service.waitForPending(count: 1)

    await service.completeOldest(with: .success(User.sample))
    await presenter.loadTask?.value

    #expect(view.summary == "6 users")
}

// Your tests of the presenter's asynchronous work: requests that overlap and answer out of
// order, and loads that are replaced. Each test gets `makePresenter` (see
// Tests/PresenterTest.swift) and makes its presenter with it. List every test in
// `presenterTests`.

import Exercise10Presentation
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let presenterTests: [PresenterTest] = [
    PresenterTest("one load's answer shows", oneLoad),
    PresenterTest("the newest answer wins when the oldest arrives last", newestWins),
    PresenterTest("an older answer arriving first leaves the newer load running", olderFirst),
    PresenterTest("an older failure arriving last shows no error", olderFailure),
    PresenterTest("a newer load cancels the one it replaces", replacedLoadIsCancelled),
    PresenterTest("a load that ends cancelled shows no error", cancellationIsNotAnError),
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

/// Two loads in flight — the first load's, then a foreground reload's — and what a test
/// needs to answer them: keep `presenter`, or nobody will.
@MainActor
private struct TwoLoads {
    let presenter: any PresenterUnderTest
    let view: RecordingUserListView
    let service: ControllableUserService
    let first: Task<Void, Never>?
    let second: Task<Void, Never>?

    init(_ makePresenter: PresenterMaker) async {
        service = ControllableUserService()
        (presenter, view) = attached(makePresenter, service)
        presenter.viewDidLoad()
        first = presenter.loadTask
        presenter.sceneWillEnterForeground()
        second = presenter.loadTask
        await service.waitForPending(count: 2)
    }
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

// MARK: - Step 1: the newest answer wins

@MainActor
private func newestWins(_ makePresenter: PresenterMaker) async throws {
    let loads = await TwoLoads(makePresenter)

    await loads.service.completeNewest(with: .success([User.sample[1]]))
    await loads.second?.value
    await loads.service.completeOldest(with: .success(User.sample))
    await loads.first?.value

    #expect(loads.view.summary == "1 user")
}

@MainActor
private func olderFirst(_ makePresenter: PresenterMaker) async throws {
    let loads = await TwoLoads(makePresenter)

    await loads.service.completeOldest(with: .success(User.sample))
    await loads.first?.value

    #expect(loads.view.isLoading)
    await loads.service.completeNewest(with: .success([User.sample[1]]))
    await loads.second?.value
}

@MainActor
private func olderFailure(_ makePresenter: PresenterMaker) async throws {
    let loads = await TwoLoads(makePresenter)

    await loads.service.completeNewest(with: .success([User.sample[1]]))
    await loads.second?.value
    await loads.service.completeOldest(with: .failure(.connectionLost))
    await loads.first?.value

    #expect(loads.view.error == nil)
}

// MARK: - Step 2: replaced and cancelled loads

@MainActor
private func replacedLoadIsCancelled(_ makePresenter: PresenterMaker) async throws {
    let loads = await TwoLoads(makePresenter)

    #expect(loads.first?.isCancelled == true)
    await loads.service.releaseAll()
    await loads.second?.value
}

@MainActor
private func cancellationIsNotAnError(_ makePresenter: PresenterMaker) async throws {
    let service = ControllableUserService()
    let (presenter, view) = attached(makePresenter, service)
    presenter.viewDidLoad()
    await service.waitForPending(count: 1)

    await service.completeOldest(throwing: CancellationError())
    await presenter.loadTask?.value

    #expect(view.error == nil)
}

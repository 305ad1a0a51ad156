// Step 1's tests, in MVP's idiom: a recording view stands in for the screen, a
// controllable service keeps two requests in flight, and each test completes them out of
// order and compares the calls the presenter made, in order.

import Testing
import UserModel

@testable import Exercise12

// MARK: - A recording view

/// One thing the presenter told the view.
enum ViewCall: Equatable, CustomStringConvertible {
    case loading
    case users(header: String, rows: [UserRow])
    case empty(String)
    case error(String)

    var description: String {
        switch self {
        case .loading: "showLoading()"
        case .users(let header, let rows): "showUsers(\(header): \(rows.map(\.title)))"
        case .empty(let message): "showEmpty(\(message))"
        case .error(let message): "showError(\(message))"
        }
    }
}

/// Records every call the presenter makes, in order.
@MainActor
final class RecordingUserListView: UserListView {
    private(set) var calls: [ViewCall] = []

    func showLoading() { calls.append(.loading) }
    func showUsers(header: String, rows: [UserRow]) { calls.append(.users(header: header, rows: rows)) }
    func showEmpty(message: String) { calls.append(.empty(message)) }
    func showError(message: String) { calls.append(.error(message)) }
}

/// Starts the first load and, while it runs, a foreground reload; both stay in flight.
@MainActor
func startTwoRequests(_ presenter: UserListPresenter, on service: ControllableUserService) async
    -> TwoRequests
{
    let firstLoad = Task { await presenter.viewDidLoad() }
    await service.waitForPending(count: 1)
    let foregroundReload = Task { await presenter.sceneWillEnterForeground() }
    await service.waitForPending(count: 2)
    return TwoRequests(service: service, firstLoad: firstLoad, foregroundReload: foregroundReload)
}

/// What the view must end up showing: the newer request's answer.
func newerCall(_ stale: StaleCase) -> ViewCall {
    stale.newerSucceeds
        ? .users(header: "1 user", rows: StaleCase.newerRows) : .error(StaleCase.newerErrorLine)
}

// MARK: - The tests

@Suite("Exercise 12 · Stale responses · MVP", .timeLimit(.minutes(1)))
@MainActor
struct Exercise12PresenterTests {
    @Test("answered newest first, the older answer is dropped when it arrives", arguments: StaleCase.all)
    func newestFirst(stale: StaleCase) async {
        let service = ControllableUserService()
        let presenter = UserListPresenter(service: service)
        let view = RecordingUserListView()
        presenter.attach(view)
        let requests = await startTwoRequests(presenter, on: service)

        await requests.complete(stale, in: .newestFirst)

        #expect(
            view.calls == [.loading, .loading, newerCall(stale)],
            "Step 1: \(stale.name), newest first: the view should show only the newer answer, \(newerCall(stale))"
        )
    }

    @Test(
        "answered oldest first, the older answer is dropped and the newer one shows", arguments: StaleCase.all
    )
    func oldestFirst(stale: StaleCase) async {
        let service = ControllableUserService()
        let presenter = UserListPresenter(service: service)
        let view = RecordingUserListView()
        presenter.attach(view)
        let requests = await startTwoRequests(presenter, on: service)

        await requests.completeOlder(with: stale.older)
        let callsAfterStaleAnswer = view.calls
        await requests.completeNewer(with: stale.newer)

        #expect(
            callsAfterStaleAnswer == [.loading, .loading],
            "Step 1: \(stale.name), oldest first: the older (stale) answer should change nothing on the view")
        #expect(
            view.calls == [.loading, .loading, newerCall(stale)],
            "Step 1: \(stale.name), oldest first: then the newer answer should show, \(newerCall(stale))")
    }

    @Test("a single request still shows its answer")
    func aSingleRequestStillShows() async {
        let service = ControllableUserService()
        let presenter = UserListPresenter(service: service)
        let view = RecordingUserListView()
        presenter.attach(view)
        let load = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)

        await service.completeOldest(with: .success(StaleCase.newerUsers))
        await load.value

        #expect(
            view.calls == [.loading, .users(header: "1 user", rows: StaleCase.newerRows)],
            "Step 1: with one request in flight its answer is the newest, and must show")
    }
}

// The tests for exercise 04. They drive the presenter alone, with a view that records its
// calls and services whose answers — success, failure, or "not yet" — the test decides.
// Read them, but don't edit them.

import Testing
import UserModel

@testable import Exercise04

@MainActor
@Suite("Exercise 04 · When things go wrong", .timeLimit(.minutes(1)))
struct Exercise04WhenThingsGoWrongTests {
    // MARK: - Fixtures

    nonisolated static let failures: [UserServiceError] = [
        .connectionLost,
        UserServiceError("The server is down for maintenance."),
        UserServiceError("The request timed out."),
    ]

    /// A list a fetch returns, named by its users for the test report.
    struct UserList: Sendable, CustomTestStringConvertible {
        var users: [User]

        var testDescription: String {
            users.isEmpty
                ? "no users" : users.map { "\($0.firstName) \($0.lastName)" }.joined(separator: ", ")
        }
    }

    nonisolated static let lists: [UserList] = [
        UserList(users: User.sample),
        UserList(users: Array(User.sample.suffix(2))),
        UserList(users: [User(id: 9, firstName: "Zoë", lastName: "Ødegaard", email: "zoe@ex.no", age: 1)]),
    ]

    /// The button a test taps.
    enum ReloadButton: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case refresh = "Refresh"
        case retry = "Retry"

        var testDescription: String { rawValue }
    }

    /// A service whose fetches answer at once, with `results` in order.
    private func service(answering results: [Result<[User], UserServiceError>]) async
        -> ControllableUserService
    {
        let service = ControllableUserService()
        for result in results {
            await service.planNextResult(result)
        }
        await service.releaseAll()
        return service
    }

    /// What a successful load of `users` should sound like, after `showLoading()`.
    private func shown(_ users: [User]) -> ViewCall {
        if users.isEmpty { return .showEmpty("No users yet.") }
        let header = users.count == 1 ? "1 user" : "\(users.count) users"
        return .showUsers(header: header, rows: UserListRules.sorted(users).map(UserRow.init(user:)))
    }

    private func lines(_ calls: [ViewCall]) -> String {
        calls.map { "  \($0)" }.joined(separator: "\n")
    }

    // MARK: - Step 1: the error

    @Test("a failed first load shows the reason and offers Retry", arguments: failures)
    func failedFirstLoad(failure: UserServiceError) async {
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: await service(answering: [.failure(failure)]))
        presenter.attach(view)

        await presenter.viewDidLoad()

        let expected: [ViewCall] = [
            .showLoading, .hideLoading,
            .showError("Couldn't load users: \(failure.message)", canRetry: true),
        ]
        #expect(
            view.calls == expected,
            """
            Step 1: when the first load fails with "\(failure.message)", the view should hear:
            \(lines(expected))
            It heard:
            \(view.log)
            """)
    }

    // MARK: - Step 2: Retry and Refresh

    @Test("Retry after a failure loads again and shows the users", arguments: lists)
    func retryAfterFailure(list: UserList) async {
        let users = list.users
        let view = RecordingUserListView()
        let service = await service(answering: [.failure(.connectionLost), .success(users)])
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        await presenter.viewDidLoad()

        await presenter.retryTapped()

        let expected: [ViewCall] = [.showLoading, .hideLoading, shown(users)]
        #expect(
            Array(view.calls.dropFirst(3)) == expected,
            """
            Step 2: after the first load failed, Retry should load again and show \(users.count) \
            user(s). After Retry the view should hear:
            \(lines(expected))
            The view heard, from the start:
            \(view.log)
            """)
    }

    @Test("Refresh loads again and shows the fresh list", arguments: [UserList(users: [])] + lists)
    func refreshShowsFreshList(list: UserList) async {
        let users = list.users
        let view = RecordingUserListView()
        let service = await service(answering: [.success(Array(User.sample.prefix(3))), .success(users)])
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        await presenter.viewDidLoad()

        await presenter.refreshTapped()

        let expected: [ViewCall] = [.showLoading, .hideLoading, shown(users)]
        #expect(
            Array(view.calls.dropFirst(3)) == expected,
            """
            Step 2: Refresh should load again and show what the new fetch returned. After \
            Refresh the view should hear:
            \(lines(expected))
            The view heard, from the start:
            \(view.log)
            """)
    }

    // MARK: - Step 3: a failed refresh

    @Test("a failed refresh keeps the rows and offers no Retry", arguments: failures)
    func failedRefresh(failure: UserServiceError) async {
        let view = RecordingUserListView()
        let service = await service(answering: [.success(User.sample), .failure(failure)])
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        await presenter.viewDidLoad()

        await presenter.refreshTapped()

        let expected: [ViewCall] = [
            .showLoading, .hideLoading,
            .showError("Couldn't load users: \(failure.message)", canRetry: false),
        ]
        #expect(
            Array(view.calls.dropFirst(3)) == expected,
            """
            Step 3: when a refresh fails after users were loaded, the rows stay (no showUsers, \
            no showEmpty) and there is no Retry — Refresh is there. After Refresh the view \
            should hear:
            \(lines(expected))
            The view heard, from the start:
            \(view.log)
            """)
    }

    @Test("a Retry that fails again still offers Retry", arguments: failures)
    func retryFailsAgain(failure: UserServiceError) async {
        let view = RecordingUserListView()
        let service = await service(answering: [.failure(.connectionLost), .failure(failure)])
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        await presenter.viewDidLoad()

        await presenter.retryTapped()

        let expected = ViewCall.showError("Couldn't load users: \(failure.message)", canRetry: true)
        #expect(
            view.calls.last == expected,
            """
            Step 3: no users were ever loaded, so after a second failure Retry must still be \
            offered. The last call should be \(expected). The view heard:
            \(view.log)
            """)
    }

    // MARK: - Step 4: one load at a time

    @Test("Refresh and Retry are ignored while the first load is in flight", arguments: ReloadButton.allCases)
    func ignoredWhileLoading(button: ReloadButton) async {
        let view = RecordingUserListView()
        let service = FirstFetchHeldService(laterUsers: User.sample)
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        let load = Task { await presenter.viewDidLoad() }
        await service.held.waitForPending(count: 1)

        switch button {
        case .refresh: await presenter.refreshTapped()
        case .retry: await presenter.retryTapped()
        }

        let requests = await service.requestCount
        #expect(
            requests == 1,
            """
            Step 4: tapping \(button.rawValue) while the first load is in flight should start no \
            new fetch; there were \(requests) fetches.
            """)
        #expect(
            view.calls == [.showLoading],
            """
            Step 4: tapping \(button.rawValue) while loading should change nothing on screen: \
            the view should have heard only showLoading(). It heard:
            \(view.log)
            """)
        await service.held.completeOldest(with: .success(User.sample))
        await load.value
    }

    @Test("Refresh works again once the load has finished, even a failed one", arguments: [true, false])
    func refreshAfterLoadFinished(firstLoadSucceeds: Bool) async {
        let view = RecordingUserListView()
        let fresh = Array(User.sample.prefix(2))
        let service = FirstFetchHeldService(laterUsers: fresh)
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        let load = Task { await presenter.viewDidLoad() }
        await service.held.waitForPending(count: 1)
        await service.held.completeOldest(
            with: firstLoadSucceeds ? .success(User.sample) : .failure(.connectionLost))
        await load.value

        await presenter.refreshTapped()

        let requests = await service.requestCount
        let outcome = firstLoadSucceeds ? "succeeded" : "failed"
        #expect(
            requests == 2,
            """
            Step 4: once the first load has \(outcome), Refresh should fetch again — clear the \
            in-flight flag on both paths. There were \(requests) fetches.
            """)
        #expect(
            view.calls.last == shown(fresh),
            """
            Step 4: once the first load has \(outcome), Refresh should end with \(shown(fresh)). \
            The view heard:
            \(view.log)
            """)
    }
}

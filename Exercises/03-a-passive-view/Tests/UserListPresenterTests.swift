// The tests for exercise 03. They drive the presenter alone — no window, no view kit —
// with a view that records what it is told and a service that answers at once or when the
// test says so. Read them, but don't edit them.

import Testing
import UserModel

@testable import Exercise03

@MainActor
@Suite("Exercise 03 · A passive view", .timeLimit(.minutes(1)))
struct Exercise03PassiveViewTests {
    /// Users in the order a service returns them, and the order the rows must show.
    struct ListCase: Sendable, CustomTestStringConvertible {
        var name: String
        var users: [User]
        var expectedIDs: [Int]
        var header: String

        var testDescription: String { name }

        /// The rows the view should get, in list order.
        var expectedRows: [UserRow] {
            expectedIDs.compactMap { id in users.first { $0.id == id } }.map(UserRow.init(user:))
        }
    }

    nonisolated static let lists: [ListCase] = [
        ListCase(
            name: "the six sample users", users: User.sample, expectedIDs: [4, 1, 3, 2, 5, 6],
            header: "6 users"),
        ListCase(
            name: "the classic three, reversed", users: Array(User.sample.prefix(3).reversed()),
            expectedIDs: [1, 3, 2], header: "3 users"),
        ListCase(
            name: "two with the same last name",
            users: [
                User(id: 8, firstName: "Zoe", lastName: "Lane", email: "zoe@test.com", age: 30),
                User(id: 9, firstName: "Adam", lastName: "Lane", email: "adam@test.com", age: 2),
            ],
            expectedIDs: [9, 8], header: "2 users"),
        ListCase(
            name: "one user",
            users: [User(id: 7, firstName: "Edith", lastName: "Okafor", email: "e@test.com", age: 101)],
            expectedIDs: [7], header: "1 user"),
    ]

    // MARK: - Step 1: loading first

    @Test("the spinner shows before the fetch returns", arguments: lists)
    func spinnerFirst(list: ListCase) async {
        let service = ControllableUserService()
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)

        let load = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)

        #expect(
            view.calls == [.showLoading],
            """
            Step 1: while the fetch is still running, the view should have heard exactly \
            showLoading(). It heard:
            \(view.log)
            """)
        await service.completeOldest(with: .success(list.users))
        await load.value
    }

    // MARK: - Step 2: the rows

    @Test("loaded users become a header and rows in list order", arguments: lists)
    func loadedUsers(list: ListCase) async {
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: SampleUserService(users: list.users))
        presenter.attach(view)

        await presenter.viewDidLoad()

        let expected: [ViewCall] = [
            .showLoading, .hideLoading, .showUsers(header: list.header, rows: list.expectedRows),
        ]
        #expect(
            view.calls == expected,
            """
            Step 2: for \(list.name), the view should hear showLoading(), hideLoading(), then \
            showUsers with the header "\(list.header)" and the rows sorted by last name, first \
            name, id. Expected:
            \(expected.map { "  \($0)" }.joined(separator: "\n"))
            It heard:
            \(view.log)
            """)
    }

    // MARK: - Step 3: nobody to show

    @Test("an empty list shows \"No users yet.\"")
    func emptyList() async {
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: SampleUserService(users: []))
        presenter.attach(view)

        await presenter.viewDidLoad()

        let expected: [ViewCall] = [.showLoading, .hideLoading, .showEmpty("No users yet.")]
        #expect(
            view.calls == expected,
            """
            Step 3: with no users the view should hear showLoading(), hideLoading(), then \
            showEmpty("No users yet.") — not showUsers with "0 users". It heard:
            \(view.log)
            """)
    }

    @Test("a failed load only stops the spinner")
    func failedLoad() async {
        let service = ControllableUserService()
        await service.planNextResult(.failure(.connectionLost))
        await service.releaseAll()
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)

        await presenter.viewDidLoad()

        #expect(
            view.calls == [.showLoading, .hideLoading],
            """
            Step 1: a failed load should show the spinner, then hide it (the error itself is \
            exercise 04). It heard:
            \(view.log)
            """)
    }
}

// The tests for exercise 06's presenter. They load users once, type queries, and compare
// the presenter's last call on a recording view: the header or message, and the rows.
// Read them, but don't edit them.

import Testing
import UserModel

@testable import Exercise06

@MainActor
@Suite("Exercise 06 · Search: what the screen shows")
struct Exercise06SearchTests {
    /// A query typed over `User.sample` and the call the view should hear last.
    struct SearchCase: Sendable, CustomTestStringConvertible {
        var query: String
        /// The header (`1 of 6 users`) or, when nobody matches, the message.
        var summary: String
        /// The ids of the matching users, in list order.
        var ids: [Int]

        var testDescription: String { "\"\(query)\"" }
    }

    nonisolated static let sampleSearches: [SearchCase] = [
        SearchCase(query: "mi", summary: "1 of 6 users", ids: [2]),
        SearchCase(query: "MI", summary: "1 of 6 users", ids: [2]),
        SearchCase(query: "  mi  ", summary: "1 of 6 users", ids: [2]),
        SearchCase(query: "haward", summary: "2 of 6 users", ids: [2, 5]),
        SearchCase(query: "renee", summary: "1 of 6 users", ids: [4]),
        SearchCase(query: "RENÉE", summary: "1 of 6 users", ids: [4]),
        SearchCase(query: "åberg", summary: "1 of 6 users", ids: [4]),
        SearchCase(query: "ha mi", summary: "1 of 6 users", ids: [2]),
        SearchCase(query: "mila test", summary: "1 of 6 users", ids: [2]),
        SearchCase(query: "r a", summary: "5 of 6 users", ids: [4, 3, 2, 5, 6]),
        SearchCase(query: "d a", summary: "4 of 6 users", ids: [1, 2, 5, 6]),
        SearchCase(query: "test.com", summary: "6 of 6 users", ids: [4, 1, 3, 2, 5, 6]),
        SearchCase(query: "ed", summary: "1 of 6 users", ids: [6]),
        SearchCase(query: "zz", summary: "No users match \"zz\".", ids: []),
        SearchCase(query: "  zz  ", summary: "No users match \"zz\".", ids: []),
        SearchCase(query: "agha mark", summary: "No users match \"agha mark\".", ids: []),
        SearchCase(query: "agha@", summary: "No users match \"agha@\".", ids: []),
        SearchCase(query: "Zoë", summary: "No users match \"Zoë\".", ids: []),
        SearchCase(query: "", summary: "6 users", ids: [4, 1, 3, 2, 5, 6]),
        SearchCase(query: "   ", summary: "6 users", ids: [4, 1, 3, 2, 5, 6]),
    ]

    // MARK: - Helpers

    /// A presenter that has loaded `users` into a recording view.
    private func loadedPresenter(_ users: [User] = User.sample) async -> (
        UserListPresenter, RecordingUserListView
    ) {
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: SampleUserService(users: users))
        presenter.attach(view)
        await presenter.viewDidLoad()
        return (presenter, view)
    }

    /// The call that shows `summary` over the users with `ids`, taken from `users`.
    private func expectedCall(summary: String, ids: [Int], from users: [User] = User.sample) -> ViewCall {
        let rows = ids.compactMap { id in users.first { $0.id == id } }.map(UserRow.init(user:))
        return rows.isEmpty ? .showEmpty(summary) : .showUsers(header: summary, rows: rows)
    }

    /// Which step a case belongs to, for the failure message.
    private func step(for search: SearchCase) -> String {
        search.ids.isEmpty ? "Step 3" : "Step 2"
    }

    // MARK: - Steps 2 and 3: the query filters the list

    @Test("typing a query shows the matching users, or says nobody matches", arguments: sampleSearches)
    func searchSample(search: SearchCase) async {
        let (presenter, view) = await loadedPresenter()

        presenter.searchTextChanged(search.query)

        let expected = expectedCall(summary: search.summary, ids: search.ids)
        #expect(
            view.calls.last == expected,
            """
            \(step(for: search)): after typing "\(search.query)" over the six sample users, the \
            view's last call should be:
              \(expected)
            It heard:
            \(view.log)
            """)
    }

    @Test(
        "the header's noun agrees with the number of users loaded",
        arguments: [
            ("iyad", [1], "1 of 1 user"), ("noah", [1, 5], "1 of 2 users"),
            ("haward", [2, 5], "2 of 2 users"),
        ])
    func headerNoun(query: String, loadedIDs: [Int], summary: String) async {
        let users = User.sample.filter { loadedIDs.contains($0.id) }
        let (presenter, view) = await loadedPresenter(users)

        presenter.searchTextChanged(query)

        let matchingIDs = users.filter { UserListRules.matches($0, query: query) }.map(\.id)
        let expected = expectedCall(summary: summary, ids: matchingIDs, from: users)
        #expect(
            view.calls.last == expected,
            """
            Step 2: with \(users.count) user(s) loaded, typing "\(query)" should end with:
              \(expected)
            It heard:
            \(view.log)
            """)
    }

    @Test("clearing the query shows everyone again")
    func clearingTheQuery() async {
        let (presenter, view) = await loadedPresenter()

        presenter.searchTextChanged("mi")
        presenter.searchTextChanged("")

        let expected = [
            expectedCall(summary: "1 of 6 users", ids: [2]),
            expectedCall(summary: "6 users", ids: [4, 1, 3, 2, 5, 6]),
        ]
        #expect(
            Array(view.calls.suffix(2)) == expected,
            """
            Step 2: typing "mi" and then clearing the field should end with these two calls:
            \(expected.map { "  \($0)" }.joined(separator: "\n"))
            It heard:
            \(view.log)
            """)
    }

    // MARK: - The rules around the query

    @Test("an empty list says \"No users yet.\" whatever the query", arguments: ["mi", "zz", ""])
    func emptyListIgnoresQuery(query: String) async {
        let (presenter, view) = await loadedPresenter([])

        presenter.searchTextChanged(query)

        #expect(
            view.calls.last == .showEmpty("No users yet."),
            """
            Step 3: with no users loaded, typing "\(query)" should still show "No users yet." \
            — there is nobody to search. It heard:
            \(view.log)
            """)
    }

    @Test("the query survives a refresh and filters the fresh list", arguments: ["haward", "zara"])
    func querySurvivesRefresh(query: String) async {
        let zara = User(id: 7, firstName: "Zara", lastName: "Haward", email: "zara@test.com", age: 30)
        let fresh = User.sample + [zara]
        let service = ControllableUserService()
        await service.planNextResult(.success(User.sample))
        await service.planNextResult(.success(fresh))
        await service.releaseAll()
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        await presenter.viewDidLoad()
        presenter.searchTextChanged(query)

        await presenter.refreshTapped()

        let ids = fresh.filter { UserListRules.matches($0, query: query) }.map(\.id)
        let sortedIDs = UserListRules.sorted(fresh).map(\.id).filter(ids.contains)
        let expected = expectedCall(summary: "\(ids.count) of 7 users", ids: sortedIDs, from: fresh)
        #expect(
            view.calls.last == expected,
            """
            Step 2: the query "\(query)" should still filter the list a refresh brings (7 users). \
            The last call should be:
              \(expected)
            It heard:
            \(view.log)
            """)
    }

    @Test("searching never fetches again")
    func searchingDoesNotFetch() async {
        let service = ControllableUserService()
        await service.releaseAll()
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        await presenter.viewDidLoad()

        for query in ["m", "mi", "mil", "", "zz"] {
            presenter.searchTextChanged(query)
        }

        let requests = await service.requestCount
        #expect(
            requests == 1,
            "Step 2: searching should filter what was loaded, never fetch; there were \(requests) fetches.")
    }
}

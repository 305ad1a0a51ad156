// The presenter tested the MVP way: no view kit, no window — a recording view and a stub
// or controllable service. Each test acts as the user would (an event) and compares the
// whole list of view calls with what the feature requires, in order.

import Foundation
import MVP
import Testing
import UserModel

// MARK: - Expected values, worded as the chapter shows them

/// The built-in sample's rows in list order.
private let sampleRows = [
    UserRow(title: "Renée Åberg", detail: "52 years · renee@test.com"),
    UserRow(title: "Iyad Agha", detail: "36 years · iyad@test.com"),
    UserRow(title: "Mark Astun", detail: "39 years · mark@test.com"),
    UserRow(title: "Mila Haward", detail: "24 years · mila@test.com"),
    UserRow(title: "Noah Haward", detail: "1 year · noah@test.com"),
    UserRow(title: "Edith Okafor", detail: "101 years · edith@test.com"),
]

private let milaRow = UserRow(title: "Mila Haward", detail: "24 years · mila@test.com")
private let noahRow = UserRow(title: "Noah Haward", detail: "1 year · noah@test.com")
private let reneeRow = UserRow(title: "Renée Åberg", detail: "52 years · renee@test.com")
private let connectionLost = "Couldn't load users: The network connection was lost."

/// A user whose email is derived from the first name.
private func user(_ id: Int, _ firstName: String, _ lastName: String, age: Int = 30) -> User {
    let email = "\(firstName.lowercased())@test.com"
    return User(id: id, firstName: firstName, lastName: lastName, email: email, age: age)
}

/// A presenter attached to a recording view. The test keeps the view alive: the presenter
/// holds it weakly.
@MainActor
private func makePresenter(_ service: any UserService) -> (UserListPresenter, RecordingUserListView) {
    let presenter = UserListPresenter(service: service)
    let view = RecordingUserListView()
    presenter.attach(view)
    return (presenter, view)
}

// MARK: - Loading

@Suite("Presenter: loading")
@MainActor
struct UserListPresenterLoadingTests {
    @Test("loading shows the title, the spinner, then the header and the sorted rows")
    func loadsInOrder() async {
        let (presenter, view) = makePresenter(StubUserService())

        await presenter.viewDidLoad()

        #expect(
            view.calls == [
                .setTitle("Users"),
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showSummary("6 users"),
                .showRows(sampleRows),
            ])
    }

    @Test("while the first load is in flight, only the spinner shows")
    func firstLoadInFlight() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)

        let load = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)

        #expect(view.calls == [.setTitle("Users"), .setLoading(true), .showError(nil, canRetry: false)])
        await service.releaseAll()
        await load.value
    }

    @Test("ages read 0 years, 1 year and N years")
    func agesAreWorded() async {
        let users = [
            user(1, "Ada", "Abel", age: 0), user(2, "Bo", "Berg", age: 1), user(3, "Cy", "Cole", age: 2),
        ]
        let (presenter, view) = makePresenter(StubUserService(returning: users))

        await presenter.viewDidLoad()

        #expect(
            view.calls.last
                == .showRows([
                    UserRow(title: "Ada Abel", detail: "0 years · ada@test.com"),
                    UserRow(title: "Bo Berg", detail: "1 year · bo@test.com"),
                    UserRow(title: "Cy Cole", detail: "2 years · cy@test.com"),
                ]))
    }

    @Test("rows sort by last name, first name and id, ignoring case and diacritics, and show names as given")
    func sortsFolded() async {
        let users = [
            user(1, "Ana", "Östlund"), user(2, "Bo", "Ortiz"), user(4, "ana", "Ortiz"),
            user(3, "Ana", "ortiz"),
        ]
        let (presenter, view) = makePresenter(StubUserService(returning: users))

        await presenter.viewDidLoad()

        #expect(
            view.calls.last
                == .showRows([
                    UserRow(title: "Ana ortiz", detail: "30 years · ana@test.com"),
                    UserRow(title: "ana Ortiz", detail: "30 years · ana@test.com"),
                    UserRow(title: "Bo Ortiz", detail: "30 years · bo@test.com"),
                    UserRow(title: "Ana Östlund", detail: "30 years · ana@test.com"),
                ]))
    }

    @Test("one user is counted in the singular")
    func oneUser() async {
        let (presenter, view) = makePresenter(StubUserService(returning: [User.sample[1]]))

        await presenter.viewDidLoad()

        #expect(view.calls.suffix(2) == [.showSummary("1 user"), .showRows([milaRow])])
    }

    @Test("an empty list says there are no users yet")
    func emptyList() async {
        let (presenter, view) = makePresenter(StubUserService(returning: []))

        await presenter.viewDidLoad()

        #expect(
            view.calls == [
                .setTitle("Users"),
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showSummary("No users yet."),
                .showRows([]),
            ])
    }

    @Test("an empty list says there are no users yet, whatever the query")
    func emptyListIgnoresQuery() async {
        let (presenter, view) = makePresenter(StubUserService(returning: []))
        presenter.searchTextChanged("zz")

        await presenter.viewDidLoad()

        #expect(view.calls.suffix(2) == [.showSummary("No users yet."), .showRows([])])
    }
}

// MARK: - Errors, retry and refresh

@Suite("Presenter: errors and refresh")
@MainActor
struct UserListPresenterErrorTests {
    @Test("a failed first load shows the reason and offers Retry")
    func firstLoadFails() async {
        let (presenter, view) = makePresenter(StubUserService(results: [.failure(.connectionLost)]))

        await presenter.viewDidLoad()

        #expect(
            view.calls == [
                .setTitle("Users"),
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showError(connectionLost, canRetry: true),
            ])
    }

    @Test("Retry clears the error while it loads, then shows the rows")
    func retrySucceeds() async {
        let service = StubUserService(results: [.failure(.connectionLost), .success(User.sample)])
        let (presenter, view) = makePresenter(service)
        await presenter.viewDidLoad()
        view.forgetCalls()

        await presenter.retryTapped()

        #expect(
            view.calls == [
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showSummary("6 users"),
                .showRows(sampleRows),
            ])
    }

    @Test("Retry that fails again still offers Retry")
    func retryFailsAgain() async {
        let service = StubUserService(results: [
            .failure(.connectionLost), .failure(UserServiceError("Timed out.")),
        ])
        let (presenter, view) = makePresenter(service)
        await presenter.viewDidLoad()
        view.forgetCalls()

        await presenter.retryTapped()

        #expect(
            view.calls == [
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showError("Couldn't load users: Timed out.", canRetry: true),
            ])
    }

    @Test("a refresh shows the spinner over the rows, then the fresh rows")
    func refreshSucceeds() async {
        let service = StubUserService(results: [.success(User.sample), .success([User.sample[1]])])
        let (presenter, view) = makePresenter(service)
        await presenter.viewDidLoad()
        view.forgetCalls()

        await presenter.refreshTapped()

        #expect(
            view.calls == [
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showSummary("1 user"),
                .showRows([milaRow]),
            ])
    }

    @Test("a failed refresh keeps the rows and shows the reason without Retry")
    func refreshFails() async {
        let service = StubUserService(results: [.success(User.sample), .failure(.connectionLost)])
        let (presenter, view) = makePresenter(service)
        await presenter.viewDidLoad()
        view.forgetCalls()

        await presenter.refreshTapped()

        #expect(
            view.calls == [
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showError(connectionLost, canRetry: false),
            ])
    }

    @Test("Refresh is ignored while a load is in flight")
    func refreshIgnoredWhileLoading() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let load = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)
        view.forgetCalls()

        // Run in tasks so that a presenter which wrongly fetches again fails instead of
        // hanging: releasing the service answers every fetch, however many were started.
        let refresh = Task { await presenter.refreshTapped() }
        let retry = Task { await presenter.retryTapped() }
        await service.releaseAll()
        await refresh.value
        await retry.value
        await load.value

        #expect(await service.requestCount == 1)
        #expect(view.calls == [.setLoading(false), .showSummary("6 users"), .showRows(sampleRows)])
    }
}

// MARK: - Search

@Suite("Presenter: search")
@MainActor
struct UserListPresenterSearchTests {
    @Test("a search shows the matching rows and counts them against the total")
    func searchMatches() async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        view.forgetCalls()

        presenter.searchTextChanged("mi")

        #expect(view.calls == [.showSummary("1 of 6 users"), .showRows([milaRow])])
    }

    @Test("every term of the query must occur, in the name or the email")
    func everyTermMustMatch() async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        view.forgetCalls()

        presenter.searchTextChanged("haw noah")
        presenter.searchTextChanged("test.com  haward")

        #expect(
            view.calls == [
                .showSummary("1 of 6 users"), .showRows([noahRow]),
                .showSummary("2 of 6 users"), .showRows([milaRow, noahRow]),
            ])
    }

    @Test(
        "a search ignores case and diacritics",
        arguments: ["renee", "RENÉE", "aberg", "Åberg", "rené åb"])
    func searchIsFolded(query: String) async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        view.forgetCalls()

        presenter.searchTextChanged(query)

        #expect(view.calls == [.showSummary("1 of 6 users"), .showRows([reneeRow])])
    }

    @Test("a query matching nobody says so, trimmed")
    func noMatch() async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        view.forgetCalls()

        presenter.searchTextChanged("  zz ")

        #expect(view.calls == [.showSummary("No users match \"zz\"."), .showRows([])])
    }

    @Test("the query is trimmed, and a blank one shows everyone")
    func trimmedQuery() async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        view.forgetCalls()

        presenter.searchTextChanged("  mi  ")
        presenter.searchTextChanged("   ")

        #expect(
            view.calls == [
                .showSummary("1 of 6 users"), .showRows([milaRow]),
                .showSummary("6 users"), .showRows(sampleRows),
            ])
    }

    @Test("searching never refetches")
    func searchDoesNotFetch() async {
        let service = StubUserService()
        let (presenter, _) = makePresenter(service)
        await presenter.viewDidLoad()

        presenter.searchTextChanged("m")
        presenter.searchTextChanged("mi")
        presenter.searchTextChanged("")

        #expect(await service.requestCount == 1)
    }

    @Test("the query survives a refresh and filters the fresh users")
    func querySurvivesRefresh() async {
        let mia = user(7, "Mia", "Zeller", age: 8)
        let service = StubUserService(results: [.success(User.sample), .success(User.sample + [mia])])
        let (presenter, view) = makePresenter(service)
        await presenter.viewDidLoad()
        presenter.searchTextChanged("mi")
        view.forgetCalls()

        await presenter.refreshTapped()

        #expect(
            view.calls == [
                .setLoading(true),
                .showError(nil, canRetry: false),
                .setLoading(false),
                .showSummary("2 of 7 users"),
                .showRows([milaRow, UserRow(title: "Mia Zeller", detail: "8 years · mia@test.com")]),
            ])
    }

    @Test("a search typed during the first load shows nothing until the users arrive, then filters them")
    func searchBeforeFirstLoad() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let load = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)
        view.forgetCalls()

        presenter.searchTextChanged("mi")
        let callsWhileLoading = view.calls
        await service.completeOldest(with: .success(User.sample))
        await load.value

        #expect(callsWhileLoading == [])
        #expect(view.calls == [.setLoading(false), .showSummary("1 of 6 users"), .showRows([milaRow])])
    }
}

// MARK: - Navigation

@Suite("Presenter: navigation")
@MainActor
struct UserListPresenterNavigationTests {
    @Test("selecting a row shows the detail of the user in that row, after sorting")
    func selectSortedRow() async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        view.forgetCalls()

        presenter.rowSelected(at: 1)

        #expect(
            view.calls == [
                .showDetail(UserDetail(title: "Iyad Agha", lines: ["Email: iyad@test.com", "Age: 36 years"]))
            ])
    }

    @Test("selecting a row of a filtered list shows the user in that row")
    func selectFilteredRow() async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        presenter.searchTextChanged("haward")
        view.forgetCalls()

        presenter.rowSelected(at: 1)

        #expect(
            view.calls == [
                .showDetail(UserDetail(title: "Noah Haward", lines: ["Email: noah@test.com", "Age: 1 year"]))
            ])
    }

    @Test("selecting a row that isn't shown does nothing")
    func selectMissingRow() async {
        let (presenter, view) = makePresenter(StubUserService())
        await presenter.viewDidLoad()
        presenter.searchTextChanged("mi")
        view.forgetCalls()

        presenter.rowSelected(at: 1)
        presenter.rowSelected(at: -1)

        #expect(view.calls == [])
    }
}

// MARK: - Stale responses

@Suite("Presenter: stale responses")
@MainActor
struct UserListPresenterStaleResponseTests {
    /// Starts the first load and a foreground reload, and waits until both are in flight.
    private func startTwoLoads(
        _ presenter: UserListPresenter, _ service: ControllableUserService
    ) async -> (first: Task<Void, Never>, second: Task<Void, Never>) {
        let first = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)
        let second = Task { await presenter.sceneWillEnterForeground() }
        await service.waitForPending(count: 2)
        return (first, second)
    }

    @Test("coming back to the foreground reloads even while a load is in flight")
    func foregroundReloadsWhileLoading() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)

        let loads = await startTwoLoads(presenter, service)

        #expect(
            view.calls == [
                .setTitle("Users"),
                .setLoading(true), .showError(nil, canRetry: false),
                .setLoading(true), .showError(nil, canRetry: false),
            ])
        await service.releaseAll()
        await loads.first.value
        await loads.second.value
    }

    @Test("a stale response that arrives last is dropped")
    func staleArrivesLast() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let loads = await startTwoLoads(presenter, service)
        view.forgetCalls()

        await service.completeNewest(with: .success([User.sample[1]]))
        await loads.second.value
        await service.completeOldest(with: .success(User.sample))
        await loads.first.value

        #expect(view.calls == [.setLoading(false), .showSummary("1 user"), .showRows([milaRow])])
    }

    @Test("a stale response that arrives first is dropped, and the spinner keeps spinning")
    func staleArrivesFirst() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let loads = await startTwoLoads(presenter, service)
        view.forgetCalls()

        await service.completeOldest(with: .success(User.sample))
        await loads.first.value
        let callsAfterStale = view.calls
        await service.completeNewest(with: .success([User.sample[1]]))
        await loads.second.value

        #expect(callsAfterStale == [])
        #expect(view.calls == [.setLoading(false), .showSummary("1 user"), .showRows([milaRow])])
    }

    @Test("a stale failure is dropped too")
    func staleFailure() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let loads = await startTwoLoads(presenter, service)
        view.forgetCalls()

        await service.completeNewest(with: .success([User.sample[1]]))
        await loads.second.value
        await service.completeOldest(with: .failure(.connectionLost))
        await loads.first.value

        #expect(view.calls == [.setLoading(false), .showSummary("1 user"), .showRows([milaRow])])
    }

    @Test("coming back to the foreground before the first load does nothing")
    func foregroundBeforeLoad() async {
        let service = StubUserService()
        let (presenter, view) = makePresenter(service)

        await presenter.sceneWillEnterForeground()

        #expect(view.calls == [])
        #expect(await service.requestCount == 0)
    }
}

// MARK: - Who owns whom

@Suite("Presenter: ownership")
@MainActor
struct UserListPresenterOwnershipTests {
    @Test("the presenter does not keep its view alive")
    func viewIsHeldWeakly() throws {
        let presenter = UserListPresenter(service: StubUserService())
        var view: RecordingUserListView? = RecordingUserListView()
        weak var weakView: RecordingUserListView?
        weakView = view
        presenter.attach(try #require(view))

        view = nil

        #expect(weakView == nil)
        #expect(presenter.view == nil)
    }

    @Test("a detached view hears nothing, even from a request already in flight")
    func detachedViewHearsNothing() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let load = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)
        view.forgetCalls()

        presenter.detach()
        await service.releaseAll()
        await load.value
        presenter.searchTextChanged("mi")
        presenter.rowSelected(at: 0)
        await presenter.refreshTapped()

        #expect(view.calls == [])
    }

    @Test(
        "presentation logic imports no view code",
        arguments: ["UserListPresenter.swift", "UserListView.swift", "UserRow.swift", "UserDetail.swift"])
    func importsOnlyTheModel(file: String) throws {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MVP/\(file)")

        let imports = try String(contentsOf: source, encoding: .utf8)
            .split(separator: "\n")
            .filter { $0.hasPrefix("import ") }

        #expect(imports.allSatisfy { $0 == "import UserModel" }, "\(file) imports \(imports)")
    }
}

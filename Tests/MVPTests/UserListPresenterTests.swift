// The presenter tested the MVP way: no view kit, no window — a recording view and a stub
// or controllable service. Each test acts as the user would (an event), awaits the load
// the presenter started when there is one, and compares what the view would show.

import Testing
import UserModel

@testable import MVPPresentation

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

/// What the view shows once the sample has loaded.
private let loadedScreen = RecordingUserListView.Screen(
    title: "Users", isLoading: false, isRefreshEnabled: true, error: nil, isRetryVisible: false,
    summary: "6 users", rows: sampleRows)

/// What the view shows while the first load runs.
private let firstLoadScreen = RecordingUserListView.Screen(
    title: "Users", isLoading: true, isRefreshEnabled: false, error: nil, isRetryVisible: false)

/// A user whose email is derived from the first name.
private func user(_ id: Int, _ firstName: String, _ lastName: String, age: Int = 30) -> User {
    let email = "\(firstName.lowercased())@test.com"
    return User(id: id, firstName: firstName, lastName: lastName, email: email, age: age)
}

/// A presenter attached to a recording view. The test keeps the view alive: the presenter
/// holds it weakly.
@MainActor
private func makePresenter(_ service: any UserService) -> (UserListPresenter, RecordingUserListView) {
    let presenter = UserListPresenter(service: service, favourites: FavouritesStore())
    let view = RecordingUserListView()
    presenter.attach(view)
    return (presenter, view)
}

/// A presenter whose first load has finished with `service`'s first answer.
@MainActor
private func loadedPresenter(_ service: any UserService) async -> (UserListPresenter, RecordingUserListView) {
    let (presenter, view) = makePresenter(service)
    presenter.viewDidLoad()
    await presenter.loadTask?.value
    return (presenter, view)
}

// MARK: - Loading

@Suite("Presenter: loading", .timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterLoadingTests {
    @Test("viewDidLoad shows the title and the loading state before it returns")
    func loadingShowsAtOnce() async {
        let (presenter, view) = makePresenter(StubUserService())

        presenter.viewDidLoad()
        let screenBeforeTheFetch = view.screen
        await presenter.loadTask?.value

        #expect(screenBeforeTheFetch == firstLoadScreen)
    }

    @Test("a finished load shows the header and the sorted rows, and stops loading")
    func loads() async {
        let (_, view) = await loadedPresenter(StubUserService())

        #expect(view.screen == loadedScreen)
    }

    @Test("ages read 0 years, 1 year and N years")
    func agesAreWorded() async {
        let users = [
            user(1, "Ada", "Abel", age: 0), user(2, "Bo", "Berg", age: 1), user(3, "Cy", "Cole", age: 2),
        ]

        let (_, view) = await loadedPresenter(StubUserService(returning: users))

        #expect(
            view.screen.rows == [
                UserRow(title: "Ada Abel", detail: "0 years · ada@test.com"),
                UserRow(title: "Bo Berg", detail: "1 year · bo@test.com"),
                UserRow(title: "Cy Cole", detail: "2 years · cy@test.com"),
            ])
    }

    @Test("rows sort by last name, first name and id, ignoring case and diacritics, and show names as given")
    func sortsFolded() async {
        let users = [
            user(1, "Ana", "Östlund"), user(2, "Bo", "Ortiz"), user(4, "ana", "Ortiz"),
            user(3, "Ana", "ortiz"),
        ]

        let (_, view) = await loadedPresenter(StubUserService(returning: users))

        #expect(
            view.screen.rows == [
                UserRow(title: "Ana ortiz", detail: "30 years · ana@test.com"),
                UserRow(title: "ana Ortiz", detail: "30 years · ana@test.com"),
                UserRow(title: "Bo Ortiz", detail: "30 years · bo@test.com"),
                UserRow(title: "Ana Östlund", detail: "30 years · ana@test.com"),
            ])
    }

    @Test("one user is counted in the singular")
    func oneUser() async {
        let (_, view) = await loadedPresenter(StubUserService(returning: [User.sample[1]]))

        #expect(view.screen.summary == "1 user")
        #expect(view.screen.rows == [milaRow])
    }

    @Test("an empty list says there are no users yet, and Refresh can be tapped")
    func emptyList() async {
        let (_, view) = await loadedPresenter(StubUserService(returning: []))

        #expect(
            view.screen
                == RecordingUserListView.Screen(
                    title: "Users", isLoading: false, isRefreshEnabled: true, isRetryVisible: false,
                    summary: "No users yet."))
    }

    @Test("an empty list says there are no users yet, whatever the query")
    func emptyListIgnoresQuery() async {
        let (presenter, view) = makePresenter(StubUserService(returning: []))
        presenter.searchTextChanged("zz")

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(view.screen.summary == "No users yet.")
        #expect(view.screen.rows == [])
    }
}

// MARK: - Errors, retry and refresh

@Suite("Presenter: errors and refresh", .timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterErrorTests {
    @Test("a failed first load shows the reason and offers Retry")
    func firstLoadFails() async {
        let (_, view) = await loadedPresenter(StubUserService(results: [.failure(.connectionLost)]))

        #expect(
            view.screen
                == RecordingUserListView.Screen(
                    title: "Users", isLoading: false, isRefreshEnabled: true, error: connectionLost,
                    isRetryVisible: true))
    }

    @Test("Retry clears the error and hides Retry while it loads, then shows the rows")
    func retrySucceeds() async {
        let service = StubUserService(results: [.failure(.connectionLost), .success(User.sample)])
        let (presenter, view) = await loadedPresenter(service)

        presenter.retryTapped()
        let whileRetrying = view.screen
        await presenter.loadTask?.value

        #expect(whileRetrying == firstLoadScreen)
        #expect(view.screen == loadedScreen)
    }

    @Test("Retry that fails again still offers Retry, with the new reason")
    func retryFailsAgain() async {
        let service = StubUserService(results: [
            .failure(.connectionLost), .failure(UserServiceError("Timed out.")),
        ])
        let (presenter, view) = await loadedPresenter(service)

        presenter.retryTapped()
        await presenter.loadTask?.value

        #expect(view.screen.error == "Couldn't load users: Timed out.")
        #expect(view.screen.isRetryVisible)
    }

    @Test("a refresh keeps the rows under the spinner, then shows the fresh rows")
    func refreshSucceeds() async {
        let service = StubUserService(results: [.success(User.sample), .success([User.sample[1]])])
        let (presenter, view) = await loadedPresenter(service)

        presenter.refreshTapped()
        let whileRefreshing = view.screen
        await presenter.loadTask?.value

        #expect(whileRefreshing.isLoading && !whileRefreshing.isRefreshEnabled)
        #expect(whileRefreshing.rows == sampleRows)
        #expect(view.screen.summary == "1 user")
        #expect(view.screen.rows == [milaRow])
    }

    @Test("while a refresh runs the rows are never replaced: no rows are sent until the answer")
    func refreshSendsNoRowsUntilTheAnswer() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        presenter.viewDidLoad()
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await presenter.loadTask?.value
        view.forgetCalls()

        presenter.refreshTapped()
        await service.waitForPending(count: 1)
        let callsWhileRefreshing = view.calls
        await service.completeOldest(with: .success(User.sample))
        await presenter.loadTask?.value

        #expect(!callsWhileRefreshing.contains { if case .showRows = $0 { true } else { false } })
        #expect(view.calls.last == .showRows(sampleRows))
    }

    @Test("a failed refresh keeps the rows and shows the reason without Retry")
    func refreshFails() async {
        let service = StubUserService(results: [.success(User.sample), .failure(.connectionLost)])
        let (presenter, view) = await loadedPresenter(service)

        presenter.refreshTapped()
        await presenter.loadTask?.value

        #expect(view.screen.rows == sampleRows)
        #expect(view.screen.summary == "6 users")
        #expect(view.screen.error == connectionLost)
        #expect(!view.screen.isRetryVisible)
    }

    @Test("Refresh and Retry are ignored while a load is in flight")
    func refreshIgnoredWhileLoading() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        presenter.viewDidLoad()
        let firstLoad = presenter.loadTask

        presenter.refreshTapped()
        presenter.retryTapped()
        await service.releaseAll()
        await presenter.loadTask?.value

        #expect(await service.requestCount == 1)
        #expect(presenter.loadTask == firstLoad)
        #expect(view.screen == loadedScreen)
    }
}

// MARK: - Search

@Suite("Presenter: search", .timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterSearchTests {
    @Test("a search shows the matching rows and counts them against the total")
    func searchMatches() async {
        let (presenter, view) = await loadedPresenter(StubUserService())

        presenter.searchTextChanged("mi")

        #expect(view.screen.summary == "1 of 6 users")
        #expect(view.screen.rows == [milaRow])
    }

    @Test("every term of the query must occur, in the name or the email")
    func everyTermMustMatch() async {
        let (presenter, view) = await loadedPresenter(StubUserService())

        presenter.searchTextChanged("haw noah")
        let oneTermEach = view.screen
        presenter.searchTextChanged("test.com  haward")

        #expect(oneTermEach.summary == "1 of 6 users")
        #expect(oneTermEach.rows == [noahRow])
        #expect(view.screen.summary == "2 of 6 users")
        #expect(view.screen.rows == [milaRow, noahRow])
    }

    @Test(
        "a search ignores case and diacritics",
        arguments: ["renee", "RENÉE", "aberg", "Åberg", "rené åb"])
    func searchIsFolded(query: String) async {
        let (presenter, view) = await loadedPresenter(StubUserService())

        presenter.searchTextChanged(query)

        #expect(view.screen.summary == "1 of 6 users")
        #expect(view.screen.rows == [reneeRow])
    }

    @Test("a query matching nobody says so, trimmed")
    func noMatch() async {
        let (presenter, view) = await loadedPresenter(StubUserService())

        presenter.searchTextChanged("  zz ")

        #expect(view.screen.summary == "No users match \"zz\".")
        #expect(view.screen.rows == [])
    }

    @Test("the query is trimmed, and a blank one shows everyone")
    func trimmedQuery() async {
        let (presenter, view) = await loadedPresenter(StubUserService())

        presenter.searchTextChanged("  mi  ")
        let trimmed = view.screen
        presenter.searchTextChanged("   ")

        #expect(trimmed.rows == [milaRow])
        #expect(view.screen.summary == "6 users")
        #expect(view.screen.rows == sampleRows)
    }

    @Test("searching never refetches")
    func searchDoesNotFetch() async {
        let service = StubUserService()
        let (presenter, _) = await loadedPresenter(service)

        presenter.searchTextChanged("m")
        presenter.searchTextChanged("mi")
        presenter.searchTextChanged("")

        #expect(await service.requestCount == 1)
        #expect(presenter.loadTask?.isCancelled == false)
    }

    @Test("the query survives a refresh and filters the fresh users")
    func querySurvivesRefresh() async {
        let mia = user(7, "Mia", "Zeller", age: 8)
        let service = StubUserService(results: [.success(User.sample), .success(User.sample + [mia])])
        let (presenter, view) = await loadedPresenter(service)
        presenter.searchTextChanged("mi")

        presenter.refreshTapped()
        await presenter.loadTask?.value

        #expect(view.screen.summary == "2 of 7 users")
        #expect(
            view.screen.rows == [milaRow, UserRow(title: "Mia Zeller", detail: "8 years · mia@test.com")])
    }

    @Test("a search typed during the first load shows nothing until the users arrive, then filters them")
    func searchBeforeFirstLoad() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        presenter.viewDidLoad()
        view.forgetCalls()

        presenter.searchTextChanged("mi")
        let callsWhileLoading = view.calls
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await presenter.loadTask?.value

        #expect(callsWhileLoading == [])
        #expect(view.screen.summary == "1 of 6 users")
        #expect(view.screen.rows == [milaRow])
    }
}

// MARK: - Navigation

@Suite("Presenter: navigation", .timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterNavigationTests {
    @Test("selecting a row shows the detail of the user in that row, after sorting")
    func selectSortedRow() async {
        let (presenter, view) = await loadedPresenter(StubUserService())

        presenter.rowSelected(at: 1)

        #expect(view.screen.detailUserID == 1)
    }

    @Test("selecting a row of a filtered list shows the user in that row")
    func selectFilteredRow() async {
        let (presenter, view) = await loadedPresenter(StubUserService())
        presenter.searchTextChanged("haward")

        presenter.rowSelected(at: 1)

        #expect(view.screen.detailUserID == 5)
    }

    @Test("selecting a row that isn't shown does nothing")
    func selectMissingRow() async {
        let (presenter, view) = await loadedPresenter(StubUserService())
        presenter.searchTextChanged("mi")
        view.forgetCalls()

        presenter.rowSelected(at: 1)
        presenter.rowSelected(at: -1)

        #expect(view.calls == [])
    }
}

// MARK: - Stale responses and cancellation

@Suite("Presenter: stale responses and cancellation", .timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterStaleResponseTests {
    /// Starts the first load and a foreground reload, and waits until both are in flight.
    private func startTwoLoads(
        _ presenter: UserListPresenter, _ service: ControllableUserService
    ) async -> (first: Task<Void, Never>?, second: Task<Void, Never>?) {
        presenter.viewDidLoad()
        let first = presenter.loadTask
        await service.waitForPending(count: 1)
        presenter.sceneWillEnterForeground()
        await service.waitForPending(count: 2)
        return (first, presenter.loadTask)
    }

    @Test("coming back to the foreground reloads even while a load is in flight, and cancels it")
    func foregroundReloadsWhileLoading() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)

        let loads = await startTwoLoads(presenter, service)
        await service.waitForCancellations(count: 1)

        #expect(loads.first?.isCancelled == true)
        #expect(loads.second?.isCancelled == false)
        #expect(view.screen == firstLoadScreen)
        await service.releaseAll()
        await loads.first?.value
        await loads.second?.value
    }

    @Test("a stale response that arrives last is dropped")
    func staleArrivesLast() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let loads = await startTwoLoads(presenter, service)

        await service.completeNewest(with: .success([User.sample[1]]))
        await loads.second?.value
        await service.completeOldest(with: .success(User.sample))
        await loads.first?.value

        #expect(view.screen.summary == "1 user")
        #expect(view.screen.rows == [milaRow])
    }

    @Test("a stale response that arrives first is dropped, and the spinner keeps spinning")
    func staleArrivesFirst() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let loads = await startTwoLoads(presenter, service)
        view.forgetCalls()

        await service.completeOldest(with: .success(User.sample))
        await loads.first?.value
        let callsAfterStale = view.calls
        await service.completeNewest(with: .success([User.sample[1]]))
        await loads.second?.value

        #expect(callsAfterStale == [])
        #expect(view.screen.rows == [milaRow])
    }

    @Test("a stale failure is dropped too")
    func staleFailure() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        let loads = await startTwoLoads(presenter, service)

        await service.completeNewest(with: .success([User.sample[1]]))
        await loads.second?.value
        await service.completeOldest(with: .failure(.connectionLost))
        await loads.first?.value

        #expect(view.screen.error == nil)
        #expect(view.screen.rows == [milaRow])
    }

    @Test("the cancelled load of a service that honours cancellation shows no error")
    func cancelledLoadShowsNoError() async {
        let service = ControllableUserService(honoursCancellation: true)
        let (presenter, view) = makePresenter(service)
        presenter.viewDidLoad()
        let first = presenter.loadTask
        await service.waitForPending(count: 1)

        presenter.sceneWillEnterForeground()
        await first?.value
        let afterCancellation = view.screen
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await presenter.loadTask?.value

        #expect(afterCancellation == firstLoadScreen)
        #expect(view.screen == loadedScreen)
    }

    @Test("a fetch that ends in CancellationError is not worded as an error")
    func cancellationIsNotAnError() async {
        let service = ControllableUserService()
        let (presenter, view) = makePresenter(service)
        presenter.viewDidLoad()
        await service.waitForPending(count: 1)

        await service.completeOldest(throwing: CancellationError())
        await presenter.loadTask?.value

        #expect(
            view.screen
                == RecordingUserListView.Screen(
                    title: "Users", isLoading: false, isRefreshEnabled: true, isRetryVisible: false))
    }

    @Test("coming back to the foreground before the first load does nothing")
    func foregroundBeforeLoad() async {
        let service = StubUserService()
        let (presenter, view) = makePresenter(service)

        presenter.sceneWillEnterForeground()

        #expect(view.calls == [])
        #expect(presenter.loadTask == nil)
        #expect(await service.requestCount == 0)
    }
}

// MARK: - Who owns whom

@Suite("Presenter: ownership", .timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterOwnershipTests {
    @Test("the presenter does not keep its view alive")
    func viewIsHeldWeakly() throws {
        let presenter = UserListPresenter(service: StubUserService(), favourites: FavouritesStore())
        var view: RecordingUserListView? = RecordingUserListView()
        weak var weakView: RecordingUserListView?
        weakView = view
        presenter.attach(try #require(view))

        view = nil

        #expect(weakView == nil)
        #expect(presenter.view == nil)
    }

    @Test("a presenter dropped while its fetch is in flight goes at once, and its fetch is cancelled")
    func droppedWhileLoading() async {
        let service = ControllableUserService()
        let view = RecordingUserListView()
        var presenter: UserListPresenter? = UserListPresenter(service: service, favourites: FavouritesStore())
        weak var weakPresenter: UserListPresenter?
        weakPresenter = presenter
        presenter?.attach(view)
        presenter?.viewDidLoad()
        let load = presenter?.loadTask
        await service.waitForPending(count: 1)
        view.forgetCalls()

        presenter = nil
        let releasedAtOnce = weakPresenter == nil
        let cancelledAtOnce = load?.isCancelled == true
        await service.completeOldest(with: .failure(.connectionLost))
        await load?.value

        #expect(releasedAtOnce)
        #expect(cancelledAtOnce)
        #expect(view.calls == [])
    }
}

// MARK: - Favourites

@Suite("Presenter: favourites", .timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterFavouritesTests {
    private let milaStarred = UserRow(title: "★ Mila Haward", detail: "24 years · mila@test.com")

    @Test("a favourite toggled on the detail screen is starred and counted on the list, with no fetch")
    func toggledOnTheDetail() async throws {
        let service = StubUserService()
        let favourites = FavouritesStore()
        let presenter = UserListPresenter(service: service, favourites: favourites)
        let view = RecordingUserListView()
        presenter.attach(view)
        presenter.viewDidLoad()
        await presenter.loadTask?.value
        presenter.rowSelected(at: 3)
        let detail = try #require(view.detailPresenter)

        detail.favouriteTapped()

        #expect(view.screen.summary == "6 users · 1 favourite")
        #expect(view.screen.rows[3] == milaStarred)
        #expect(await service.requestCount == 1)
    }

    @Test("the header counts favourites in the plural, and not while searching")
    func header() async {
        let presenter = UserListPresenter(
            service: StubUserService(), favourites: FavouritesStore(favouriteIDs: [1, 2]))
        let view = RecordingUserListView()
        presenter.attach(view)
        presenter.viewDidLoad()
        await presenter.loadTask?.value
        let unfiltered = view.screen.summary

        presenter.searchTextChanged("mila")

        #expect(unfiltered == "6 users · 2 favourites")
        #expect(view.screen.summary == "1 of 6 users")
        #expect(view.screen.rows == [milaStarred])
    }

    @Test("a refresh keeps favourites; one whose user is gone is neither shown nor counted")
    func refreshKeepsFavourites() async {
        let service = StubUserService(results: [
            .success(User.sample), .success(Array(User.sample.prefix(3))), .success(User.sample),
        ])
        let presenter = UserListPresenter(
            service: service, favourites: FavouritesStore(favouriteIDs: [2, 6]))
        let view = RecordingUserListView()
        presenter.attach(view)
        presenter.viewDidLoad()
        await presenter.loadTask?.value

        presenter.refreshTapped()
        await presenter.loadTask?.value
        let withoutEdith = view.screen
        presenter.refreshTapped()
        await presenter.loadTask?.value

        #expect(withoutEdith.summary == "3 users · 1 favourite")
        #expect(withoutEdith.rows.map(\.title) == ["Iyad Agha", "Mark Astun", "★ Mila Haward"])
        #expect(view.screen.summary == "6 users · 2 favourites")
        #expect(view.screen.rows.last?.title == "★ Edith Okafor")
    }

    @Test("before the first load, a change to the favourites tells the view nothing")
    func changeBeforeLoad() {
        let favourites = FavouritesStore()
        let presenter = UserListPresenter(service: StubUserService(), favourites: favourites)
        let view = RecordingUserListView()
        presenter.attach(view)

        favourites.toggleFavourite(1)

        #expect(view.calls == [])
    }

    @Test("the store keeps no presenter alive")
    func weakObservation() {
        let favourites = FavouritesStore()
        var presenter: UserListPresenter? = UserListPresenter(
            service: StubUserService(), favourites: favourites)
        weak var weakPresenter: UserListPresenter?
        weakPresenter = presenter

        presenter = nil
        favourites.toggleFavourite(1)

        #expect(weakPresenter == nil)
    }
}

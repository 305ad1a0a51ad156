// The view model on its own, the MVVM way: drive its inputs, record what each output emits
// into an array, and compare whole arrays — no view, no view kit, no window. Inputs return
// at once; a test awaits the load the view model started (`loadTask`). In-flight states use
// `ControllableUserService`; everything else a `StubUserService` that answers at once.

import Testing
import UserModel

@testable import MVVMPresentation

// MARK: - Expected values

/// The sample's rows in list order, as the chapter shows them.
private let sampleRows = [
    UserRow(title: "Renée Åberg", detail: "52 years · renee@test.com"),
    UserRow(title: "Iyad Agha", detail: "36 years · iyad@test.com"),
    UserRow(title: "Mark Astun", detail: "39 years · mark@test.com"),
    UserRow(title: "Mila Haward", detail: "24 years · mila@test.com"),
    UserRow(title: "Noah Haward", detail: "1 year · noah@test.com"),
    UserRow(title: "Edith Okafor", detail: "101 years · edith@test.com"),
]

private let connectionLostText = "Couldn't load users: The network connection was lost."

@MainActor
@Suite("UserListViewModel", .timeLimit(.minutes(1)))
struct UserListViewModelTests {
    // MARK: - Loading

    @Test("loading shows the spinner, then the header and the sorted rows")
    func load() async {
        let viewModel = UserListViewModel(
            service: StubUserService(users: User.sample), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        #expect(recorder.titles == ["Users"])
        #expect(recorder.spinnerVisible == [false, true, false])
        #expect(recorder.refreshEnabled == [true, false, true])
        #expect(recorder.errorTexts == [""])
        #expect(recorder.retryVisible == [false])
        #expect(recorder.summaries == ["", "6 users"])
        #expect(recorder.rows == [[], sampleRows])
        #expect(recorder.routes == [nil])
    }

    @Test("rows say 0 years, 1 year, N years, keep diacritics, and sort by last, first, id")
    func formattingAndOrder() async {
        let users = [
            User(id: 7, firstName: "Zoë", lastName: "Ångström", email: "zoe@test.com", age: 0),
            User(id: 3, firstName: "bob", lastName: "adams", email: "bob@test.com", age: 1),
            User(id: 9, firstName: "Ann", lastName: "Adams", email: "ann9@test.com", age: 36),
            User(id: 2, firstName: "Ann", lastName: "ADAMS", email: "ann2@test.com", age: 150),
        ]
        let viewModel = UserListViewModel(
            service: StubUserService(users: users), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        #expect(
            recorder.rows == [
                [],
                [
                    UserRow(title: "Ann ADAMS", detail: "150 years · ann2@test.com"),
                    UserRow(title: "Ann Adams", detail: "36 years · ann9@test.com"),
                    UserRow(title: "bob adams", detail: "1 year · bob@test.com"),
                    UserRow(title: "Zoë Ångström", detail: "0 years · zoe@test.com"),
                ],
            ])
        #expect(recorder.summaries == ["", "4 users"])
    }

    @Test("an empty list says No users yet., whatever the query")
    func emptyList() async {
        let viewModel = UserListViewModel(service: StubUserService(users: []), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.searchTextChanged("zz")

        #expect(recorder.summaries == ["", "No users yet."])
        #expect(recorder.rows == [[]])
        #expect(recorder.refreshEnabled == [true, false, true])
        #expect(recorder.retryVisible == [false])
    }

    @Test("the header's noun agrees with the total: 1 user, 1 of 1 user")
    func singleUserHeader() async {
        let viewModel = UserListViewModel(
            service: StubUserService(users: [User.sample[0]]), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.searchTextChanged("iyad")

        #expect(recorder.summaries == ["", "1 user", "1 of 1 user"])
    }

    // MARK: - Errors

    @Test("a failed first load shows the reason and Retry; Retry clears it and loads")
    func firstLoadErrorAndRetry() async {
        let service = StubUserService(.failure(.connectionLost), .success(User.sample))
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.retryTapped()
        await viewModel.loadTask?.value

        #expect(recorder.spinnerVisible == [false, true, false, true, false])
        #expect(recorder.refreshEnabled == [true, false, true, false, true])
        #expect(recorder.errorTexts == ["", connectionLostText, ""])
        #expect(recorder.retryVisible == [false, true, false])
        #expect(recorder.summaries == ["", "6 users"])
        #expect(recorder.rows == [[], sampleRows])
    }

    @Test("a retry that fails again shows the new reason and Retry again")
    func retryFailsAgain() async {
        let service = StubUserService(
            .failure(.connectionLost), .failure(UserServiceError("Server is down.")))
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.retryTapped()
        await viewModel.loadTask?.value

        #expect(
            recorder.errorTexts == ["", connectionLostText, "", "Couldn't load users: Server is down."])
        #expect(recorder.retryVisible == [false, true, false, true])
        #expect(recorder.summaries == [""])
        #expect(recorder.rows == [[]])
    }

    @Test("a failed refresh keeps the rows and shows the error without Retry")
    func refreshFailureKeepsRows() async {
        let service = StubUserService(.success(User.sample), .failure(.connectionLost), .success(User.sample))
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.refreshTapped()
        await viewModel.loadTask?.value
        viewModel.refreshTapped()
        await viewModel.loadTask?.value

        #expect(recorder.spinnerVisible == [false, true, false, true, false, true, false])
        #expect(recorder.errorTexts == ["", connectionLostText, ""])
        #expect(recorder.retryVisible == [false])
        #expect(recorder.summaries == ["", "6 users"])
        #expect(recorder.rows == [[], sampleRows])
    }

    // MARK: - Refresh while loading

    @Test("Refresh and Retry are ignored while a load is in progress")
    func refreshIgnoredWhileLoading() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        let firstLoad = viewModel.loadTask

        viewModel.refreshTapped()
        viewModel.retryTapped()
        await service.releaseAll()
        await viewModel.loadTask?.value

        #expect(await service.requestCount == 1)
        #expect(viewModel.loadTask == firstLoad)
        #expect(recorder.spinnerVisible == [false, true, false])
        #expect(recorder.rows == [[], sampleRows])
    }

    @Test("the rows stay while refreshing, under the spinner")
    func rowsStayWhileRefreshing() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await viewModel.loadTask?.value

        viewModel.refreshTapped()
        let spinnerWhileRefreshing = recorder.spinnerVisible
        let rowsWhileRefreshing = recorder.rows
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await viewModel.loadTask?.value

        #expect(spinnerWhileRefreshing == [false, true, false, true])
        #expect(rowsWhileRefreshing == [[], sampleRows])
        #expect(recorder.spinnerVisible == [false, true, false, true, false])
        #expect(recorder.rows == [[], sampleRows])
    }

    @Test("foregrounding before the first load does nothing")
    func foregroundBeforeLoad() async {
        let service = StubUserService(users: User.sample)
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)

        viewModel.sceneWillEnterForeground()
        await viewModel.loadTask?.value

        #expect(await service.requestCount == 0)
        #expect(recorder.rows == [[]])
    }

    // MARK: - Search

    /// A query and the rows and header it should produce on the sample.
    struct SearchCase: CustomStringConvertible, Sendable {
        let query: String
        let titles: [String]
        let summary: String
        var description: String { "\"\(query)\"" }
    }

    @Test(
        "search keeps the rows in which every trimmed, folded term occurs",
        arguments: [
            SearchCase(query: "mi", titles: ["Mila Haward"], summary: "1 of 6 users"),
            SearchCase(query: "  haw  noah ", titles: ["Noah Haward"], summary: "1 of 6 users"),
            SearchCase(query: "renee", titles: ["Renée Åberg"], summary: "1 of 6 users"),
            SearchCase(query: "ÅBERG", titles: ["Renée Åberg"], summary: "1 of 6 users"),
            SearchCase(query: "HAWARD", titles: ["Mila Haward", "Noah Haward"], summary: "2 of 6 users"),
            SearchCase(query: "mark@", titles: ["Mark Astun"], summary: "1 of 6 users"),
            SearchCase(
                query: "test.com", titles: sampleRows.map(\.title), summary: "6 of 6 users"),
            SearchCase(query: "   ", titles: sampleRows.map(\.title), summary: "6 users"),
        ])
    func search(_ searchCase: SearchCase) async {
        let viewModel = UserListViewModel(
            service: StubUserService(users: User.sample), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        viewModel.searchTextChanged(searchCase.query)

        #expect(recorder.lastTitles == searchCase.titles)
        #expect(recorder.summaries.last == searchCase.summary)
    }

    @Test("a search with no match says so with the trimmed query, and clearing it shows everyone")
    func searchWithNoMatch() async {
        let viewModel = UserListViewModel(
            service: StubUserService(users: User.sample), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        viewModel.searchTextChanged("  zz ")
        viewModel.searchTextChanged("")

        #expect(recorder.summaries == ["", "6 users", "No users match \"zz\".", "6 users"])
        #expect(recorder.rows == [[], sampleRows, [], sampleRows])
    }

    @Test("searching never refetches")
    func searchNeverRefetches() async {
        let service = StubUserService(users: User.sample)
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        for query in ["m", "mi", "mil", "zz", ""] {
            viewModel.searchTextChanged(query)
        }

        #expect(await service.requestCount == 1)
    }

    @Test("the query survives a refresh and filters the fresh results")
    func querySurvivesRefresh() async {
        let newcomer = User(id: 7, firstName: "Mia", lastName: "Zed", email: "mia@test.com", age: 30)
        let service = StubUserService(.success(User.sample), .success(User.sample + [newcomer]))
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.searchTextChanged("mi")

        viewModel.refreshTapped()
        await viewModel.loadTask?.value

        #expect(
            recorder.rows.map { $0.map(\.title) } == [
                [], sampleRows.map(\.title), ["Mila Haward"], ["Mila Haward", "Mia Zed"],
            ])
        #expect(recorder.summaries == ["", "6 users", "1 of 6 users", "2 of 7 users"])
    }

    // MARK: - Navigation

    @Test("selecting a row routes to the detail of the row as shown, sorted and filtered")
    func routeOnSelection() async {
        let viewModel = UserListViewModel(
            service: StubUserService(users: User.sample), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        viewModel.rowSelected(at: 1)
        viewModel.routeHandled()
        viewModel.searchTextChanged("haward")
        viewModel.rowSelected(at: 1)

        let shownDetails = recorder.routes.map { route -> [String]? in
            guard case .detail(let detail) = route else { return nil }
            return [detail.title] + detail.lines
        }
        #expect(
            shownDetails == [
                nil, ["Iyad Agha", "Email: iyad@test.com", "Age: 36 years"],
                nil, ["Noah Haward", "Email: noah@test.com", "Age: 1 year"],
            ])
    }

    @Test("selecting a row that is not shown routes nowhere")
    func selectionOutOfRange() async {
        let viewModel = UserListViewModel(
            service: StubUserService(users: User.sample), favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.searchTextChanged("mi")

        viewModel.rowSelected(at: 1)
        viewModel.rowSelected(at: -1)

        #expect(recorder.routes == [nil])
    }

    // MARK: - Stale responses and cancellation

    /// Starts the first load and a foreground reload, and waits until both are in flight.
    private func startTwoLoads(
        _ viewModel: UserListViewModel, _ service: ControllableUserService
    ) async -> (older: Task<Void, Never>?, newer: Task<Void, Never>?) {
        viewModel.viewDidLoad()
        let older = viewModel.loadTask
        await service.waitForPending(count: 1)
        viewModel.sceneWillEnterForeground()
        await service.waitForPending(count: 2)
        return (older, viewModel.loadTask)
    }

    @Test("with two loads in flight, the newest wins when it answers first")
    func staleResponseNewestFirst() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        let loads = await startTwoLoads(viewModel, service)

        await service.completeNewest(with: .success(Array(User.sample.prefix(2))))
        await loads.newer?.value
        await service.completeOldest(with: .success(User.sample))
        await loads.older?.value

        #expect(recorder.rows.map { $0.map(\.title) } == [[], ["Iyad Agha", "Mila Haward"]])
        #expect(recorder.summaries == ["", "2 users"])
        #expect(recorder.spinnerVisible == [false, true, false])
    }

    @Test("with two loads in flight, the oldest answering first is dropped")
    func staleResponseOldestFirst() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        let loads = await startTwoLoads(viewModel, service)

        await service.completeOldest(with: .success(User.sample))
        await loads.older?.value
        let spinnerAfterStale = recorder.spinnerVisible
        let rowsAfterStale = recorder.rows
        await service.completeNewest(with: .success(Array(User.sample.prefix(2))))
        await loads.newer?.value

        #expect(spinnerAfterStale == [false, true])
        #expect(rowsAfterStale == [[]])
        #expect(recorder.rows.map { $0.map(\.title) } == [[], ["Iyad Agha", "Mila Haward"]])
        #expect(recorder.spinnerVisible == [false, true, false])
    }

    @Test("a stale failure does not overwrite the newest result")
    func staleFailureIsDropped() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        let loads = await startTwoLoads(viewModel, service)

        await service.completeNewest(with: .success(User.sample))
        await loads.newer?.value
        await service.completeOldest(with: .failure(.connectionLost))
        await loads.older?.value

        #expect(recorder.errorTexts == [""])
        #expect(recorder.retryVisible == [false])
        #expect(recorder.rows == [[], sampleRows])
    }

    @Test("a newer load cancels the older one, and a cancelled fetch shows no error")
    func supersededLoadIsCancelled() async {
        let service = ControllableUserService(honoursCancellation: true)
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        let older = viewModel.loadTask
        await service.waitForPending(count: 1)

        viewModel.sceneWillEnterForeground()
        await older?.value
        let spinnerAfterCancellation = recorder.spinnerVisible
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await viewModel.loadTask?.value

        #expect(older?.isCancelled == true)
        #expect(spinnerAfterCancellation == [false, true])
        #expect(recorder.errorTexts == [""])
        #expect(recorder.rows == [[], sampleRows])
    }

    @Test("a fetch that ends in CancellationError is not worded as an error")
    func cancellationIsNotAnError() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service, favourites: FavouritesStore())
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await service.waitForPending(count: 1)

        await service.completeOldest(throwing: CancellationError())
        await viewModel.loadTask?.value

        #expect(recorder.errorTexts == [""])
        #expect(recorder.retryVisible == [false])
        #expect(recorder.spinnerVisible == [false, true, false])
        #expect(recorder.refreshEnabled == [true, false, true])
    }

    @Test("a view model dropped while its fetch is in flight goes at once, and its fetch is cancelled")
    func droppedWhileLoading() async {
        let service = ControllableUserService()
        var viewModel: UserListViewModel? = UserListViewModel(service: service, favourites: FavouritesStore())
        weak var weakViewModel: UserListViewModel?
        weakViewModel = viewModel
        viewModel?.viewDidLoad()
        let load = viewModel?.loadTask
        await service.waitForPending(count: 1)

        viewModel = nil
        let releasedAtOnce = weakViewModel == nil
        let cancelledAtOnce = load?.isCancelled == true
        await service.completeOldest(with: .failure(.connectionLost))
        await load?.value

        #expect(releasedAtOnce)
        #expect(cancelledAtOnce)
    }

    // MARK: - Favourites

    @Test("rows and header are derived from the favourites, whoever toggles them, with no fetch")
    func favouritesDeriveRowsAndHeader() async throws {
        let service = StubUserService(users: User.sample)
        let favourites = FavouritesStore()
        let viewModel = UserListViewModel(service: service, favourites: favourites)
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value
        viewModel.rowSelected(at: 3)
        guard case .detail(let detail)? = recorder.routes.last else {
            Issue.record("selecting a row routed nowhere")
            return
        }

        detail.favouriteTapped()
        favourites.toggleFavourite(1)

        #expect(recorder.summaries == ["", "6 users", "6 users · 1 favourite", "6 users · 2 favourites"])
        #expect(recorder.lastTitles.filter { $0.hasPrefix("★ ") } == ["★ Iyad Agha", "★ Mila Haward"])
        #expect(await service.requestCount == 1)
    }

    @Test("while searching the header counts matches only, and the stars stay")
    func favouritesWhileSearching() async {
        let viewModel = UserListViewModel(
            service: StubUserService(users: User.sample), favourites: FavouritesStore(favouriteIDs: [2]))
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        viewModel.searchTextChanged("mila")

        #expect(recorder.summaries == ["", "6 users · 1 favourite", "1 of 6 users"])
        #expect(recorder.lastTitles == ["★ Mila Haward"])
    }

    @Test("a refresh keeps favourites; one whose user is gone is neither shown nor counted")
    func refreshKeepsFavourites() async {
        let service = StubUserService(
            .success(User.sample), .success(Array(User.sample.prefix(3))), .success(User.sample))
        let viewModel = UserListViewModel(
            service: service, favourites: FavouritesStore(favouriteIDs: [2, 6]))
        let recorder = UserListOutputRecorder(viewModel)
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        viewModel.refreshTapped()
        await viewModel.loadTask?.value
        let withoutEdith = (recorder.summaries.last, recorder.lastTitles)
        viewModel.refreshTapped()
        await viewModel.loadTask?.value

        #expect(withoutEdith.0 == "3 users · 1 favourite")
        #expect(withoutEdith.1 == ["Iyad Agha", "Mark Astun", "★ Mila Haward"])
        #expect(recorder.summaries.last == "6 users · 2 favourites")
        #expect(recorder.lastTitles.last == "★ Edith Okafor")
    }

    @Test("the store keeps no view model alive")
    func weakObservation() {
        let favourites = FavouritesStore()
        var viewModel: UserListViewModel? = UserListViewModel(
            service: StubUserService(users: []), favourites: favourites)
        weak var weakViewModel: UserListViewModel?
        weakViewModel = viewModel

        viewModel = nil
        favourites.toggleFavourite(1)

        #expect(weakViewModel == nil)
    }
}

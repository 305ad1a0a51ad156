// Characterization tests for the massive view controller, and what they cost: there is no
// smaller unit to test, so every test needs the whole view kit, a window with a navigation
// controller, a service it can hold in flight, and `await window.tasks.waitUntilIdle()`
// after each step, because the controller starts its own tasks. Every assertion compares
// strings on a screen, so a changed word anywhere breaks tests about something else.

import MVC
import TerminalUIKit
import Testing
import UserModel

// MARK: - Driving the screen

/// The list screen in a window, fed by a service whose fetches this test completes by hand.
@MainActor
private func makeVisibleScreen(
    service: ControllableUserService = ControllableUserService()
) -> (window: Window, service: ControllableUserService) {
    let window = UserListScreen.makeWindow(service: service)
    window.makeKeyAndVisible()
    return (window, service)
}

/// Completes the oldest fetch in flight with `result` and waits until the screen has drawn it.
@MainActor
private func answerOldestRequest(
    in window: Window, of service: ControllableUserService,
    with result: Result<[User], UserServiceError> = .success(User.sample)
) async {
    await service.waitForPending(count: 1)
    await service.completeOldest(with: result)
    await window.tasks.waitUntilIdle()
}

/// A screen that is still waiting for a fetch would leave its task suspended forever.
@MainActor
private func finishAllRequests(in window: Window, of service: ControllableUserService) async {
    await service.releaseAll()
    await window.tasks.waitUntilIdle()
}

// MARK: - Screens from the feature chapter

private let idleBar = "Users  [Refresh]"
private let busyBar = "Users  [Refresh] (disabled)"
private let emptySearch = "Search: (name or email)"
private let spinnerLine = "⟳ Loading users…"
private let connectionLostLine = "Couldn't load users: The network connection was lost."

private let sampleRows = [
    "1. Renée Åberg",
    "   52 years · renee@test.com",
    "2. Iyad Agha",
    "   36 years · iyad@test.com",
    "3. Mark Astun",
    "   39 years · mark@test.com",
    "4. Mila Haward",
    "   24 years · mila@test.com",
    "5. Noah Haward",
    "   1 year · noah@test.com",
    "6. Edith Okafor",
    "   101 years · edith@test.com",
]

private let edith = User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101)
private let edithRows = ["1. Edith Okafor", "   101 years · edith@test.com"]

// MARK: - Loading

@Suite("The MVC user list, loading", .timeLimit(.minutes(1)))
@MainActor
struct UserListLoadingTests {
    @Test("the first load shows the spinner, a disabled Refresh and no rows")
    func firstLoadInProgress() async {
        let (window, service) = makeVisibleScreen()

        await service.waitForPending(count: 1)

        #expect(window.render() == [busyBar, emptySearch, spinnerLine])
        await finishAllRequests(in: window, of: service)
    }

    @Test("returning to the foreground before the screen has loaded fetches nothing")
    func foregroundBeforeLoad() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)
        await service.releaseAll()

        window.sceneWillEnterForeground()
        await window.tasks.waitUntilIdle()

        #expect(await service.requestCount == 0)
        #expect(window.tasks.runningCount == 0)
    }

    @Test("a finished load shows the header and one row per user, sorted by folded last name")
    func loaded() async {
        let (window, service) = makeVisibleScreen()

        await answerOldestRequest(in: window, of: service)

        #expect(window.render() == [idleBar, emptySearch, "6 users"] + sampleRows)
    }

    @Test("one user gets a singular header")
    func oneUser() async {
        let (window, service) = makeVisibleScreen()

        await answerOldestRequest(in: window, of: service, with: .success([edith]))

        #expect(window.render() == [idleBar, emptySearch, "1 user"] + edithRows)
    }

    @Test("an empty list says so and leaves Refresh enabled")
    func empty() async {
        let (window, service) = makeVisibleScreen()

        await answerOldestRequest(in: window, of: service, with: .success([]))

        #expect(window.render() == [idleBar, emptySearch, "No users yet."])
    }

    @Test("a person aged zero is shown as 0 years")
    func zeroYears() async {
        let baby = User(id: 9, firstName: "Ada", lastName: "Zed", email: "ada@test.com", age: 0)
        let (window, service) = makeVisibleScreen()

        await answerOldestRequest(in: window, of: service, with: .success([baby]))

        #expect(Array(window.render().suffix(2)) == ["1. Ada Zed", "   0 years · ada@test.com"])
    }
}

// MARK: - The controller owns its work

@Suite("The MVC user list, owning its work", .timeLimit(.minutes(1)))
@MainActor
struct UserListWorkTests {
    @Test("the very first frame, before any task has run, is the complete loading screen")
    func firstFrame() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)

        window.makeKeyAndVisible()
        let firstFrame = window.render()

        #expect(firstFrame == [busyBar, emptySearch, spinnerLine])
        await finishAllRequests(in: window, of: service)
    }

    @Test("a screen dropped while its fetch is in flight goes at once, and cancels the fetch")
    func droppedWhileLoading() async {
        let service = ControllableUserService()
        var window: Window? = UserListScreen.makeWindow(service: service)
        window?.makeKeyAndVisible()
        weak var controller: ViewController?
        controller = (window?.rootViewController as? NavigationController)?.topViewController
        await service.waitForPending(count: 1)

        window = nil
        let releasedAtOnce = controller == nil
        await service.waitForCancellations(count: 1)

        #expect(releasedAtOnce)
        #expect(await service.cancelledCount == 1)
        await service.releaseAll()
    }

    @Test("a newer load cancels the older one, whose cancellation shows no error")
    func supersededLoadIsCancelled() async {
        let service = ControllableUserService(honoursCancellation: true)
        let (window, _) = makeVisibleScreen(service: service)
        await service.waitForPending(count: 1)

        window.sceneWillEnterForeground()
        await service.waitForCancellations(count: 1)
        await window.tasks.waitUntil(runningCountAtMost: 1)
        let afterCancellation = window.render()
        await answerOldestRequest(in: window, of: service)

        #expect(afterCancellation == [busyBar, emptySearch, spinnerLine])
        #expect(window.render() == [idleBar, emptySearch, "6 users"] + sampleRows)
    }

    @Test("a fetch that ends in CancellationError is not worded as an error")
    func cancellationIsNotAnError() async {
        let (window, service) = makeVisibleScreen()
        await service.waitForPending(count: 1)

        await service.completeOldest(throwing: CancellationError())
        await window.tasks.waitUntilIdle()

        #expect(window.render() == [idleBar, emptySearch])
    }
}

// MARK: - Errors and Retry

@Suite("The MVC user list, when loading fails", .timeLimit(.minutes(1)))
@MainActor
struct UserListErrorTests {
    @Test("a failed first load shows the reason and a Retry button, and no header")
    func firstLoadFailed() async {
        let (window, service) = makeVisibleScreen()

        await answerOldestRequest(in: window, of: service, with: .failure(.connectionLost))

        #expect(window.render() == [idleBar, emptySearch, connectionLostLine, "[Retry]"])
    }

    @Test("Retry hides the error while it loads, then shows the rows without Retry")
    func retrySucceeds() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service, with: .failure(.connectionLost))

        let tapped = try window.tapButton(titled: "Retry")
        await service.waitForPending(count: 1)
        let whileRetrying = window.render()
        await answerOldestRequest(in: window, of: service)

        #expect(tapped)
        #expect(whileRetrying == [busyBar, emptySearch, spinnerLine])
        #expect(window.render() == [idleBar, emptySearch, "6 users"] + sampleRows)
    }

    @Test("a Retry that fails again shows the new reason and Retry once more")
    func retryFailsAgain() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service, with: .failure(.connectionLost))

        try window.tapButton(titled: "Retry")
        await answerOldestRequest(
            in: window, of: service, with: .failure(UserServiceError("The server is down.")))

        #expect(
            window.render() == [idleBar, emptySearch, "Couldn't load users: The server is down.", "[Retry]"])
    }
}

// MARK: - Refresh

@Suite("The MVC user list, refreshing", .timeLimit(.minutes(1)))
@MainActor
struct UserListRefreshTests {
    @Test("refreshing keeps the rows, shows the spinner above them and disables Refresh")
    func refreshing() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.tapButton(titled: "Refresh")
        await service.waitForPending(count: 1)

        #expect(window.render() == [busyBar, emptySearch, spinnerLine, "6 users"] + sampleRows)
        await finishAllRequests(in: window, of: service)
    }

    @Test("tapping Refresh while a load runs does nothing")
    func refreshWhileLoadingIsIgnored() async throws {
        let (window, service) = makeVisibleScreen()
        await service.waitForPending(count: 1)

        let tapped = try window.tapButton(titled: "Refresh")
        await finishAllRequests(in: window, of: service)

        #expect(!tapped)
        #expect(await service.requestCount == 1)
    }

    @Test("a failed refresh keeps the rows, shows the error above them and offers no Retry")
    func refreshFailed() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.tapButton(titled: "Refresh")
        await answerOldestRequest(in: window, of: service, with: .failure(.connectionLost))

        #expect(window.render() == [idleBar, emptySearch, connectionLostLine, "6 users"] + sampleRows)
    }

    @Test("refreshing after a failure hides the old error while it loads and after it succeeds")
    func refreshAfterFailure() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)
        try window.tapButton(titled: "Refresh")
        await answerOldestRequest(in: window, of: service, with: .failure(.connectionLost))

        try window.tapButton(titled: "Refresh")
        await service.waitForPending(count: 1)
        let whileRefreshing = window.render()
        await answerOldestRequest(in: window, of: service, with: .success([edith]))

        #expect(whileRefreshing == [busyBar, emptySearch, spinnerLine, "6 users"] + sampleRows)
        #expect(window.render() == [idleBar, emptySearch, "1 user"] + edithRows)
    }
}

// MARK: - Search

@Suite("The MVC user list, searching", .timeLimit(.minutes(1)))
@MainActor
struct UserListSearchTests {
    @Test("a query shows only matching rows under an 'M of N users' header")
    func searching() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField("mi")

        #expect(
            window.render() == [
                idleBar, "Search: mi", "1 of 6 users", "1. Mila Haward", "   24 years · mila@test.com",
            ])
    }

    @Test(
        "matching ignores case and diacritics, both ways",
        arguments: ["renee", "ÅBERG", "RENÉE", "aberg"]
    )
    func diacritics(query: String) async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField(query)

        #expect(
            Array(window.render().dropFirst(2)) == [
                "1 of 6 users", "1. Renée Åberg", "   52 years · renee@test.com",
            ])
    }

    @Test("every term must occur, in the name or the email")
    func multipleTerms() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField("haward noah@")

        #expect(
            Array(window.render().dropFirst(2)) == [
                "1 of 6 users", "1. Noah Haward", "   1 year · noah@test.com",
            ])
    }

    @Test("terms may match across first and last name, and all of them must match")
    func termsAcrossTheName() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField("haward")
        let haward = Array(window.render().dropFirst(2))
        try window.typeInSearchField("la ha")
        let laHa = Array(window.render().dropFirst(2))

        #expect(
            haward == [
                "2 of 6 users", "1. Mila Haward", "   24 years · mila@test.com", "2. Noah Haward",
                "   1 year · noah@test.com",
            ])
        #expect(laHa == ["1 of 6 users", "1. Mila Haward", "   24 years · mila@test.com"])
    }

    @Test("the query is shown as typed but trimmed for matching")
    func trimmedQuery() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField("  mila  ")

        #expect(
            window.render() == [
                idleBar, "Search:   mila  ", "1 of 6 users", "1. Mila Haward", "   24 years · mila@test.com",
            ])
    }

    @Test("a query of only spaces shows everyone")
    func blankQuery() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField("   ")

        #expect(window.render() == [idleBar, "Search:    ", "6 users"] + sampleRows)
    }

    @Test("a query that matches nobody says so, trimmed")
    func noMatch() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField(" zz ")

        #expect(window.render() == [idleBar, "Search:  zz ", "No users match \"zz\"."])
    }

    @Test("clearing the query shows everyone again")
    func clearing() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)
        try window.typeInSearchField("zz")

        try window.typeInSearchField("")

        #expect(window.render() == [idleBar, emptySearch, "6 users"] + sampleRows)
    }

    @Test("searching never fetches again")
    func searchingDoesNotRefetch() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.typeInSearchField("mi")
        try window.typeInSearchField("mila")
        await window.tasks.waitUntilIdle()

        #expect(await service.requestCount == 1)
    }

    @Test("the header's noun agrees with the total: 1 of 1 user")
    func oneOfOne() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service, with: .success([edith]))

        try window.typeInSearchField("edith")

        #expect(window.render()[2] == "1 of 1 user")
    }

    @Test("an empty list says 'No users yet.' whatever the query")
    func emptyIgnoresQuery() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service, with: .success([]))

        try window.typeInSearchField("zz")

        #expect(window.render() == [idleBar, "Search: zz", "No users yet."])
    }

    @Test("the query survives a refresh, and the fresh users are filtered by it")
    func querySurvivesRefresh() async throws {
        let newcomer = User(id: 7, firstName: "Zoe", lastName: "Haward", email: "zoe@test.com", age: 30)
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)
        try window.typeInSearchField("haward")

        try window.tapButton(titled: "Refresh")
        await answerOldestRequest(in: window, of: service, with: .success(User.sample + [newcomer]))

        #expect(
            window.render() == [
                idleBar, "Search: haward", "3 of 7 users",
                "1. Mila Haward", "   24 years · mila@test.com",
                "2. Noah Haward", "   1 year · noah@test.com",
                "3. Zoe Haward", "   30 years · zoe@test.com",
            ])
    }
}

// MARK: - Navigation

@Suite("The MVC user list, selecting a row", .timeLimit(.minutes(1)))
@MainActor
struct UserListNavigationTests {
    @Test("selecting a row pushes that user's detail screen")
    func select() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)

        try window.selectRow(2)

        #expect(
            window.render() == [
                "‹ Users | Iyad Agha", "Email: iyad@test.com", "Age: 36 years", "[☆ Favourite]",
            ])
    }

    @Test("selecting picks the row as shown, with a query")
    func selectFiltered() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)
        try window.typeInSearchField("haward")

        try window.selectRow(2)

        #expect(
            window.render() == [
                "‹ Users | Noah Haward", "Email: noah@test.com", "Age: 1 year", "[☆ Favourite]",
            ])
    }

    @Test("back returns to the list exactly as it was")
    func back() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)
        try window.typeInSearchField("haward")
        let before = window.render()
        try window.selectRow(1)

        try window.tapBack()

        #expect(window.render() == before)
    }

    @Test("selecting a row while the list refreshes still shows that row's detail")
    func selectWhileRefreshing() async throws {
        let (window, service) = makeVisibleScreen()
        await answerOldestRequest(in: window, of: service)
        try window.tapButton(titled: "Refresh")
        await service.waitForPending(count: 1)

        try window.selectRow(1)

        #expect(
            window.render() == [
                "‹ Users | Renée Åberg", "Email: renee@test.com", "Age: 52 years", "[☆ Favourite]",
            ])
        await finishAllRequests(in: window, of: service)
    }
}

// MARK: - Stale responses

@Suite("The MVC user list, when responses arrive out of order", .timeLimit(.minutes(1)))
@MainActor
struct UserListStaleResponseTests {
    @Test("returning to the foreground reloads even while a load is running")
    func foregroundReloadsWhileLoading() async {
        let (window, service) = makeVisibleScreen()
        await service.waitForPending(count: 1)

        window.sceneWillEnterForeground()
        await service.waitForPending(count: 2)

        #expect(await service.requestCount == 2)
        await finishAllRequests(in: window, of: service)
    }

    @Test("an older success arriving after the newer one does not overwrite it")
    func staleSuccessIsDropped() async {
        let (window, service) = makeVisibleScreen()
        await service.waitForPending(count: 1)
        window.sceneWillEnterForeground()
        await service.waitForPending(count: 2)

        await service.completeNewest(with: .success([edith]))
        await window.tasks.waitUntil(runningCountAtMost: 1)
        let afterNewest = window.render()
        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntilIdle()

        let edithScreen = [idleBar, emptySearch, "1 user"] + edithRows
        #expect(afterNewest == edithScreen)
        #expect(window.render() == edithScreen)
    }

    @Test("an older failure arriving after the newer success is dropped too")
    func staleFailureIsDropped() async {
        let (window, service) = makeVisibleScreen()
        await service.waitForPending(count: 1)
        window.sceneWillEnterForeground()
        await service.waitForPending(count: 2)

        await service.completeNewest(with: .success(User.sample))
        await window.tasks.waitUntil(runningCountAtMost: 1)
        await service.completeOldest(with: .failure(.connectionLost))
        await window.tasks.waitUntilIdle()

        #expect(window.render() == [idleBar, emptySearch, "6 users"] + sampleRows)
    }

    @Test("an older response arriving first is dropped, and the screen keeps loading")
    func staleResponseFirstKeepsLoading() async {
        let (window, service) = makeVisibleScreen()
        await service.waitForPending(count: 1)
        window.sceneWillEnterForeground()
        await service.waitForPending(count: 2)

        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntil(runningCountAtMost: 1)
        let afterOldest = window.render()
        await service.completeNewest(with: .success([edith]))
        await window.tasks.waitUntilIdle()

        #expect(afterOldest == [busyBar, emptySearch, spinnerLine])
        #expect(Array(window.render().dropFirst(2)) == ["1 user"] + edithRows)
    }
}

// MARK: - Favourites

@Suite("The MVC user list, favourites", .timeLimit(.minutes(1)))
@MainActor
struct UserListFavouritesTests {
    /// A loaded list sharing `favourites` with the detail screens it pushes.
    private func loadedWindow(favourites: FavouritesStore, service: ControllableUserService) async -> Window {
        let window = UserListScreen.makeWindow(service: service, favourites: favourites)
        window.makeKeyAndVisible()
        await answerOldestRequest(in: window, of: service)
        return window
    }

    @Test("a favourite toggled on the detail screen is starred and counted when you go back")
    func favouriteShowsOnTheList() async throws {
        let service = ControllableUserService()
        let window = await loadedWindow(favourites: FavouritesStore(), service: service)

        try window.selectRow(4)
        try window.tapButton(titled: "☆ Favourite")
        let detail = window.render()
        try window.tapBack()

        #expect(detail.last == "[★ Favourite]")
        #expect(window.render()[2] == "6 users · 1 favourite")
        #expect(Array(window.render()[9...10]) == ["4. ★ Mila Haward", "   24 years · mila@test.com"])
        #expect(await service.requestCount == 1)
    }

    @Test("the header counts favourites in the plural, and not at all while searching")
    func headerCounts() async throws {
        let favourites = FavouritesStore(favouriteIDs: [1, 2])
        let window = await loadedWindow(favourites: favourites, service: ControllableUserService())
        let unfiltered = window.render()[2]

        try window.typeInSearchField("ha")

        #expect(unfiltered == "6 users · 2 favourites")
        #expect(window.render()[2] == "3 of 6 users")
        #expect(window.render().contains("1. ★ Iyad Agha"))
    }

    @Test("a refresh keeps favourites by id; one whose user is gone is neither shown nor counted")
    func refreshKeepsFavourites() async throws {
        let service = ControllableUserService()
        let favourites = FavouritesStore(favouriteIDs: [2, 6])
        let window = await loadedWindow(favourites: favourites, service: service)

        try window.tapButton(titled: "Refresh")
        await answerOldestRequest(in: window, of: service, with: .success(Array(User.sample.prefix(3))))
        let withoutEdith = window.render()
        try window.tapButton(titled: "Refresh")
        await answerOldestRequest(in: window, of: service)

        #expect(withoutEdith[2] == "3 users · 1 favourite")
        #expect(!withoutEdith.contains { $0.contains("Okafor") })
        #expect(window.render()[2] == "6 users · 2 favourites")
        #expect(window.render().contains("6. ★ Edith Okafor"))
    }

    @Test("observing the store keeps no screen alive")
    func noObserverKeepsAScreenAlive() async throws {
        let favourites = FavouritesStore()
        let service = ControllableUserService()
        var window: Window? = await loadedWindow(favourites: favourites, service: service)
        try window?.selectRow(1)
        weak var list: ViewController?
        weak var detail: ViewController?
        list = (window?.rootViewController as? NavigationController)?.viewControllers.first
        detail = (window?.rootViewController as? NavigationController)?.topViewController

        window = nil
        favourites.toggleFavourite(4)

        #expect(list == nil)
        #expect(detail == nil)
    }
}

// The passive view tested through the window, as a user sees it: the composition root
// builds the real screen, the test acts through the view kit's user actions, and the whole
// rendered screen must equal the feature chapter's lines. The logic is the presenter's;
// these tests show the widgets carry it faithfully.

import MVPViews
import TerminalUIKit
import Testing
import UserModel

@testable import MVPPresentation

// MARK: - The chapter's screens

private let loadingScreen = [
    "Users  [Refresh] (disabled)",
    "Search: (name or email)",
    "⟳ Loading users…",
]

private let sampleLines = [
    "6 users",
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

private let loadedScreen = ["Users  [Refresh]", "Search: (name or email)"] + sampleLines

private let firstLoadFailedScreen = [
    "Users  [Refresh]",
    "Search: (name or email)",
    "Couldn't load users: The network connection was lost.",
    "[Retry]",
]

// MARK: - Tests

@Suite("View controller: the screen through the window", .timeLimit(.minutes(1)))
@MainActor
struct UserListViewControllerTests {
    /// A visible window whose first load has finished with the sample; later fetches wait.
    private func loadedWindow(_ service: ControllableUserService) async -> Window {
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)
        await service.completeOldest()
        await window.tasks.waitUntilIdle()
        return window
    }

    @Test("the very first frame, before any task has run, is the complete loading screen")
    func firstFrame() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)

        window.makeKeyAndVisible()
        let firstFrame = window.render()

        #expect(firstFrame == loadingScreen)
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
    }

    @Test("a screen dropped while its fetch is in flight releases its controller and presenter at once")
    func droppedWhileLoading() async {
        let service = ControllableUserService()
        var presenter: UserListPresenter? = UserListPresenter(service: service, favourites: FavouritesStore())
        var viewController: UserListViewController? = presenter.map {
            UserListViewController(presenter: $0, makeDetailScreen: UserListScreen.makeDetailScreen)
        }
        weak var weakPresenter: UserListPresenter?
        weakPresenter = presenter
        weak var weakViewController: UserListViewController?
        weakViewController = viewController
        if let viewController { presenter?.attach(viewController) }
        var window: Window? = viewController.map {
            Window(rootViewController: NavigationController(rootViewController: $0))
        }
        presenter = nil
        viewController = nil
        window?.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        window = nil
        let released = (weakViewController == nil, weakPresenter == nil)
        await service.waitForCancellations(count: 1)

        #expect(released == (true, true))
        await service.releaseAll()
    }

    @Test("the first load shows the spinner, then the sorted list")
    func firstLoad() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)

        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)
        let whileLoading = window.render()
        await service.completeOldest()
        await window.tasks.waitUntilIdle()

        #expect(whileLoading == loadingScreen)
        #expect(window.render() == loadedScreen)
    }

    @Test("a failed first load shows the reason and Retry; Retry loads the list")
    func firstLoadFailsThenRetry() async throws {
        let service = ControllableUserService()
        await service.planNextResult(.failure(.connectionLost))
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)
        await service.completeOldest()
        await window.tasks.waitUntilIdle()
        let afterFailure = window.render()

        try window.tapButton(titled: "Retry")
        await service.waitForPending(count: 1)
        let whileRetrying = window.render()
        await service.completeOldest()
        await window.tasks.waitUntilIdle()

        #expect(afterFailure == firstLoadFailedScreen)
        #expect(whileRetrying == loadingScreen)
        #expect(window.render() == loadedScreen)
    }

    @Test("refreshing keeps the rows under the spinner; a failed refresh keeps them under the error")
    func refreshThenFailure() async throws {
        let service = ControllableUserService()
        let window = await loadedWindow(service)
        await service.planNextResult(.failure(.connectionLost))

        let tapped = try window.tapButton(titled: "Refresh")
        await service.waitForPending(count: 1)
        let whileRefreshing = window.render()
        let tappedWhileRefreshing = try window.tapButton(titled: "Refresh")
        await service.releaseAll()
        await window.tasks.waitUntilIdle()

        #expect(tapped)
        #expect(
            whileRefreshing
                == ["Users  [Refresh] (disabled)", "Search: (name or email)", "⟳ Loading users…"]
                + sampleLines)
        #expect(!tappedWhileRefreshing)
        #expect(await service.requestCount == 2)
        #expect(
            window.render()
                == [
                    "Users  [Refresh]", "Search: (name or email)",
                    "Couldn't load users: The network connection was lost.",
                ]
                + sampleLines)
    }

    @Test("a search shows the matches, or says nothing matches")
    func search() async throws {
        let service = ControllableUserService()
        let window = await loadedWindow(service)

        try window.typeInSearchField("mi")
        let matching = window.render()
        try window.typeInSearchField("zz")

        #expect(
            matching == [
                "Users  [Refresh]", "Search: mi", "1 of 6 users", "1. Mila Haward",
                "   24 years · mila@test.com",
            ])
        #expect(window.render() == ["Users  [Refresh]", "Search: zz", "No users match \"zz\"."])
    }

    @Test("selecting a row pushes its detail, and back returns to the list as it was")
    func selectAndBack() async throws {
        let service = ControllableUserService()
        let window = await loadedWindow(service)
        try window.typeInSearchField("haward")
        let filtered = window.render()

        try window.selectRow(2)
        let detail = window.render()
        try window.tapBack()

        #expect(
            filtered == [
                "Users  [Refresh]", "Search: haward", "2 of 6 users",
                "1. Mila Haward", "   24 years · mila@test.com", "2. Noah Haward",
                "   1 year · noah@test.com",
            ])
        #expect(detail == ["‹ Users | Noah Haward", "Email: noah@test.com", "Age: 1 year", "[☆ Favourite]"])
        #expect(window.render() == filtered)
    }

    @Test("a stale response never overwrites the newer one on screen")
    func staleResponse() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        window.sceneWillEnterForeground()
        await service.waitForPending(count: 2)
        await service.completeNewest(with: .success([User.sample[1]]))
        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [
                "Users  [Refresh]", "Search: (name or email)", "1 user", "1. Mila Haward",
                "   24 years · mila@test.com",
            ])
    }

    @Test("the view forwards each user event to its presenter, and draws only what it is told")
    func forwardsEvents() throws {
        let presenter = RecordingPresenter()
        let viewController = UserListViewController(
            presenter: presenter, makeDetailScreen: UserListScreen.makeDetailScreen)
        let window = Window(rootViewController: NavigationController(rootViewController: viewController))

        window.makeKeyAndVisible()
        let untold = window.render()
        try window.tapButton(titled: "Refresh")
        try window.typeInSearchField("mi")
        window.sceneWillEnterForeground()
        viewController.showRows(
            [UserRow(title: "Mila Haward", detail: "24 years · mila@test.com")])
        try window.selectRow(1)

        #expect(untold == ["  [Refresh]", "Search: (name or email)", "[Retry]"])
        #expect(
            presenter.events == [
                "viewDidLoad()", "refreshTapped()", "searchTextChanged(mi)", "sceneWillEnterForeground()",
                "rowSelected(at: 0)",
            ])
    }

    @Test("a favourite toggled on the detail screen shows on the list as soon as you go back")
    func favourite() async throws {
        let service = ControllableUserService()
        let window = await loadedWindow(service)

        try window.selectRow(4)
        try window.tapButton(titled: "☆ Favourite")
        let detail = window.render()
        try window.tapBack()

        #expect(
            detail == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years", "[★ Favourite]"])
        #expect(window.render()[2] == "6 users · 1 favourite")
        #expect(window.render()[9] == "4. ★ Mila Haward")
        #expect(await service.requestCount == 1)
    }

    @Test("observing the favourites keeps no screen or presenter alive")
    func noObserverKeepsAScreenAlive() async throws {
        let favourites = FavouritesStore()
        let service = ControllableUserService()
        var window: Window? = UserListScreen.makeWindow(service: service, favourites: favourites)
        window?.makeKeyAndVisible()
        await service.releaseAll()
        await window?.tasks.waitUntilIdle()
        try window?.selectRow(1)
        weak var list: ViewController?
        weak var detail: ViewController?
        list = (window?.rootViewController as? NavigationController)?.viewControllers.first
        detail = (window?.rootViewController as? NavigationController)?.topViewController

        window = nil
        favourites.toggleFavourite(1)

        #expect(list == nil)
        #expect(detail == nil)
    }

    @Test("the view controller owns its presenter, never the other way round")
    func ownership() {
        let presenter = UserListPresenter(service: ControllableUserService(), favourites: FavouritesStore())
        var viewController: UserListViewController? = UserListViewController(
            presenter: presenter, makeDetailScreen: UserListScreen.makeDetailScreen)
        weak var weakViewController: UserListViewController?
        weakViewController = viewController
        if let viewController { presenter.attach(viewController) }

        viewController = nil

        #expect(weakViewController == nil)
        #expect(presenter.view == nil)
    }
}

/// A presenter that only writes down the events its view sends.
@MainActor
private final class RecordingPresenter: UserListPresenterInputs {
    private(set) var events: [String] = []

    func viewDidLoad() { events.append("viewDidLoad()") }
    func refreshTapped() { events.append("refreshTapped()") }
    func retryTapped() { events.append("retryTapped()") }
    func sceneWillEnterForeground() { events.append("sceneWillEnterForeground()") }
    func searchTextChanged(_ text: String) { events.append("searchTextChanged(\(text))") }
    func rowSelected(at index: Int) { events.append("rowSelected(at: \(index))") }
}

// The observing view, end to end: the composition root's window driven by user actions, with
// whole screens compared against the exact lines of Chapters/01-the-feature.md. A redraw is a
// layout pass the window's tasks count, so each check first waits for them.

import MVVMObservationPresentation
import MVVMObservationViews
import TerminalUIKit
import Testing
import UserModel

// MARK: - Screens from the chapter

private let loadingScreen = [
    "Users  [Refresh] (disabled)",
    "Search: (name or email)",
    "⟳ Loading users…",
]

private let sampleRowLines = [
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

private let loadedScreen = ["Users  [Refresh]", "Search: (name or email)", "6 users"] + sampleRowLines

private let firstLoadFailedScreen = [
    "Users  [Refresh]",
    "Search: (name or email)",
    "Couldn't load users: The network connection was lost.",
    "[Retry]",
]

@MainActor
@Suite("UserListViewController", .timeLimit(.minutes(1)))
struct UserListViewControllerTests {
    // MARK: - Screens

    @Test("the very first frame, before any task has run, is the complete loading screen")
    func veryFirstFrame() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)

        window.makeKeyAndVisible()
        let firstFrame = window.render()

        #expect(firstFrame == loadingScreen)
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
    }

    @Test("a screen dropped while its fetch is in flight releases its controller and view model at once")
    func droppedWhileLoading() async {
        let service = ControllableUserService()
        var viewModel: UserListViewModel? = UserListViewModel(service: service, favourites: FavouritesStore())
        var screen: UserListViewController? = viewModel.map {
            UserListViewController(
                viewModel: $0, makeDetailScreen: { UserDetailViewController(viewModel: $0) })
        }
        weak var weakViewModel: UserListViewModel?
        weakViewModel = viewModel
        weak var weakScreen: UserListViewController?
        weakScreen = screen
        var window: Window? = screen.map {
            Window(rootViewController: NavigationController(rootViewController: $0))
        }
        viewModel = nil
        screen = nil
        window?.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        window = nil
        let released = (weakScreen == nil, weakViewModel == nil)
        await service.waitForCancellations(count: 1)

        #expect(released == (true, true))
        await service.releaseAll()
    }

    @Test("the first frame shows the spinner, then the loaded list replaces it")
    func firstLoad() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)

        window.makeKeyAndVisible()
        let firstFrame = window.render()
        await service.waitForPending(count: 1)
        let whileLoading = window.render()
        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntilIdle()

        #expect(firstFrame == loadingScreen)
        #expect(whileLoading == loadingScreen)
        #expect(window.render() == loadedScreen)
    }

    @Test("an empty list says No users yet.")
    func emptyList() async {
        let window = UserListScreen.makeWindow(service: StubUserService(users: []))

        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        #expect(window.render() == ["Users  [Refresh]", "Search: (name or email)", "No users yet."])
    }

    @Test("a failed first load shows Retry; tapping it loads again with the spinner")
    func retry() async throws {
        let service = ControllableUserService()
        await service.planNextResult(.failure(.connectionLost))
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)
        await service.completeOldest()
        await window.tasks.waitUntilIdle()
        let failed = window.render()

        let tapped = try window.tapButton(titled: "Retry")
        await service.waitForPending(count: 1)
        // The load keeps the tap's work running; the redraw is the one other piece of work.
        await window.tasks.waitUntil(runningCountAtMost: 1)
        let retrying = window.render()
        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntilIdle()

        #expect(failed == firstLoadFailedScreen)
        #expect(tapped)
        #expect(retrying == loadingScreen)
        #expect(window.render() == loadedScreen)
    }

    @Test("refreshing keeps the rows under the spinner, and Refresh can't be tapped meanwhile")
    func refreshing() async throws {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntilIdle()

        try window.tapButton(titled: "Refresh")
        await service.waitForPending(count: 1)
        await window.tasks.waitUntil(runningCountAtMost: 1)
        let secondTap = try window.tapButton(titled: "Refresh")
        let refreshingScreen = window.render()
        await service.completeOldest(with: .failure(.connectionLost))
        await window.tasks.waitUntilIdle()

        #expect(!secondTap)
        #expect(await service.requestCount == 2)
        #expect(
            refreshingScreen == [
                "Users  [Refresh] (disabled)", "Search: (name or email)", "⟳ Loading users…", "6 users",
            ] + sampleRowLines)
        #expect(
            window.render() == [
                "Users  [Refresh]", "Search: (name or email)",
                "Couldn't load users: The network connection was lost.", "6 users",
            ] + sampleRowLines)
    }

    @Test("searching shows the matching rows, or says nothing matches")
    func searching() async throws {
        let window = UserListScreen.makeWindow(service: StubUserService(users: User.sample))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        try window.typeInSearchField("mi")
        await window.tasks.waitUntilIdle()
        let matching = window.render()
        try window.typeInSearchField("zz")
        await window.tasks.waitUntilIdle()

        #expect(
            matching == [
                "Users  [Refresh]", "Search: mi", "1 of 6 users", "1. Mila Haward",
                "   24 years · mila@test.com",
            ])
        #expect(window.render() == ["Users  [Refresh]", "Search: zz", "No users match \"zz\"."])
    }

    @Test("selecting a row pushes its detail, and back returns to the list as it was")
    func detailAndBack() async throws {
        let window = UserListScreen.makeWindow(service: StubUserService(users: User.sample))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
        try window.selectRow(2)
        await window.tasks.waitUntilIdle()
        let detail = window.render()
        try window.tapBack()
        await window.tasks.waitUntilIdle()
        try window.typeInSearchField("haw")
        await window.tasks.waitUntilIdle()
        let filtered = window.render()

        try window.selectRow(2)
        await window.tasks.waitUntilIdle()
        let filteredDetail = window.render()
        try window.tapBack()
        await window.tasks.waitUntilIdle()

        #expect(detail == ["‹ Users | Iyad Agha", "Email: iyad@test.com", "Age: 36 years", "[☆ Favourite]"])
        #expect(
            filteredDetail == [
                "‹ Users | Noah Haward", "Email: noah@test.com", "Age: 1 year", "[☆ Favourite]",
            ])
        #expect(window.render() == filtered)
    }

    @Test("coming back to the foreground mid-load: the stale answer never overwrites the newest")
    func staleResponseThroughTheWindow() async {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        window.sceneWillEnterForeground()
        await service.waitForPending(count: 2)
        await service.completeNewest(with: .success([]))
        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntilIdle()

        #expect(window.render() == ["Users  [Refresh]", "Search: (name or email)", "No users yet."])
    }

    @Test("a favourite toggled on the detail screen shows on the list as soon as you go back")
    func favourite() async throws {
        let service = StubUserService(users: User.sample)
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        try window.selectRow(4)
        await window.tasks.waitUntilIdle()
        try window.tapButton(titled: "☆ Favourite")
        await window.tasks.waitUntilIdle()
        let detail = window.render()
        try window.tapBack()
        await window.tasks.waitUntilIdle()

        #expect(
            detail == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years", "[★ Favourite]"])
        #expect(window.render()[2] == "6 users · 1 favourite")
        #expect(window.render()[9] == "4. ★ Mila Haward")
        #expect(await service.requestCount == 1)
    }

    @Test("observing the favourites keeps no screen or view model alive")
    func noObserverKeepsAScreenAlive() async throws {
        let favourites = FavouritesStore()
        var window: Window? = UserListScreen.makeWindow(
            service: StubUserService(users: User.sample), favourites: favourites)
        window?.makeKeyAndVisible()
        await window?.tasks.waitUntilIdle()
        try window?.selectRow(1)
        await window?.tasks.waitUntilIdle()
        weak var list: ViewController?
        weak var detail: ViewController?
        list = (window?.rootViewController as? NavigationController)?.viewControllers.first
        detail = (window?.rootViewController as? NavigationController)?.topViewController

        window = nil
        favourites.toggleFavourite(1)

        #expect(list == nil)
        #expect(detail == nil)
    }

    // MARK: - Memory

    @Test("the view model and its screens deallocate once the window is gone")
    func nothingOutlivesTheWindow() async throws {
        weak var weakViewModel: UserListViewModel?
        weak var weakScreen: UserListViewController?
        weak var weakWindow: Window?

        do {
            let viewModel = UserListViewModel(
                service: StubUserService(users: User.sample), favourites: FavouritesStore())
            let screen = UserListViewController(
                viewModel: viewModel, makeDetailScreen: { UserDetailViewController(viewModel: $0) })
            let window = Window(rootViewController: NavigationController(rootViewController: screen))
            weakViewModel = viewModel
            weakScreen = screen
            weakWindow = window
            window.makeKeyAndVisible()
            await window.tasks.waitUntilIdle()
            try window.typeInSearchField("haw")
            await window.tasks.waitUntilIdle()
            try window.selectRow(1)
            await window.tasks.waitUntilIdle()
            try window.tapBack()
            await window.tasks.waitUntilIdle()
            try window.tapButton(titled: "Refresh")
            await window.tasks.waitUntilIdle()
            #expect(window.render().first == "Users  [Refresh]")
        }

        #expect(weakWindow == nil)
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
    }
}

// What stayed in the controller still needs a window: what shows when (Refresh disabled
// while loading is what ignores it), navigation, and redrawing when the favourites change
// are the controller's wiring of widgets, so these tests drive a window as MVC's do and wait
// for its tasks. Everything else the screen shows is pinned against MVC's screens.

import MVCLight
import TerminalUIKit
import Testing
import UserModel

@Suite("The lighter MVC list controller, in a window", .timeLimit(.minutes(1)))
@MainActor
struct UserListViewControllerTests {
    @Test("tapping Refresh while a load runs does nothing")
    func refreshWhileLoadingIsIgnored() async throws {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        let tapped = try window.tapButton(titled: "Refresh")
        await service.releaseAll()
        await window.tasks.waitUntilIdle()

        #expect(!tapped)
        #expect(await service.requestCount == 1)
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

    @Test("a screen dropped while its fetch is in flight goes at once, and its loader cancels the fetch")
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

    @Test("a favourite toggled on the detail screen is starred and counted on the list, without a fetch")
    func favouriteShowsOnTheList() async throws {
        let service = ControllableUserService()
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await window.tasks.waitUntilIdle()

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

    @Test("observing the store keeps no screen alive")
    func noObserverKeepsAScreenAlive() async throws {
        let favourites = FavouritesStore()
        let service = ControllableUserService()
        var window: Window? = UserListScreen.makeWindow(service: service, favourites: favourites)
        window?.makeKeyAndVisible()
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await window?.tasks.waitUntilIdle()
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

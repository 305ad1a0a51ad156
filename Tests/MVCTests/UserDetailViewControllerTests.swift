// The detail controller formats its own lines and writes the favourites itself, so its
// tests, like the list's, can only read the rendered screen: a window around the
// controller, then `window.render()`. It starts no tasks, so they need no waiting.

import MVC
import TerminalUIKit
import Testing
import UserModel

@Suite("The MVC detail screen")
@MainActor
struct UserDetailViewControllerTests {
    @Test("shows the full name as the title, then the email and the age")
    func showsUser() throws {
        let iyad = try #require(User.sample.first { $0.firstName == "Iyad" })
        let window = Window(
            rootViewController: UserDetailViewController(user: iyad, favourites: FavouritesStore()))

        window.makeKeyAndVisible()

        #expect(window.render() == ["Iyad Agha", "Email: iyad@test.com", "Age: 36 years", "[☆ Favourite]"])
    }

    @Test(
        "says 'year' only for an age of one",
        arguments: [(0, "Age: 0 years"), (1, "Age: 1 year"), (2, "Age: 2 years"), (101, "Age: 101 years")]
    )
    func agePlural(age: Int, line: String) {
        let user = User(id: 1, firstName: "Ada", lastName: "Zed", email: "ada@test.com", age: age)
        let window = Window(
            rootViewController: UserDetailViewController(user: user, favourites: FavouritesStore()))

        window.makeKeyAndVisible()

        #expect(window.render().dropLast().last == line)
    }

    @Test("inside the list's navigation stack, the bar offers the way back to Users")
    func backTitle() async throws {
        let service = ControllableUserService()
        await service.releaseAll()
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        try window.selectRow(5)

        #expect(
            window.render() == [
                "‹ Users | Noah Haward", "Email: noah@test.com", "Age: 1 year", "[☆ Favourite]",
            ])
    }

    @Test("the toggle writes to the store, and shows what the store now says")
    func toggle() throws {
        let iyad = try #require(User.sample.first { $0.firstName == "Iyad" })
        let favourites = FavouritesStore()
        let window = Window(rootViewController: UserDetailViewController(user: iyad, favourites: favourites))
        window.makeKeyAndVisible()

        try window.tapButton(titled: "☆ Favourite")
        let afterOneTap = (window.render().last, favourites.isFavourite(iyad.id))
        try window.tapButton(titled: "★ Favourite")

        #expect(afterOneTap == ("[★ Favourite]", true))
        #expect(window.render().last == "[☆ Favourite]")
        #expect(!favourites.isFavourite(iyad.id))
    }

    @Test("the toggle follows the store when another screen changes it")
    func followsTheStore() throws {
        let iyad = try #require(User.sample.first { $0.firstName == "Iyad" })
        let favourites = FavouritesStore()
        let window = Window(rootViewController: UserDetailViewController(user: iyad, favourites: favourites))
        window.makeKeyAndVisible()

        favourites.toggleFavourite(iyad.id)

        #expect(window.render().last == "[★ Favourite]")
    }
}

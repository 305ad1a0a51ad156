// The detail controller formats its own lines, so its tests, like the list's, can only
// read the rendered screen: a window around the controller, then `window.render()`.
// It starts no tasks, which is why these tests need no service and no waiting.

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
        let window = Window(rootViewController: UserDetailViewController(user: iyad))

        window.makeKeyAndVisible()

        #expect(window.render() == ["Iyad Agha", "Email: iyad@test.com", "Age: 36 years"])
    }

    @Test(
        "says 'year' only for an age of one",
        arguments: [(0, "Age: 0 years"), (1, "Age: 1 year"), (2, "Age: 2 years"), (101, "Age: 101 years")]
    )
    func agePlural(age: Int, line: String) {
        let user = User(id: 1, firstName: "Ada", lastName: "Zed", email: "ada@test.com", age: age)
        let window = Window(rootViewController: UserDetailViewController(user: user))

        window.makeKeyAndVisible()

        #expect(window.render().last == line)
    }

    @Test("inside the list's navigation stack, the bar offers the way back to Users")
    func backTitle() async throws {
        let service = ControllableUserService()
        await service.releaseAll()
        let window = UserListScreen.makeWindow(service: service)
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        try window.selectRow(5)

        #expect(window.render() == ["‹ Users | Noah Haward", "Email: noah@test.com", "Age: 1 year"])
    }
}

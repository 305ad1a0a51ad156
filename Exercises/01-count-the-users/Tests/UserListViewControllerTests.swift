// The tests for exercise 01. They drive the massive view controller only from the outside,
// as a user would: show it in a window, wait for its work, read the screen as text.
// That is the only way to test an MVC screen — read them, but don't edit them.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise01

@MainActor
@Suite("Exercise 01 · Count the users")
struct Exercise01CountTheUsersTests {
    // MARK: - Showing the screen

    /// Shows the screen in a window and waits until its first load has finished.
    private func showScreen(service: any UserService) async -> Window {
        let controller = UserListViewController(service: service)
        let window = Window(rootViewController: NavigationController(rootViewController: controller))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
        return window
    }

    /// The line right under the title bar: where the header belongs.
    private func lineUnderTheBar(_ screen: [String]) -> String? {
        screen.dropFirst().first
    }

    /// `count` made-up users, so no list in these tests can be guessed.
    private static func users(_ count: Int) -> [User] {
        (0..<count).map { index in
            User(
                id: index + 1, firstName: "Person", lastName: "Number\(index + 1)",
                email: "person\(index + 1)@test.com", age: 20 + index)
        }
    }

    // MARK: - Step 1: the header

    @Test("the header counts the users", arguments: [2, 3, 6, 12])
    func headerCountsTheUsers(count: Int) async {
        let window = await showScreen(service: SampleUserService(users: Self.users(count)))

        let screen = window.render()

        #expect(
            lineUnderTheBar(screen) == "\(count) users",
            """
            Step 1: with \(count) users the line under the title bar should read "\(count) users". \
            The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }

    @Test("the whole screen: the bar, the header, then the rows in order")
    func wholeScreen() async {
        let window = await showScreen(service: SampleUserService(users: Array(User.sample.prefix(3))))

        let screen = window.render()

        let expected = [
            "Users  [Refresh]",
            "3 users",
            "1. Iyad Agha",
            "   36 years · iyad@test.com",
            "2. Mark Astun",
            "   39 years · mark@test.com",
            "3. Mila Haward",
            "   24 years · mila@test.com",
        ]
        #expect(
            screen == expected,
            """
            Step 1: the header "3 users" should sit between the title bar and the first row. \
            Expected:
            \(expected.joined(separator: "\n"))
            The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }

    @Test("a refresh updates the header", arguments: [(3, 5), (6, 2), (2, 4)])
    func refreshUpdatesTheHeader(before: Int, after: Int) async throws {
        let service = ControllableUserService()
        await service.planNextResult(.success(Self.users(before)))
        await service.planNextResult(.success(Self.users(after)))
        await service.releaseAll()
        let window = await showScreen(service: service)

        try window.tapButton(titled: "Refresh")
        await window.tasks.waitUntilIdle()

        let screen = window.render()
        let expected = "\(after) users"
        #expect(
            lineUnderTheBar(screen) == expected,
            """
            Step 1: after a refresh brings \(after) users (there were \(before)), the header should \
            read "\(expected)" — set it wherever the rows are reloaded. The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }

    // MARK: - Step 2: one user

    @Test("one user reads \"1 user\"", arguments: User.sample)
    func oneUser(user: User) async {
        let window = await showScreen(service: SampleUserService(users: [user]))

        let screen = window.render()

        #expect(
            lineUnderTheBar(screen) == "1 user",
            """
            Step 2: with one user (\(user.firstName) \(user.lastName)) the header should read \
            "1 user", not "1 users". The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }

    // MARK: - Step 3: no users

    @Test("no users at all reads \"No users yet.\"")
    func noUsers() async {
        let window = await showScreen(service: SampleUserService(users: []))

        let screen = window.render()

        #expect(
            screen == ["Users  [Refresh]", "No users yet."],
            """
            Step 3: with no users the screen should be the title bar, then "No users yet." \
            (not "0 users"). The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }

    @Test("a refresh that brings no users replaces the header", arguments: [1, 3])
    func refreshToNoUsers(before: Int) async throws {
        let service = ControllableUserService()
        await service.planNextResult(.success(Self.users(before)))
        await service.planNextResult(.success([]))
        await service.releaseAll()
        let window = await showScreen(service: service)

        try window.tapButton(titled: "Refresh")
        await window.tasks.waitUntilIdle()

        let screen = window.render()
        #expect(
            screen == ["Users  [Refresh]", "No users yet."],
            """
            Step 3: when a refresh brings no users, the old header must give way to \
            "No users yet.". The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }
}

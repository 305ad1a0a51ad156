// The screen tests for exercise 02: characterization tests. They pass before you start
// and must still pass when you are done — they pin what the controller draws, so moving
// the row's wording out of it can't change the screen unnoticed. Read them, don't edit them.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise02

@MainActor
@Suite("Exercise 02 · Pin it down: the screen still renders")
struct Exercise02ScreenTests {
    /// Shows the screen for `users` and returns it once the first load has finished.
    private func screen(for users: [User]) async -> [String] {
        let controller = UserListViewController(service: SampleUserService(users: users))
        let window = Window(rootViewController: NavigationController(rootViewController: controller))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
        return window.render()
    }

    @Test("the six sample users render exactly as before")
    func sampleScreen() async {
        let screen = await screen(for: User.sample)

        let expected = [
            "Users  [Refresh]",
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
        #expect(
            screen == expected,
            """
            Step 4: the screen must not change when the row's wording moves into \
            UserRowFormatting. Expected:
            \(expected.joined(separator: "\n"))
            The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }

    /// A list of users and the screen it should draw.
    struct ScreenCase: Sendable, CustomTestStringConvertible {
        var users: [User]
        var expected: [String]

        var testDescription: String { expected.dropFirst().first ?? "" }
    }

    nonisolated static let otherScreens: [ScreenCase] = [
        ScreenCase(
            users: [
                User(id: 8, firstName: "Zoë", lastName: "Ødegaard", email: "zoe@ex.no", age: 2),
                User(id: 7, firstName: "Baby", lastName: "Newborn", email: "baby@test.com", age: 0),
            ],
            expected: [
                "Users  [Refresh]",
                "2 users",
                "1. Baby Newborn",
                "   0 years · baby@test.com",
                "2. Zoë Ødegaard",
                "   2 years · zoe@ex.no",
            ]),
        ScreenCase(
            users: [User(id: 9, firstName: "Łukasz", lastName: "Żółć", email: "lz@example.pl", age: 1)],
            expected: [
                "Users  [Refresh]",
                "1 user",
                "1. Łukasz Żółć",
                "   1 year · lz@example.pl",
            ]),
    ]

    @Test("other lists render exactly as before", arguments: otherScreens)
    func otherScreen(screenCase: ScreenCase) async {
        let screen = await screen(for: screenCase.users)

        #expect(
            screen == screenCase.expected,
            """
            Step 4: the screen must not change when the row's wording moves into \
            UserRowFormatting. Expected:
            \(screenCase.expected.joined(separator: "\n"))
            The screen was:
            \(screen.joined(separator: "\n"))
            """)
    }
}

// Step 4: the view controller only binds and forwards. The compiler already keeps the view
// kit out of the view model's module; these tests check the other direction — no fetching,
// sorting or wording left in the view controller's source — and that the bindings keep
// nobody alive: the view model's observables must not hold the screen.

import Exercise06Presentation
import Foundation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 06 · the view controller only binds", .timeLimit(.minutes(1)))
struct Exercise06BoundaryTests {
    /// What the view controller must no longer mention, and whose job it is instead.
    static let forbidden: [(word: String, why: String)] = [
        ("UserService", "fetching is the view model's job"),
        ("fetchUsers", "fetching is the view model's job"),
        ("Task", "the view model owns the load's task"),
        ("UserListRules", "sorting users is the view model's job"),
        ("[User]", "keeping the users is the view model's job"),
        ("UserListWording", "choosing the words is the view model's job"),
        ("Couldn't load", "wording the error is the view model's job"),
        ("isLoading =", "knowing whether a load runs is the view model's job"),
    ]

    @Test("the view controller fetches, sorts and words nothing")
    func viewControllerDecidesNothing() throws {
        let file = exerciseFolder.appendingPathComponent("Views/UserListViewController.swift")
        let code = try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n").map { line in line.split(separator: "//", maxSplits: 1).first ?? "" }
            .joined(separator: "\n")

        let found = Self.forbidden.filter { code.contains($0.word) }.map { "`\($0.word)` (\($0.why))" }

        #expect(
            found.isEmpty,
            """
            Step 4: the view controller should only bind and forward, but \
            UserListViewController.swift still mentions \(found.joined(separator: ", ")).
            """)
    }

    @Test("a view model that outlives its screen does not keep the screen alive")
    func viewModelDoesNotKeepTheScreen() async {
        let service = ControllableUserService()
        await service.releaseAll()
        var screen: ScreenUnderTest? = ScreenUnderTest(service: service)
        screen?.window.makeKeyAndVisible()
        await screen?.window.tasks.waitUntilIdle()
        let viewModel = screen?.viewModel
        weak var controller: ViewController?
        controller = (screen?.window.rootViewController as? NavigationController)?.topViewController

        screen = nil

        #expect(viewModel != nil)
        #expect(
            controller == nil,
            """
            Step 4: with the window gone, the screen should go too, even though the view model \
            lives on — a binding's handler must use the owner it is given, not capture the screen.
            """)
    }

    @Test("dropping the window lets the screen and the view model go")
    func everythingGoesWithTheWindow() async {
        let service = ControllableUserService()
        await service.releaseAll()
        var screen: ScreenUnderTest? = ScreenUnderTest(service: service)
        screen?.window.makeKeyAndVisible()
        await screen?.window.tasks.waitUntilIdle()
        weak var viewModel: UserListViewModel?
        weak var controller: ViewController?
        viewModel = screen?.viewModel
        controller = (screen?.window.rootViewController as? NavigationController)?.topViewController

        screen = nil

        #expect(
            controller == nil && viewModel == nil,
            "Step 4: with the window gone, nothing should keep the screen or its view model alive.")
    }

    /// `Sources/` (or `Solution/`, when the tests run against the reference).
    private var exerciseFolder: URL {
        #if WORKBOOK_SOLUTIONS
            let side = "Solution"
        #else
            let side = "Sources"
        #endif
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(side)
    }
}

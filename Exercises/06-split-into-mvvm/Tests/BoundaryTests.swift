// The split, checked. The view model's module doesn't depend on the view kit, but a plain
// build can still let an `import TerminalUIKit` through when the kit happens to be built
// already, so one test reads the module's imports. The others check step 4: no fetching,
// sorting or wording left in the view controller's source, and bindings that keep nobody
// alive — the view model's observables must not hold the screen.

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

    @Test("the view model's module imports nothing of the view kit")
    func presentationImportsNoViewKit() throws {
        let folder = exerciseFolder.appendingPathComponent("Presentation")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }

        let offenders = try files.sorted().filter { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n").contains {
                    $0.trimmingCharacters(in: .whitespaces) == "import TerminalUIKit"
                }
        }

        #expect(
            offenders.isEmpty,
            """
            Step 2: the view model's module must not see the view kit, but \
            \(offenders.joined(separator: ", ")) import TerminalUIKit; tell the view what to show instead.
            """)
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

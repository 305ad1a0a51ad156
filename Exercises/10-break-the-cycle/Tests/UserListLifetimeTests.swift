// The failing tests for exercise 10. They show a screen, use it, let go of it, and then
// look through weak references: once nobody holds the screen, the view controller and its
// view model must be gone. They also check the screen still works, so a "fix" that drops
// the bindings does not pass.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise10

// MARK: - Showing and releasing a screen

/// Weak references to the parts of a screen, so a test can see whether they are gone.
@MainActor
final class Lifetimes {
    weak var viewController: UserListViewController?
    weak var viewModel: UserListViewModel?
}

/// What the user did before the screen went away.
enum ScreenUse: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case justLoaded = "the list loaded"
    case refreshed = "Refresh tapped"
    case searched = "a search typed"
    case failedThenRetried = "the load failed and Retry was tapped"

    var testDescription: String { rawValue }

    /// The answers the service gives, in order.
    var results: [Result<[User], UserServiceError>] {
        switch self {
        case .justLoaded, .searched: [.success(User.sample)]
        case .refreshed: [.success(User.sample), .success(User.sample)]
        case .failedThenRetried: [.failure(.connectionLost), .success(User.sample)]
        }
    }

    /// Acts on the visible screen.
    @MainActor
    func perform(on window: Window) throws {
        switch self {
        case .justLoaded: break
        case .refreshed: try window.tapButton(titled: "Refresh")
        case .searched: try window.typeInSearchField("mi")
        case .failedThenRetried: try window.tapButton(titled: "Retry")
        }
    }
}

/// A service that answers every fetch at once with `results`, in order.
func answeringService(_ results: [Result<[User], UserServiceError>]) async -> ControllableUserService {
    let service = ControllableUserService()
    for result in results { await service.planNextResult(result) }
    await service.releaseAll()
    return service
}

/// Shows a list screen, uses it, then lets go of everything except `viewModel` if given.
/// Returns weak references to what was built, and the last screen drawn.
@MainActor
func showUseAndRelease(
    _ use: ScreenUse, keeping viewModel: UserListViewModel? = nil
) async throws -> (lifetimes: Lifetimes, lastScreen: [String]) {
    let lifetimes = Lifetimes()
    var lastScreen: [String] = []
    let service = await answeringService(use.results)
    do {
        let screenViewModel = viewModel ?? UserListViewModel(service: service)
        let controller = UserListViewController(viewModel: screenViewModel)
        let window = Window(rootViewController: NavigationController(rootViewController: controller))
        lifetimes.viewController = controller
        lifetimes.viewModel = screenViewModel

        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
        try use.perform(on: window)
        await window.tasks.waitUntilIdle()
        lastScreen = window.render()
    }
    return (lifetimes, lastScreen)
}

// MARK: - Expected screens

let sampleScreen = [
    "Users  [Refresh]",
    "Search: (name or email)",
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

let searchedScreen = [
    "Users  [Refresh]",
    "Search: mi",
    "1 of 6 users",
    "1. Mila Haward",
    "   24 years · mila@test.com",
]

// MARK: - The tests

@Suite("Exercise 10 · Break the cycle")
@MainActor
struct Exercise10BreakTheCycleTests {
    @Test("the view controller goes once its screen is released", arguments: ScreenUse.allCases)
    func theViewControllerGoes(use: ScreenUse) async throws {
        let (lifetimes, _) = try await showUseAndRelease(use)

        #expect(
            lifetimes.viewController == nil,
            """
            Steps 1–2: after \(use.rawValue), the released view controller should be gone, but a \
            closure it handed out still holds it strongly
            """)
    }

    @Test("the view model goes with its screen", arguments: ScreenUse.allCases)
    func theViewModelGoes(use: ScreenUse) async throws {
        let (lifetimes, _) = try await showUseAndRelease(use)

        #expect(
            lifetimes.viewModel == nil,
            """
            Steps 1–2: after \(use.rawValue), the view model should go with its screen; it stays while \
            its view controller is kept alive by a cycle
            """)
    }

    @Test("a view model kept elsewhere does not keep the screen alive")
    func aKeptViewModelDoesNotKeepTheScreen() async throws {
        let viewModel = UserListViewModel(
            service: await answeringService([.success(User.sample), .success([])]))

        let (lifetimes, _) = try await showUseAndRelease(.justLoaded, keeping: viewModel)
        await viewModel.refreshTapped()

        #expect(
            lifetimes.viewController == nil,
            """
            Steps 1–2: while something else keeps the view model, the released view controller \
            should still go: neither the bindings nor the widgets' actions may hold it
            """)
        #expect(
            viewModel.summary.value == "No users yet.", "Step 1: the view model goes on working on its own")
    }

    @Test("the screen still works after the fix", arguments: ScreenUse.allCases)
    func theScreenStillWorks(use: ScreenUse) async throws {
        let (_, lastScreen) = try await showUseAndRelease(use)

        #expect(
            lastScreen == (use == .searched ? searchedScreen : sampleScreen),
            "Steps 1–2: capturing self weakly must keep every binding and action working after \(use.rawValue)"
        )
    }
}

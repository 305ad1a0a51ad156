// What each test of yours gets: a way to make one of the three screens, in a window, fed by
// a service that holds every fetch until the test lets it go. The grading decides whose
// screens they are — yours, or copies with a seeded leak — so a test never names a view
// controller itself; it makes a screen with `makeScreen(.mvp)`.

import Exercise08MVPPresentation
import Exercise08MVVMPresentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise08MVC
@testable import Exercise08MVPViews
@testable import Exercise08MVVMViews

// MARK: - A screen under test

/// The three patterns.
enum Pattern: Sendable {
    case mvc, mvp, mvvm
}

/// One screen in its window, and what a lifetime test looks at.
@MainActor
struct MadeScreen {
    /// The window: dropping it should let everything below go.
    let window: Window
    /// The service behind the screen: it holds every fetch until released.
    let service: ControllableUserService
    /// The list's view controller.
    let controller: ViewController
    /// Whatever holds the logic: the presenter, the view model, or (MVC) the controller.
    let logic: AnyObject

    /// Shows the screen: its first fetch starts and waits.
    func show() {
        window.makeKeyAndVisible()
    }

    /// Answers every fetch, now and later, and waits until the screen has drawn the answers.
    func finishLoading() async {
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
    }
}

/// Makes a screen of the pattern you ask for: `let screen = makeScreen(.mvvm)`.
struct ScreenMaker: Sendable {
    /// Which seeded leak the screens it makes have, if any.
    let leak: Leak?

    /// A new screen of `pattern`, not yet shown.
    @MainActor
    func callAsFunction(_ pattern: Pattern) -> MadeScreen {
        let service = ControllableUserService()
        if let leak {
            return LeakyScreens.make(pattern, service: service, leak: leak)
        }
        switch pattern {
        case .mvc:
            let window = MVCScreen.makeWindow(service: service)
            let controller = Self.list(in: window)
            return MadeScreen(window: window, service: service, controller: controller, logic: controller)
        case .mvp:
            let window = MVPScreen.makeWindow(service: service)
            let controller = Self.list(in: window)
            let presenter = (controller as? Exercise08MVPViews.UserListViewController)?.presenter
            return MadeScreen(
                window: window, service: service, controller: controller, logic: presenter ?? controller)
        case .mvvm:
            let window = MVVMScreen.makeWindow(service: service)
            let controller = Self.list(in: window)
            let viewModel = (controller as? Exercise08MVVMViews.UserListViewController)?.viewModel
            return MadeScreen(
                window: window, service: service, controller: controller, logic: viewModel ?? controller)
        }
    }

    /// The list screen at the root of `window`'s navigation stack.
    @MainActor
    static func list(in window: Window) -> ViewController {
        (window.rootViewController as? NavigationController)?.topViewController ?? window.rootViewController
    }
}

// MARK: - One of your tests

/// One of your tests: a sentence saying what it checks, and its body, which gets a
/// ``ScreenMaker``.
struct LifetimeTest: Sendable, CustomTestStringConvertible {
    /// What the test checks, as a sentence.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (ScreenMaker) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (ScreenMaker) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}

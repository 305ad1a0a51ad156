// How the tests of exercise 03 drive the screen: built by the composition root, shown in
// a window, fed by a service the test controls. They reach the presenter through the
// view controller, the way the composition root wired it.

import Exercise03Presentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise03Views

/// The list screen from the composition root, and what the tests need around it.
@MainActor
struct ScreenUnderTest {
    let window: Window
    let presenter: UserListPresenter?
    let service: ControllableUserService

    /// Builds the screen with `service`; nothing shows until `window.makeKeyAndVisible()`.
    init(service: ControllableUserService = ControllableUserService()) {
        self.service = service
        window = UserListScreen.makeWindow(service: service)
        let root = (window.rootViewController as? NavigationController)?.topViewController
        presenter = (root as? UserListViewController)?.presenter
    }

    /// The screen as text.
    var lines: [String] {
        window.render()
    }

    /// The screen, for failure messages.
    var dump: String {
        "The screen was:\n" + lines.joined(separator: "\n")
    }

    /// Answers the oldest fetch in flight with `result`, and waits for the screen to draw it.
    func answer(_ result: Result<[User], UserServiceError> = .success(User.sample)) async {
        await service.waitForPending(count: 1)
        await service.completeOldest(with: result)
        await window.tasks.waitUntilIdle()
    }

    /// Lets every fetch through and waits until nothing runs, so no test leaves work behind.
    func finish() async {
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
        await presenter?.loadTask?.value
    }
}

// MARK: - The screens, as the user sees them

let titleBar = "Users"
let spinnerLine = "⟳ Loading users…"

let sampleRows = [
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

// How the tests of exercise 06 drive the screen: built by the composition root, shown in
// a window, fed by a service the test controls. They reach the view model through the
// view controller, the way the composition root wired it.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise06Views

/// The list screen from the composition root, and what the tests need around it.
@MainActor
struct ScreenUnderTest {
    let window: Window
    let viewModel: UserListViewModel?
    let service: ControllableUserService

    /// Builds the screen with `service`; nothing shows until `window.makeKeyAndVisible()`.
    init(service: ControllableUserService = ControllableUserService()) {
        self.service = service
        window = UserListScreen.makeWindow(service: service)
        let root = (window.rootViewController as? NavigationController)?.topViewController
        viewModel = (root as? UserListViewController)?.viewModel
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
        await viewModel?.loadTask?.value
    }
}

// MARK: - The screens, as the user sees them

let idleBar = "Users  [Refresh]"
let busyBar = "Users  [Refresh] (disabled)"
let spinnerLine = "⟳ Loading users…"
let connectionLostLine = "Couldn't load users: The network connection was lost."

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

/// `6 users`, or `one user`, for messages.
func usersPhrase(_ count: Int) -> String {
    count == 1 ? "one user" : "\(count) users"
}

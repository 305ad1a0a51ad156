// The composition root: the one place that builds the view model and the screen, hands the
// one to the other, and puts the screen in a navigation stack in a window. The tests start
// here.

import Exercise06Presentation
import TerminalUIKit
import UserModel

/// Builds the user list screen, ready to show.
@MainActor
enum UserListScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    static func makeWindow(service: any UserService) -> Window {
        let viewModel = UserListViewModel(service: service)
        let list = UserListViewController(viewModel: viewModel)
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}

// The composition root: the one place that builds the presenter and the screen, wires them
// together, and puts the screen in a navigation stack in a window. The tests start here.

import Exercise03Presentation
import TerminalUIKit
import UserModel

/// Builds the user list screen, ready to show.
@MainActor
enum UserListScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    static func makeWindow(service: any UserService) -> Window {
        let presenter = UserListPresenter(service: service)
        let list = UserListViewController(presenter: presenter, service: service)
        presenter.attach(list)
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}

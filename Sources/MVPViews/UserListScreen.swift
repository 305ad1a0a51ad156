// The composition root: the one place that knows every concrete type of the MVP screen
// and wires them — service into presenter, presenter into view controller, the view back
// into the presenter — then puts the screen in a navigation stack in a window.

import MVPPresentation
import TerminalUIKit
import UserModel

/// Builds the MVP user list screen.
@MainActor
public enum UserListScreen {
    /// The list screen inside a NavigationController inside a Window, not yet visible.
    /// `window.makeKeyAndVisible()` is the feature's `load` event.
    public static func makeWindow(service: any UserService) -> Window {
        let presenter = UserListPresenter(service: service)
        let listViewController = UserListViewController(presenter: presenter)
        presenter.attach(listViewController)
        let navigationController = NavigationController(rootViewController: listViewController)
        return Window(rootViewController: navigationController)
    }
}

// The composition root of the MVC screens: the one place that builds the window, the
// navigation stack and the list screen, and hands the list its service and the updater the
// Edit-profile form saves through. The tests start here.

import TerminalUIKit
import UserModel

/// Builds the MVC user-list screen, ready to show.
@MainActor
public enum MVCScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    ///
    /// The Edit-profile form the detail screen pushes saves through `updater`.
    public static func makeWindow(service: any UserService, updater: any UserUpdating) -> Window {
        let list = UserListViewController(service: service, updater: updater)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

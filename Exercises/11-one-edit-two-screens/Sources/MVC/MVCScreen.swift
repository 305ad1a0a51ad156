// The composition root of the MVC screens: the one place that builds the window, the
// navigation stack and the list screen, and hands the list its service. It also receives the
// updater the Edit-profile form saves through. The tests start here.

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
        // Edits: the detail screen's [Edit] pushes the given form for its user,
        // `EditProfileViewController(user:updater:onSaved:)` in `Exercise11Form`, and a save
        // shows on the detail screen and the list at once (see the exercise's README).
        let list = UserListViewController(service: service)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

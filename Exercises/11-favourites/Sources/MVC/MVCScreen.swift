// The composition root of the MVC screens: the one place that builds the window, the
// navigation stack and the list screen, and hands the list its service and the shared
// favourites. The tests start here.

import TerminalUIKit
import UserModel

/// Builds the MVC user-list screen, ready to show.
@MainActor
public enum MVCScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    ///
    /// The list and the detail screens it shows share `favourites`.
    public static func makeWindow(service: any UserService, favourites: FavouritesStore) -> Window {
        // Favourites: both screens show who is a favourite in `favourites`, and the detail
        // screen toggles it (see the exercise's README).
        let list = UserListViewController(service: service)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

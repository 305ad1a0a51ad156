// The composition root of the MVC module: the one place that builds the window, the
// navigation stack and the list screen, and hands the list its service and the model's
// favourites. The command line
// and the conformance tests start here; nothing else in the module creates a window.

import TerminalUIKit
import UserModel

/// Builds the MVC user-list screen, ready to show.
@MainActor
public enum UserListScreen {
    /// The list screen inside a `NavigationController` inside a `Window`, not yet visible.
    ///
    /// `window.makeKeyAndVisible()` is the feature's `load` event: the list's view loads
    /// and its `viewDidLoad` starts the first fetch from `service`. Every screen shares
    /// `favourites`.
    public static func makeWindow(service: any UserService, favourites: FavouritesStore = FavouritesStore())
        -> Window
    {
        let list = UserListViewController(service: service, favourites: favourites)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

// The composition root of the MVVM screens: the one place that knows every piece and wires
// them — the service and the shared favourites into the view model, the view model into its
// view, the view into a navigation stack and a window.

import Exercise11MVVMPresentation
import TerminalUIKit
import UserModel

/// Builds the MVVM user-list screen, ready to show.
@MainActor
public enum MVVMScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    ///
    /// The list and the detail screens it shows share `favourites`.
    public static func makeWindow(service: any UserService, favourites: FavouritesStore) -> Window {
        // Favourites: both screens show who is a favourite in `favourites`, and the detail
        // screen toggles it (see the exercise's README).
        let viewModel = UserListViewModel(service: service)
        let list = UserListViewController(viewModel: viewModel)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

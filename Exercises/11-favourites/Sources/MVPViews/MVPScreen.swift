// The composition root of the MVP screens: the one place that knows every concrete type and
// wires them — service and the shared favourites into the presenter, presenter into view
// controller, the view back into the presenter — then puts the screen in a window.

import Exercise11MVPPresentation
import TerminalUIKit
import UserModel

/// Builds the MVP user-list screen, ready to show.
@MainActor
public enum MVPScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    ///
    /// The list and the detail screens it shows share `favourites`.
    public static func makeWindow(service: any UserService, favourites: FavouritesStore) -> Window {
        // Favourites: both screens show who is a favourite in `favourites`, and the detail
        // screen toggles it (see the exercise's README).
        let presenter = UserListPresenter(service: service)
        let listViewController = UserListViewController(presenter: presenter)
        presenter.attach(listViewController)
        let navigationController = NavigationController(rootViewController: listViewController)
        return Window(rootViewController: navigationController)
    }
}

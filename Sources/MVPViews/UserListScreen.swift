// The composition root: the one place that knows every concrete type of the MVP screens
// and wires them — service and favourites into the list presenter, presenter into view
// controller, the view back into the presenter, and the same for each detail screen —
// then puts the list in a navigation stack in a window.

import MVPPresentation
import TerminalUIKit
import UserModel

/// Builds the MVP user list screen, and the detail screens it pushes.
@MainActor
public enum UserListScreen {
    /// The list screen inside a NavigationController inside a Window, not yet visible.
    /// `window.makeKeyAndVisible()` is the feature's `load` event. Every screen shares
    /// `favourites`. `makeListScreen` builds the screen around the presenter: by default
    /// the function below, which a caller may replace to put something between the two.
    public static func makeWindow(
        service: any UserService,
        favourites: FavouritesStore = FavouritesStore(),
        makeListScreen: @MainActor (UserListPresenter) -> ViewController = makeListScreen(presenter:)
    ) -> Window {
        let presenter = UserListPresenter(service: service, favourites: favourites)
        let listViewController = makeListScreen(presenter)
        let navigationController = NavigationController(rootViewController: listViewController)
        return Window(rootViewController: navigationController)
    }

    /// The list screen `presenter` runs: the view controller, attached as its view.
    public static func makeListScreen(presenter: UserListPresenter) -> ViewController {
        let listViewController = UserListViewController(
            presenter: presenter, makeDetailScreen: makeDetailScreen)
        presenter.attach(listViewController)
        return listViewController
    }

    /// The detail screen `presenter` runs, wired the same way as the list.
    public static func makeDetailScreen(presenter: UserDetailPresenter) -> ViewController {
        let detailViewController = UserDetailViewController(presenter: presenter)
        presenter.attach(detailViewController)
        return detailViewController
    }
}

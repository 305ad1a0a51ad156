// The composition root: the one place that knows every concrete type of the MVP screens
// and wires them — service and favourites into the list presenter, presenter into view
// controller, the view back into the presenter, and the same for each detail screen —
// then puts the list in a navigation stack in a window.

import MVPPresentation
import TerminalUIKit
import UserModel

@MainActor
public enum UserListScreen {
    public static func makeWindow(service: any UserService, favourites: FavouritesStore = FavouritesStore())
        -> Window
    {
        let presenter = UserListPresenter(service: service, favourites: favourites)
        let listViewController = UserListViewController(
            presenter: presenter, makeDetailScreen: makeDetailScreen)
        presenter.attach(listViewController)
        let navigationController = NavigationController(rootViewController: listViewController)
        return Window(rootViewController: navigationController)
    }

    public static func makeDetailScreen(presenter: UserDetailPresenter) -> ViewController {
        let detailViewController = UserDetailViewController(presenter: presenter)
        presenter.attach(detailViewController)
        return detailViewController
    }
}

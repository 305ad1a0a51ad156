// The composition root: the one place that knows every concrete type of the MVP screens
// and wires them — service and favourites into the list presenter, presenter into view
// controller, the view back into the presenter, and the same for each detail screen —
// then puts the list in a navigation stack in a window.

import MVPPresentation
import TerminalUIKit
import UserModel

@MainActor
public enum UserListScreen {
    /// `makeListScreen` is a parameter so that a caller can put something between the
    /// presenter and its view.
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

    public static func makeListScreen(presenter: UserListPresenter) -> ViewController {
        let listViewController = UserListViewController(
            presenter: presenter, makeDetailScreen: makeDetailScreen)
        presenter.attach(listViewController)
        return listViewController
    }

    public static func makeDetailScreen(presenter: UserDetailPresenter) -> ViewController {
        let detailViewController = UserDetailViewController(presenter: presenter)
        presenter.attach(detailViewController)
        return detailViewController
    }
}

// The composition root of the MVP screens: the one place that knows every concrete type and
// wires them — the service into the presenter, the presenter into the view controller, the
// view back into the presenter, the updater to whoever pushes the Edit-profile form — then
// puts the screen in a window.

import Exercise11MVPPresentation
import TerminalUIKit
import UserModel

/// Builds the MVP user-list screen, ready to show.
@MainActor
public enum MVPScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    ///
    /// The Edit-profile form the detail screen pushes saves through `updater`.
    public static func makeWindow(service: any UserService, updater: any UserUpdating) -> Window {
        let presenter = UserListPresenter(service: service)
        let listViewController = UserListViewController(presenter: presenter) { detail in
            makeDetailScreen(presenter: detail, updater: updater)
        }
        presenter.attach(listViewController)
        let navigationController = NavigationController(rootViewController: listViewController)
        return Window(rootViewController: navigationController)
    }

    /// The detail screen `presenter` runs, wired both ways; its form saves through `updater`.
    public static func makeDetailScreen(presenter: UserDetailPresenter, updater: any UserUpdating)
        -> ViewController
    {
        let detailViewController = UserDetailViewController(presenter: presenter, updater: updater)
        presenter.attach(detailViewController)
        return detailViewController
    }
}

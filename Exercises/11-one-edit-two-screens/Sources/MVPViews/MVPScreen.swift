// The composition root of the MVP screens: the one place that knows every concrete type and
// wires them — the service into the presenter, the presenter into the view controller, the
// view back into the presenter — then puts the screen in a window.

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
        // Edits: the detail screen's [Edit] pushes the given form for its user,
        // `EditProfileViewController(user:updater:onSaved:)` in `Exercise11Form`, and a save
        // shows on the detail screen and the list at once (see the exercise's README).
        let presenter = UserListPresenter(service: service)
        let listViewController = UserListViewController(presenter: presenter)
        presenter.attach(listViewController)
        let navigationController = NavigationController(rootViewController: listViewController)
        return Window(rootViewController: navigationController)
    }
}

// The composition root: the one place that builds the presenter and the form, wires them
// together, and puts the form in a navigation stack in a window. The tests start here.

import Exercise03Presentation
import TerminalUIKit
import UserModel

/// Builds the Edit-profile screen, ready to show.
@MainActor
enum EditProfileScreen {
    /// The form for `user` inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    static func makeWindow(user: User, updater: any UserUpdating) -> Window {
        let presenter = EditProfilePresenter(user: user, updater: updater)
        let form = EditProfileViewController(presenter: presenter)
        presenter.attach(form)
        return Window(rootViewController: NavigationController(rootViewController: form))
    }
}

// The composition root of the MVVM screens: the one place that knows every piece and wires
// them — the service into the view model, the view model into its view, the view into a
// navigation stack and a window.

import Exercise11MVVMPresentation
import TerminalUIKit
import UserModel

/// Builds the MVVM user-list screen, ready to show.
@MainActor
public enum MVVMScreen {
    /// The list screen inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    ///
    /// The Edit-profile form the detail screen pushes saves through `updater`.
    public static func makeWindow(service: any UserService, updater: any UserUpdating) -> Window {
        // Edits: the detail screen's [Edit] pushes the given form for its user,
        // `EditProfileViewController(user:updater:onSaved:)` in `Exercise11Form`, and a save
        // shows on the detail screen and the list at once (see the exercise's README).
        let viewModel = UserListViewModel(service: service)
        let list = UserListViewController(viewModel: viewModel)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

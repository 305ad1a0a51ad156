// The composition root: the one place that builds the view model and the form, hands the
// one to the other, and puts the form in a navigation stack in a window. The tests start
// here.

import Exercise06Presentation
import TerminalUIKit
import UserModel

/// Builds the Edit-profile form, ready to show.
@MainActor
enum EditProfileScreen {
    /// The form for `user` inside a navigation controller inside a window, not yet visible;
    /// `window.makeKeyAndVisible()` is the `load` event.
    static func makeWindow(user: User, updater: any UserUpdating) -> Window {
        let viewModel = EditProfileViewModel(user: user, updater: updater)
        let form = EditProfileViewController(viewModel: viewModel)
        return Window(rootViewController: NavigationController(rootViewController: form))
    }

    /// A second form on the view model of a form already built: on an iPad, a second window
    /// onto the same edit. Not yet visible, like the first.
    static func makeWindow(sharing viewModel: EditProfileViewModel) -> Window {
        Window(
            rootViewController: NavigationController(
                rootViewController: EditProfileViewController(viewModel: viewModel)))
    }

    /// The one-line status of the edit a form's view model holds, for a window beside the
    /// form. Not yet visible.
    static func makeStatusWindow(sharing viewModel: EditProfileViewModel) -> Window {
        Window(rootViewController: EditProfileStatusViewController(viewModel: viewModel))
    }
}

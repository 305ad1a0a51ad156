// The composition root: the one place that knows every MVVM piece and wires them — the
// service into the view model, the view model into its view, the view into a navigation
// stack and a window. Nothing else creates these objects.

import MVVMPresentation
import TerminalUIKit
import UserModel

// MARK: - Wiring

/// Builds the MVVM user list, ready to show.
@MainActor
public enum UserListScreen {
    /// The list screen inside a NavigationController inside a Window, not yet visible.
    /// `window.makeKeyAndVisible()` is the feature's `load` event.
    public static func makeWindow(service: any UserService) -> Window {
        let viewModel = UserListViewModel(service: service)
        let list = UserListViewController(viewModel: viewModel)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

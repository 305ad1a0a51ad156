// The composition root: the one place that knows every MVVM piece and wires them — the
// service and the favourites into the list view model, the view model into its view, the
// view into a navigation stack and a window, and each detail view model into its view.
// Nothing else creates these objects.

import MVVMPresentation
import TerminalUIKit
import UserModel

// MARK: - Wiring

/// Builds the MVVM user list, ready to show, and the detail screens it pushes.
@MainActor
public enum UserListScreen {
    /// The list screen inside a NavigationController inside a Window, not yet visible.
    /// `window.makeKeyAndVisible()` is the feature's `load` event. Every screen shares
    /// `favourites`.
    public static func makeWindow(service: any UserService, favourites: FavouritesStore = FavouritesStore())
        -> Window
    {
        let viewModel = UserListViewModel(service: service, favourites: favourites)
        let list = UserListViewController(viewModel: viewModel, makeDetailScreen: makeDetailScreen)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }

    /// The detail screen for `viewModel`.
    public static func makeDetailScreen(viewModel: UserDetailViewModel) -> ViewController {
        UserDetailViewController(viewModel: viewModel)
    }
}

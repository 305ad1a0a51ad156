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
    /// `favourites`. `makeListScreen` builds the view for the view model: by default the
    /// function below, which a caller may replace to put something between the two.
    public static func makeWindow(
        service: any UserService,
        favourites: FavouritesStore = FavouritesStore(),
        makeListScreen: @MainActor (UserListViewModel) -> ViewController = makeListScreen(viewModel:)
    ) -> Window {
        let viewModel = UserListViewModel(service: service, favourites: favourites)
        let list = makeListScreen(viewModel)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }

    /// The list screen for `viewModel`.
    public static func makeListScreen(viewModel: UserListViewModel) -> ViewController {
        UserListViewController(viewModel: viewModel, makeDetailScreen: makeDetailScreen)
    }

    /// The detail screen for `viewModel`.
    public static func makeDetailScreen(viewModel: UserDetailViewModel) -> ViewController {
        UserDetailViewController(viewModel: viewModel)
    }
}

// The composition root: the one place that knows every MVVM piece and wires them — the
// service and the favourites into the list view model, the view model into its view, the
// view into a navigation stack and a window, and each detail view model into its view.
// Nothing else creates these objects.

import MVVMPresentation
import TerminalUIKit
import UserModel

@MainActor
public enum UserListScreen {
    public static func makeWindow(service: any UserService, favourites: FavouritesStore = FavouritesStore())
        -> Window
    {
        let viewModel = UserListViewModel(service: service, favourites: favourites)
        let list = UserListViewController(viewModel: viewModel, makeDetailScreen: makeDetailScreen)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }

    public static func makeDetailScreen(viewModel: UserDetailViewModel) -> ViewController {
        UserDetailViewController(viewModel: viewModel)
    }
}

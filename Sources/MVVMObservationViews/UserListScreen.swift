// The composition root: the one place that knows every piece of MVVM on Observation and
// wires them — the service and the favourites into the list view model, the view model into
// its view, the view into a navigation stack and a window, and each detail view model into
// its view. Nothing else creates these objects.

import MVVMObservationPresentation
import TerminalUIKit
import UserModel

@MainActor
public enum UserListScreen {
    /// `makeListScreen` is a parameter so that a caller can see the view model before its view.
    /// No protocol stands between the two (a stand-in would have to forward every read for
    /// observation to work): a tool that watches passes its own `makeListScreen` and observes
    /// the view model from outside with `withObservationTracking`, as the view does.
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

    public static func makeListScreen(viewModel: UserListViewModel) -> ViewController {
        UserListViewController(viewModel: viewModel, makeDetailScreen: makeDetailScreen)
    }

    public static func makeDetailScreen(viewModel: UserDetailViewModel) -> ViewController {
        UserDetailViewController(viewModel: viewModel)
    }
}

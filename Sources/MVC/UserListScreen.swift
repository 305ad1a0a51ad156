// The MVC composition root: the one place that builds the window, the navigation stack and
// the list, and hands the list its service and the shared favourites. The command line and
// the conformance tests start here; `makeKeyAndVisible()` loads the list, which fetches.

import TerminalUIKit
import UserModel

@MainActor
public enum UserListScreen {
    public static func makeWindow(service: any UserService, favourites: FavouritesStore = FavouritesStore())
        -> Window
    {
        let list = UserListViewController(service: service, favourites: favourites)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

// The lighter MVC composition root, shaped like the massive one's: it builds the window,
// the navigation stack and the list, and picks the service; the list builds its own helpers.
// `makeKeyAndVisible()` loads the list, which fetches.

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

// The lighter MVC composition root, shaped like the massive one's: it builds the window,
// the navigation stack and the list, picks the service and puts it in a loader; the list
// builds its other helpers. `makeKeyAndVisible()` loads the list, which fetches.

import TerminalUIKit
import UserModel

@MainActor
public enum UserListScreen {
    public static func makeWindow(service: any UserService, favourites: FavouritesStore = FavouritesStore())
        -> Window
    {
        let list = UserListViewController(loader: UserListLoader(service: service), favourites: favourites)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }
}

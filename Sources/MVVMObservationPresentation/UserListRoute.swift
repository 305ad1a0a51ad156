// Navigation as data: the list view model says *where* to go, the view decides *how* (a
// push on its navigation stack). The route knows the next screen's view model, never a
// view controller, so the view model stays free of the view kit.

public enum UserListRoute: Equatable {
    case detail(UserDetailViewModel)

    /// Equal only for the very same view model: selecting a row again is a new route.
    public static func == (lhs: UserListRoute, rhs: UserListRoute) -> Bool {
        switch (lhs, rhs) {
        case (.detail(let left), .detail(let right)): left === right
        }
    }
}

// Navigation as data: the list view model says *where* to go, the view decides *how* (a
// push on its navigation stack). The route knows the next screen's view model, never a
// view controller, so the view model stays free of the view kit.

// MARK: - Where the list screen wants to go

/// A screen the user list wants shown, published by ``UserListViewModel/route``.
public enum UserListRoute: Equatable {
    /// Show one user's detail.
    case detail(UserDetailViewModel)
}

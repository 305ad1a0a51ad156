// The detail screen's passive view: what its presenter may tell it. A worded detail to
// show, and the one thing it can't word: the Edit-profile form, a finished screen of its
// own, which only a view can create.

import UserModel

/// A screen that shows one user's detail exactly as it is told, and decides nothing.
@MainActor
public protocol UserDetailView: AnyObject {
    /// Shows `detail`: its title in the navigation bar, a line per line below it.
    func show(_ detail: UserDetail)

    /// Shows the Edit-profile form for `user` (on a navigation stack: pushes it); each save
    /// it reports goes to the presenter.
    func showEditForm(for user: User)
}

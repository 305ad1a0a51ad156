// The passive view's contract in MVP: everything the presenter may tell the list screen.
// A view only shows what it is told; it may know the view kit, but the presenter knows
// nothing but this protocol.

/// What the user list presenter can tell its view.
@MainActor
public protocol UserListView: AnyObject {
    /// Show the spinner.
    func showLoading()
    /// Show the header and the rows, in the order given (hides the spinner).
    func showUsers(header: String, rows: [UserRow])
    /// Show `message` (`No users yet.`) instead of rows (hides the spinner).
    func showEmpty(message: String)
    /// Show `Couldn't load users: <reason>` (hides the spinner).
    func showError(message: String)
    /// New with the change request: set the Sort button's title (`Sort by age`, `Sort by name`).
    func showSortButtonTitle(_ title: String)
}

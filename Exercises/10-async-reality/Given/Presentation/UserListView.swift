// The passive view's contract: everything the presenter may tell the screen, in the
// presenter's words. A view controller and the team's recording view conform to it.

/// A screen that shows the user list exactly as it is told, and decides nothing.
@MainActor
public protocol UserListView: AnyObject {
    /// Shows or hides the `Loading users…` spinner.
    func setLoading(_ isLoading: Bool)
    /// Lets the user tap Refresh, or not.
    func setRefreshEnabled(_ isEnabled: Bool)
    /// Shows `message` on the error line, or clears the line when it is `nil`.
    func showError(_ message: String?)
    /// Shows the line above the rows: a header such as `6 users`.
    func showSummary(_ text: String)
    /// Replaces the rows on screen with `rows`, in order.
    func showRows(_ rows: [UserRow])
}

// The passive view's contract: everything the presenter may tell a screen, in the
// presenter's words — text, flags and display-ready rows. It knows nothing of widgets, so
// a view controller or a test's recording view can conform.

// MARK: - The passive view

/// A screen that shows a user list exactly as it is told, and decides nothing.
///
/// What the presenter doesn't call stays as it was: "the rows stay while refreshing" is
/// simply a ``showUsers(header:rows:)`` that never comes.
@MainActor
public protocol UserListView: AnyObject {
    /// Shows the spinner `Loading users…`, disables Refresh and clears the error line (and
    /// Retry): a new load starts afresh.
    func showLoading()

    /// Hides the spinner and enables Refresh.
    func hideLoading()

    /// Shows `header` (such as `3 users`) above `rows`, replacing whatever was shown.
    func showUsers(header: String, rows: [UserRow])

    /// Shows `message` (such as `No users yet.`) instead of a header and rows.
    func showEmpty(_ message: String)

    /// Shows `message` on the error line, above whatever rows are showing, with a Retry
    /// button when `canRetry` is `true`.
    func showError(_ message: String, canRetry: Bool)
}

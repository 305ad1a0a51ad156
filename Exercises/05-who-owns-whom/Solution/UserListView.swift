// The passive view's contract: everything the presenter may tell a screen, in the
// presenter's words — text and display-ready rows. It knows nothing of widgets, so a view
// controller, a SwiftUI view or a test's recording view can all conform.

// MARK: - The passive view

/// A screen that shows a user list exactly as it is told, and decides nothing.
@MainActor
public protocol UserListView: AnyObject {
    /// Shows the spinner `Loading users…` and disables Refresh.
    func showLoading()

    /// Hides the spinner and enables Refresh.
    func hideLoading()

    /// Shows `header` (such as `3 users`) above `rows`, replacing whatever was shown.
    func showUsers(header: String, rows: [UserRow])

    /// Shows `message` (such as `No users yet.`) instead of a header and rows.
    func showEmpty(_ message: String)
}

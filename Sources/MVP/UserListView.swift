// The passive view's contract: the only things the presenter may tell a screen. It is
// written in the presenter's words (text, flags, display-ready rows), so it knows nothing
// of widgets; a view controller, a SwiftUI view or a test's recording can conform.

// MARK: - The passive view

/// A screen that shows a user list exactly as it is told, and decides nothing.
///
/// The presenter calls these in the order the screen reads, top to bottom: the spinner
/// (``setLoading(_:)``), then the error line (``showError(_:canRetry:)``), then the summary
/// (``showSummary(_:)``), then the rows (``showRows(_:)``). What it doesn't call stays as
/// it was — so "the rows stay while refreshing" is simply a call that never comes.
@MainActor
public protocol UserListView: AnyObject {
    /// Shows `title` in the navigation bar.
    func setTitle(_ title: String)

    /// Shows or hides the loading spinner; while it shows, Refresh is disabled.
    func setLoading(_ isLoading: Bool)

    /// Shows `message` on the error line, or clears the line when it is `nil`; the Retry
    /// button shows only when `canRetry` is `true`.
    func showError(_ message: String?, canRetry: Bool)

    /// Shows the line above the rows: a header such as `6 users`, or why there are none.
    func showSummary(_ text: String)

    /// Replaces the rows on screen with `rows`, in order.
    func showRows(_ rows: [UserRow])

    /// Shows the detail screen for one user (on a navigation stack: pushes it).
    func showDetail(_ detail: UserDetail)
}

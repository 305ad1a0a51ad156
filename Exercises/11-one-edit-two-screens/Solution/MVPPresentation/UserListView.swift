// The passive view's contract: the only things the presenter may tell a screen. It is
// written in the presenter's words (text, flags, display-ready rows), so it knows nothing
// of widgets; a view controller, a SwiftUI view or a test's recording can conform.

// MARK: - The passive view

/// A screen that shows a user list exactly as it is told, and decides nothing.
///
/// Every flag is told, not inferred: the presenter says whether the spinner spins, whether
/// Refresh can be tapped and whether Retry shows, each on its own. What it doesn't call
/// stays as it was — so "the rows stay while refreshing" is simply a call that never comes.
@MainActor
public protocol UserListView: AnyObject {
    /// Shows `title` in the navigation bar.
    func setTitle(_ title: String)

    /// Shows or hides the `Loading users…` spinner.
    func setLoading(_ isLoading: Bool)

    /// Lets the user tap Refresh, or not.
    func setRefreshEnabled(_ isEnabled: Bool)

    /// Shows `message` on the error line, or clears the line when it is `nil`.
    func showError(_ message: String?)

    /// Shows or hides the Retry button.
    func setRetryVisible(_ isVisible: Bool)

    /// Shows the line above the rows: a header such as `6 users`, or why there are none.
    func showSummary(_ text: String)

    /// Replaces the rows on screen with `rows`, in order.
    func showRows(_ rows: [UserRow])

    /// Shows the detail screen `presenter` runs (on a navigation stack: pushes it).
    func showDetail(_ presenter: UserDetailPresenter)
}

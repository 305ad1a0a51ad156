// The passive view's contract: everything the presenter may tell the screen, and nothing
// more. It is written in the presenter's words — text, flags, rows ready to show — so it
// knows nothing of widgets, and a view controller or a test's recording can conform.

/// A screen that shows the user list exactly as it is told, and decides nothing.
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
}

// MARK: - A display-ready row

/// What one row shows: `Iyad Agha` over `36 years · iyad@test.com`.
public struct UserRow: Sendable, Equatable {
    /// The first line: the full name.
    public var title: String
    /// The second line: age and email.
    public var detail: String

    /// Creates a row from its two lines of text.
    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }
}

// One row of the list, already worded for the screen. The presenter makes it; the view
// only copies its two strings into a table cell. It holds no `User`, so the view can't be
// tempted to format anything itself.

// MARK: - A display-ready row

/// What one row of the user list shows: `Iyad Agha` over `36 years · iyad@test.com`.
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

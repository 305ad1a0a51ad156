// The detail screen's content, already worded. The presenter decides what a user's detail
// says; the detail view controller draws the title and one label per line, nothing more.

// MARK: - A display-ready detail

/// What the detail screen shows: a title and lines such as `Email: iyad@test.com`.
public struct UserDetail: Sendable, Equatable {
    /// The navigation bar title: the full name.
    public var title: String
    /// The lines below the bar, top to bottom.
    public var lines: [String]

    /// Creates a detail from its title and lines.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}

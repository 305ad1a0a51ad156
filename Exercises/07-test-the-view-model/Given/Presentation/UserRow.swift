// One row of the list, already worded for the screen: two strings and nothing else, so
// whoever draws it has nothing left to format.

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

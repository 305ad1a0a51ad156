// One row of the list, already worded for the screen — exercise 02's functions, given here.
// The presenter makes rows; the view only copies their two strings into a table cell, so
// it can't be tempted to format anything itself.

import UserModel

// MARK: - A display-ready row

/// What one row shows: `Iyad Agha` over `36 years · iyad@test.com`.
public struct UserRow: Sendable, Equatable, CustomStringConvertible {
    /// The first line: the full name.
    public var title: String
    /// The second line: age and email.
    public var detail: String

    /// Creates a row from its two lines of text.
    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// Words `user` as a row.
    public init(user: User) {
        let age = user.age == 1 ? "1 year" : "\(user.age) years"
        self.init(title: "\(user.firstName) \(user.lastName)", detail: "\(age) · \(user.email)")
    }

    /// `Iyad Agha / 36 years · iyad@test.com`, for test output.
    public var description: String { "\(title) / \(detail)" }
}

// Given, complete: what the list shows, as plain text values — a row per user, and the
// summary and error lines. Both the presenter and the view model format with it; the
// model (`User`) knows nothing of it, and neither does any view.

import UserModel

// MARK: - A row

/// One row as the view shows it: `Iyad Agha` over `36 years · iyad@test.com`.
public struct UserRow: Equatable, Sendable {
    /// The first line: first name, then last name.
    public var title: String
    /// The second line: the age in years, then the email.
    public var detail: String

    /// Creates a row from its two lines.
    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// Creates the row that shows `user`.
    public init(user: User) {
        self.init(
            title: "\(user.firstName) \(user.lastName)",
            detail: "\(user.age == 1 ? "1 year" : "\(user.age) years") · \(user.email)")
    }
}

// MARK: - The other lines of text

/// The summary and error lines of the list screen, worded as Chapter 01 shows them.
public enum ListText {
    /// `6 users`, or `1 user`.
    public static func header(count: Int) -> String {
        count == 1 ? "1 user" : "\(count) users"
    }

    /// What the summary says when the service returned nobody.
    public static let noUsers = "No users yet."

    /// `Couldn't load users: <reason>`.
    public static func loadFailed(_ error: any Error) -> String {
        "Couldn't load users: \(error.userFacingMessage)"
    }
}

// Given, complete: what the list shows, as plain text values — a row per user, and the
// summary and error lines. Presentation logic owns this formatting; the view only draws it,
// and the model (`User`) knows nothing of it.

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
    /// `6 users`, `1 user`; with a query, `1 of 6 users` or `No users match "zz".`; with
    /// nobody at all, `No users yet.` whatever the query.
    public static func summary(total: Int, matching: Int, query: String) -> String {
        let noun = total == 1 ? "user" : "users"
        if total == 0 { return "No users yet." }
        if query.isEmpty { return "\(total) \(noun)" }
        if matching == 0 { return "No users match \"\(query)\"." }
        return "\(matching) of \(total) \(noun)"
    }

    /// `Couldn't load users: <reason>`.
    public static func loadFailed(_ error: any Error) -> String {
        "Couldn't load users: \(error.userFacingMessage)"
    }
}

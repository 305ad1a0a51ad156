// The list's business rules — the order and what a search matches — as plain functions on
// users. They belong to the model, so every pattern calls them: the presenter, the view
// model, and the massive view controller too, as Apple-style MVC keeps rules in the model.

import Foundation

/// The order and the matching rule of the user list.
public enum UserListRules {
    /// Whether `lhs` comes before `rhs`: by last name, then first name, then id, each
    /// name compared after ``TextFolding/fold(_:)``.
    public static func areInOrder(_ lhs: User, _ rhs: User) -> Bool {
        let left = (TextFolding.fold(lhs.lastName), TextFolding.fold(lhs.firstName), lhs.id)
        let right = (TextFolding.fold(rhs.lastName), TextFolding.fold(rhs.firstName), rhs.id)
        return left < right
    }

    /// `users` in list order.
    public static func sorted(_ users: [User]) -> [User] {
        users.sorted(by: areInOrder)
    }

    /// The query as the list uses it: surrounding whitespace removed.
    public static func trimmed(_ query: String) -> String {
        query.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `user` matches `query`: every whitespace-separated term occurs, folded, in
    /// "first last" or in the email. An empty (or all-blank) query matches everyone.
    public static func matches(_ user: User, query: String) -> Bool {
        let terms = TextFolding.fold(query).split(whereSeparator: \.isWhitespace)
        let name = TextFolding.fold("\(user.firstName) \(user.lastName)")
        let email = TextFolding.fold(user.email)
        return terms.allSatisfy { name.contains($0) || email.contains($0) }
    }
}

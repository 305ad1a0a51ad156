// The list's business rules — the order and what a search matches — as plain functions on
// users. They belong to the model, so every pattern calls them: the presenter, the view
// model, and the massive view controller too, as Apple-style MVC keeps rules in the model.

import Foundation

/// The order and the matching rule of the user list.
///
/// A screen prepares each load once with ``listed(_:)`` and filters that on every keystroke
/// with ``filter(_:query:)``; ``sorted(_:)`` and ``matches(_:query:)`` state the same rules
/// for one-off use.
public enum UserListRules {
    /// `users` in list order — by last name, then first name, then id, each name compared
    /// after ``TextFolding/fold(_:)`` — each with its search text folded.
    public static func listed(_ users: [User]) -> [ListedUser] {
        users.map(ListedUser.init).sorted { $0.comesBefore($1) }
    }

    /// The users that match `query`, in the order given: every whitespace-separated term
    /// occurs, folded, in "first last" or in the email. A blank query matches everyone.
    public static func filter(_ users: [ListedUser], query: String) -> [ListedUser] {
        let terms = TextFolding.fold(query).split(whereSeparator: \.isWhitespace)
        return users.filter { $0.matches(terms) }
    }

    /// `users` in list order.
    public static func sorted(_ users: [User]) -> [User] {
        listed(users).map(\.user)
    }

    /// Whether `lhs` comes before `rhs` in the list.
    public static func areInOrder(_ lhs: User, _ rhs: User) -> Bool {
        ListedUser(lhs).comesBefore(ListedUser(rhs))
    }

    /// The query as the list uses it: surrounding whitespace removed.
    public static func trimmed(_ query: String) -> String {
        query.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `user` matches `query`, by the rule of ``filter(_:query:)``.
    public static func matches(_ user: User, query: String) -> Bool {
        !filter([ListedUser(user)], query: query).isEmpty
    }
}

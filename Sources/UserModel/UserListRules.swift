// The list's business rules — the order and what a search matches — as plain functions on
// users. They belong to the model, so every pattern calls them: the presenter, the view
// model, and the massive view controller too, as Apple-style MVC keeps rules in the model.
// Each user's text is folded once when the users arrive, so sorting and every keystroke's
// search stay fast with a hundred thousand users.

import Foundation

/// The order and the matching rule of the user list.
///
/// A screen prepares each load once (``listed(_:)``) and searches that on every keystroke
/// (``ListedUsers/matching(_:)``); ``sorted(_:)`` and ``matches(_:query:)`` state the same
/// rules for one-off use.
public enum UserListRules {
    /// `users` in list order — by last name, then first name, then id, each name compared
    /// after ``TextFolding/fold(_:)`` — ready to be searched.
    public static func listed(_ users: [User]) -> ListedUsers {
        ListedUsers(sorting: users)
    }

    /// `users` in list order.
    public static func sorted(_ users: [User]) -> [User] {
        Array(listed(users))
    }

    /// Whether `lhs` comes before `rhs` in the list.
    public static func areInOrder(_ lhs: User, _ rhs: User) -> Bool {
        let left = (TextFolding.fold(lhs.lastName), TextFolding.fold(lhs.firstName), lhs.id)
        let right = (TextFolding.fold(rhs.lastName), TextFolding.fold(rhs.firstName), rhs.id)
        return left < right
    }

    /// The query as the list uses it: surrounding whitespace removed.
    public static func trimmed(_ query: String) -> String {
        query.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `user` matches `query`: every whitespace-separated term occurs, folded, in
    /// "first last" or in the email. An empty (or all-blank) query matches everyone.
    public static func matches(_ user: User, query: String) -> Bool {
        !listed([user]).matching(query).isEmpty
    }
}

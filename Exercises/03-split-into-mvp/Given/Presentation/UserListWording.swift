// The list's wording, already moved out of the controller as pure functions: how the
// header counts users and what a row says. It knows the model, nothing of widgets; whoever
// decides what the screen shows calls it.

import UserModel

/// How the user list words its header and its rows.
public enum UserListWording {
    /// `6 users`, `1 user`, or `No users yet.` when there are none.
    public static func header(userCount: Int) -> String {
        switch userCount {
        case 0: "No users yet."
        case 1: "1 user"
        default: "\(userCount) users"
        }
    }

    /// `Iyad Agha` over `36 years · iyad@test.com` (`1 year`, `0 years`).
    public static func row(for user: User) -> UserRow {
        let age = user.age == 1 ? "1 year" : "\(user.age) years"
        return UserRow(title: "\(user.firstName) \(user.lastName)", detail: "\(age) · \(user.email)")
    }
}

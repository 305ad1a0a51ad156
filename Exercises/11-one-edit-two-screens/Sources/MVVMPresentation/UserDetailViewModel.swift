// The detail screen's view model: a user worded for the screen. The list view model makes
// one and hands it over through its route. It never sees the view kit.

import UserModel

// MARK: - The detail view model

/// What the detail screen shows: the full name as its title, then `Email: …` and `Age: …`.
public struct UserDetailViewModel: Sendable, Equatable {
    /// The navigation bar title: the full name.
    public let title: String
    /// The lines below the bar, top to bottom.
    public let lines: [String]

    /// Creates a detail from its title and lines.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }

    /// Creates the detail of `user`: `Email: iyad@test.com`, `Age: 36 years`.
    public init(user: User) {
        self.init(
            title: UserRow.fullName(of: user),
            lines: ["Email: \(user.email)", "Age: \(UserRow.age(user.age))"]
        )
    }
}
